import { Link } from "~/i18n/links"
import { pageMeta, siteFrom } from "~/lib/seo"
import type { Route } from "./+types/checkout-cancel"

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: "Checkout Canceled",
    description: "Your checkout was canceled.",
    path: "/checkout/cancel",
    site: siteFrom(matches),
  }),
  { name: "robots", content: "noindex" },
]

export default function CheckoutCancelRoute() {
  return (
    <section className="page container state-message">
      <h1>Checkout Canceled</h1>
      <p>Your checkout was canceled. If this was unintentional, please try again or contact support.</p>
      <div className="button-row">
        <Link to="/checkout" className="button button--primary">
          Return to Cart
        </Link>
        <Link to="/products" className="button button--outline">
          Continue Shopping
        </Link>
      </div>
    </section>
  )
}
