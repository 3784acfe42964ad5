import { useState } from "react"
import { PromotionCodeError, useApplyPromotionCode, useRemovePromotionCode, type Cart, type PromotionCodeProblem } from "~/lib/cart"

const PROBLEM_MESSAGES: Record<Exclude<PromotionCodeProblem, "refused">, string> = {
  promotion_code_unknown: "This code does not exist. Please check it and try again.",
  promotion_code_used_up: "This code has already been used.",
  promotion_code_not_applicable: "This code does not apply to the items in your cart.",
  failed: "Could not apply the code. Please try again.",
}

/** The shopper's promotion codes: the ones applied, each with a remove button, and a field to add one. */
export function PromotionCodes({ cart, idPrefix }: { cart: Cart; idPrefix: string }) {
  const [code, setCode] = useState("")
  const apply = useApplyPromotionCode()
  const remove = useRemovePromotionCode()
  // Automatic promotions (the subscription discount) are not codes the shopper typed or can remove.
  const codes = (cart.promotions ?? []).filter((promotion) => !promotion.is_automatic && promotion.code).map((promotion) => promotion.code!)
  const refusal = apply.error instanceof PromotionCodeError ? apply.error : null
  const problem = refusal ? refusal.problem : apply.isError ? "failed" : null
  const problemText = problem === "refused" ? refusal?.reason : problem && PROBLEM_MESSAGES[problem]
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
                onClick={() => remove.mutate({ cartId: cart.id, code: applied })}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
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
            {problemText}
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
