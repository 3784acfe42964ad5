import { useQueryClient } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import { ActionForm } from "~/components/Field"
import { cartQueryKeys, type Cart } from "~/lib/cart"
import {
  PROMOTION_CODE_FIELD,
  PROMOTION_FORM,
  PROMOTION_REMOVE_FORM,
  PROMOTION_TEXTS,
  REMOVED_CODE_FIELD,
  type PromotionApplied,
} from "~/lib/promotion-code"
import { useRouteForm, type RouteForm } from "~/lib/route-form"
import { useT } from "~/i18n/i18n"

/** The cart an applied or removed code answered, shown at once (the page a redirect opened has read it itself). */
function useAnsweredCart(form: RouteForm<PromotionApplied>, cartId: string) {
  const queryClient = useQueryClient()
  const { answer } = form
  const fromFetcher = answer === form.fetcher.data
  useEffect(() => {
    if (!answer?.ok) return
    if (answer.data.cart) queryClient.setQueryData(cartQueryKeys.cart(answer.data.cart.id), answer.data.cart)
    else if (fromFetcher) void queryClient.invalidateQueries({ queryKey: cartQueryKeys.cart(cartId) })
  }, [answer, fromFetcher, queryClient, cartId])
}

/**
 * The shopper's promotion codes: the ones applied, each with a remove button, and a field to add one.
 * Both post to the page's action (applyPromotionCode, removePromotionCode), so they work before the
 * scripts have loaded and without them.
 */
export function PromotionCodes({ cart, idPrefix }: { cart: Cart; idPrefix: string }) {
  const apply = useRouteForm<PromotionApplied>(PROMOTION_FORM)
  const remove = useRouteForm<PromotionApplied>(PROMOTION_REMOVE_FORM)
  useAnsweredCart(apply, cart.id)
  useAnsweredCart(remove, cart.id)
  // "Code applied." speaks of the last code sent, not of one removed since
  const [lastSent, setLastSent] = useState<"apply" | "remove" | null>(null)
  // Automatic promotions (the subscription discount) are not codes the shopper typed or can remove.
  const codes = (cart.promotions ?? []).flatMap((promotion) => (!promotion.is_automatic && promotion.code ? [promotion.code] : []))
  const problem = apply.pending ? undefined : apply.errorOf(PROMOTION_CODE_FIELD)
  const removeFailed = !remove.pending && remove.answer && !remove.answer.ok
  const inputId = `${idPrefix}-promotion-code`
  const t = useT()
  return (
    <div className="promotion-codes">
      {codes.length > 0 && (
        <ActionForm form={remove}>
          <ul className="promotion-codes__applied" aria-label={t("promotion.appliedCodes")}>
            {codes.map((applied) => (
              <li key={applied} data-testid="applied-code">
                <span>{applied}</span>
                <button
                  type="submit"
                  name={REMOVED_CODE_FIELD}
                  value={applied}
                  className="promotion-codes__remove"
                  aria-label={t("promotion.removeCode", { code: applied })}
                  disabled={remove.pending}
                  onClick={() => setLastSent("remove")}
                >
                  {t("promotion.remove")}
                </button>
              </li>
            ))}
          </ul>
        </ActionForm>
      )}
      <ActionForm form={apply} className="promotion-codes__form">
        <label htmlFor={inputId}>{t("promotion.label")}</label>
        <div className="promotion-codes__field">
          <input
            id={inputId}
            name={PROMOTION_CODE_FIELD}
            autoComplete="off"
            defaultValue={apply.typedValueOf(PROMOTION_CODE_FIELD) ?? ""}
            // without JavaScript the page rendered from a refusal is new: the browser focuses the code to fix (as Field)
            // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the page rendered from a refusal
            autoFocus={apply.firstError === PROMOTION_CODE_FIELD || undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-error` : undefined}
          />
          <button type="submit" className="button button--outline" disabled={apply.pending} onClick={() => setLastSent("apply")}>
            {apply.pending ? t("promotion.applying") : t("promotion.apply")}
          </button>
        </div>
        {problem && (
          <p className="form-error" id={`${inputId}-error`} role="alert" data-testid="promotion-code-error">
            {problem}
          </p>
        )}
        {apply.answer?.ok && !apply.pending && lastSent !== "remove" && <p role="status">{t(PROMOTION_TEXTS.applied)}</p>}
        {removeFailed && (
          <p className="form-error" role="alert">
            {t(PROMOTION_TEXTS.removeFailed)}
          </p>
        )}
      </ActionForm>
    </div>
  )
}
