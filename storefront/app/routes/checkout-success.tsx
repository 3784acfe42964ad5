import { Link } from "react-router"
import { pageMeta, siteUrlFrom } from "~/lib/seo"
import type { Route } from "./+types/checkout-success"

export function loader({ request }: Route.LoaderArgs) {
  // The payment session id is only logged, to trace a visitor's return from payment.
  const sessionId = new URL(request.url).searchParams.get("session_id")
  if (sessionId) console.info(`Checkout returned with session ${sessionId}`)
  return null
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({ title: "Thank You", description: "Your order has been successfully processed.", path: "/checkout/success", siteUrl: siteUrlFrom(matches) }),
  { name: "robots", content: "noindex" },
]

export default function CheckoutSuccessRoute() {
  return (
    <section className="page container state-message">
      <h1>Thank You for Your Purchase!</h1>
      <p>Your order has been successfully processed. We appreciate your business!</p>
      <div className="button-row">
        <Link to="/products" className="button button--primary">
          Continue Shopping
        </Link>
        <Link to="/" className="button button--outline">
          Back to Home
        </Link>
      </div>
    </section>
  )
}
