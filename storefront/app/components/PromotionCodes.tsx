import { useState } from "react"
import type { Cart } from "~/lib/cart"
import { PromotionCodeError, useApplyPromotionCode, useRemovePromotionCode } from "~/lib/cart-changes"

/** The shopper's promotion codes: the ones applied, each with a remove button, and a field to add one. */
export function PromotionCodes({ cart, idPrefix }: { cart: Cart; idPrefix: string }) {
  const [code, setCode] = useState("")
  const apply = useApplyPromotionCode()
  const remove = useRemovePromotionCode()
  // Automatic promotions (the subscription discount) are not codes the shopper typed or can remove.
  const codes = (cart.promotions ?? []).flatMap((promotion) => (!promotion.is_automatic && promotion.code ? [promotion.code] : []))
  // The backend words a refused code for the shopper; anything else (network, server) is ours to say.
  const problem =
    apply.error instanceof PromotionCodeError ? apply.error.reason : apply.isError ? "Could not apply the code. Please try again." : null
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
                  apply.reset()
                  remove.mutate({ cartId: cart.id, code: applied })
                }}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        method="post"
        className="promotion-codes__form"
        onSubmit={(event) => {
          event.preventDefault()
          const typed = code.trim()
          if (typed) apply.mutate({ cartId: cart.id, code: typed }, { onSuccess: () => setCode("") })
        }}
      >
        <label htmlFor={inputId}>Promotion code</label>
        <div className="promotion-codes__field">
          <input
            id={inputId}
            name="promotion_code"
            autoComplete="off"
            value={code}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-error` : undefined}
            onChange={(event) => {
              setCode(event.target.value)
              if (apply.isError) apply.reset()
            }}
          />
          <button type="submit" className="button button--outline" disabled={apply.isPending}>
            {apply.isPending ? "Applying..." : "Apply"}
          </button>
        </div>
        {problem && (
          <p className="form-error" id={`${inputId}-error`} role="alert" data-testid="promotion-code-error">
            {problem}
          </p>
        )}
        {apply.isSuccess && !apply.isPending && <p role="status">Code applied.</p>}
        {remove.isError && (
          <p className="form-error" role="alert">
            Could not remove the code. Please try again.
          </p>
        )}
      </form>
    </div>
  )
}
