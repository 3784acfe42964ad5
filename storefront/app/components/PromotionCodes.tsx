import { useQueryClient } from "@tanstack/react-query"
import { useEffect } from "react"
import { ActionForm } from "~/components/Field"
import { cartQueryKeys, type Cart } from "~/lib/cart"
import { useRemovePromotionCode } from "~/lib/cart-changes"
import { PROMOTION_CODE_FIELD, PROMOTION_FORM, PROMOTION_TEXTS, type PromotionApplied } from "~/lib/promotion-code"
import { useRouteForm } from "~/lib/route-form"

/**
 * The shopper's promotion codes: the ones applied, each with a remove button, and a field to add one,
 * posted to the page's action (applyPromotionCode), so it works before the scripts have loaded and
 * without them.
 */
export function PromotionCodes({ cart, idPrefix }: { cart: Cart; idPrefix: string }) {
  const apply = useRouteForm<PromotionApplied>(PROMOTION_FORM)
  const remove = useRemovePromotionCode()
  const queryClient = useQueryClient()
  const { answer, pending } = apply
  // the cart the action answered, with the code on it: shown at once (without one, read again)
  useEffect(() => {
    if (!answer?.ok || !answer.data) return
    if (answer.data.cart) queryClient.setQueryData(cartQueryKeys.cart(answer.data.cart.id), answer.data.cart)
    // the page a redirect opened has read the cart already
    else if (answer === apply.fetcher.data) void queryClient.invalidateQueries({ queryKey: cartQueryKeys.cart(cart.id) })
  }, [answer, apply.fetcher.data, queryClient, cart.id])
  // Automatic promotions (the subscription discount) are not codes the shopper typed or can remove.
  const codes = (cart.promotions ?? []).flatMap((promotion) => (!promotion.is_automatic && promotion.code ? [promotion.code] : []))
  const problem = pending ? undefined : apply.errorOf(PROMOTION_CODE_FIELD)
  const inputId = `${idPrefix}-promotion-code`
  return (
    <div className="promotion-codes">
      {codes.length > 0 && (
        <ul className="promotion-codes__applied" aria-label="Applied codes">
          {codes.map((applied) => (
            <li key={applied} data-testid="applied-code">
              <span>{applied}</span>
              <button
                type="button"
                className="promotion-codes__remove"
                aria-label={`Remove code ${applied}`}
                disabled={remove.isPending}
                onClick={() => {
                  // "Code applied." spoke of a code that is now gone
                  apply.fetcher.reset()
                  remove.mutate({ cartId: cart.id, code: applied })
                }}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <ActionForm form={apply} className="promotion-codes__form">
        <label htmlFor={inputId}>Promotion code</label>
        <div className="promotion-codes__field">
          <input
            id={inputId}
            name={PROMOTION_CODE_FIELD}
            autoComplete="off"
            defaultValue={apply.typedValueOf(PROMOTION_CODE_FIELD) ?? ""}
            // without JavaScript the page rendered from a refusal is new: the browser focuses the code to fix
            // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the page rendered from a refusal (as Field)
            autoFocus={apply.firstError === PROMOTION_CODE_FIELD || undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-error` : undefined}
          />
          <button type="submit" className="button button--outline" disabled={pending}>
            {pending ? "Applying..." : "Apply"}
          </button>
        </div>
        {problem && (
          <p className="form-error" id={`${inputId}-error`} role="alert" data-testid="promotion-code-error">
            {problem}
          </p>
        )}
        {answer?.ok && !pending && <p role="status">{PROMOTION_TEXTS.applied}</p>}
        {remove.isError && (
          <p className="form-error" role="alert">
            {PROMOTION_TEXTS.removeFailed}
          </p>
        )}
      </ActionForm>
    </div>
  )
}
