import { useEffect, useRef } from "react"
import { Link } from "~/i18n/links"
import { useShopRules } from "~/lib/shop-rules"
import { useConfirmNewsletterSubscription } from "./api"

export const INVALID_CONFIRMATION_LINK = "This confirmation link is not valid."

/**
 * The page behind the confirmation email's link (double opt-in): opening it confirms the sign-up,
 * in the browser, so a mail scanner that only fetches the link confirms nothing.
 */
export function ConfirmSubscription({ token }: { token: string | null }) {
  const confirm = useConfirmNewsletterSubscription()
  const discountPercent = useShopRules()?.discountPercent
  const sent = useRef(false)

  useEffect(() => {
    if (!token || sent.current) return
    sent.current = true
    confirm.mutate(token)
  }, [token, confirm])

  const failure = !token ? INVALID_CONFIRMATION_LINK : confirm.isError ? confirm.error.message : null

  return (
    <section className="page container state-message">
      <h1>{confirm.isSuccess ? "Subscription Confirmed" : "Confirm Your Subscription"}</h1>
      {confirm.isSuccess ? (
        <>
          <p role="status">
            Thank you! Your subscription to our exclusive updates is confirmed. Your personal{" "}
            {discountPercent ? `${discountPercent}% ` : ""}welcome code is on its way to your inbox.
          </p>
          <div className="button-row">
            <Link to="/products" className="button button--primary">
              Shop Now
            </Link>
          </div>
        </>
      ) : failure ? (
        <>
          <p className="form-error" role="alert">
            {failure}
          </p>
          <p>You can sign up again with the form at the bottom of our home page.</p>
          <div className="button-row">
            <Link to="/" className="button button--primary">
              Go Home
            </Link>
          </div>
        </>
      ) : (
        <p role="status">Confirming your subscription...</p>
      )}
    </section>
  )
}
