import { data, Link } from "react-router"
import { loadReviewLinks } from "~/features/reviews/api.server"
import { ReviewLinks } from "~/features/reviews/ReviewLinks"
import type { ReviewLink } from "~/features/reviews/types"
import { CART_COOKIE } from "~/lib/constants"
import { formatPrice } from "~/lib/format"
import { serverStore } from "~/lib/medusa.server"
import { pageMeta, siteUrlFrom } from "~/lib/seo"
import type { Route } from "./+types/checkout-success"

type PlacedOrder = {
  displayId: number
  lines: { id: string; name: string; quantity: number; total: number }[]
  shippingTotal: number
  taxTotal: number
  total: number
  /** One signed review link per order line (issue 5). */
  reviewLinks: ReviewLink[]
}

function cartIdFrom(request: Request): string | null {
  const pair = (request.headers.get("cookie") ?? "").split(/;\s*/).find((entry) => entry.startsWith(`${CART_COOKIE}=`))
  return pair ? decodeURIComponent(pair.slice(CART_COOKIE.length + 1)) || null : null
}

/**
 * Completes the shopper's cart: Medusa returns the order (made here or already by Stripe's webhook)
 * only when the payment is confirmed. The cart cookie is cleared once the order exists.
 */
export async function loader({ request }: Route.LoaderArgs) {
  // The payment session id is only logged, to trace a visitor's return from payment.
  const sessionId = new URL(request.url).searchParams.get("session_id")
  if (sessionId) console.info(`Checkout returned with session ${sessionId}`)
  const cartId = cartIdFrom(request)
  if (!cartId) return { order: null, awaitingPayment: false }
  try {
    const { sdk } = await serverStore()
    const result = await sdk.store.cart.complete(cartId)
    if (result.type !== "order") return { order: null, awaitingPayment: true }
    const { order } = result
    const placed: PlacedOrder = {
      displayId: order.display_id ?? 0,
      lines: (order.items ?? []).map((item) => ({
        id: item.id,
        name: [item.product_title, item.variant_title].filter(Boolean).join(" - "),
        quantity: item.quantity,
        total: item.total,
      })),
      shippingTotal: order.shipping_total,
      taxTotal: order.tax_total,
      total: order.total,
      reviewLinks: await loadReviewLinks(cartId),
    }
    return data({ order: placed, awaitingPayment: false }, { headers: { "Set-Cookie": `${CART_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax` } })
  } catch (error) {
    console.error("Checkout return: the cart could not be completed", error)
    return { order: null, awaitingPayment: true }
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({ title: "Thank You", description: "Your order has been successfully processed.", path: "/checkout/success", siteUrl: siteUrlFrom(matches) }),
  { name: "robots", content: "noindex" },
]

export default function CheckoutSuccessRoute({ loaderData }: Route.ComponentProps) {
  const { order, awaitingPayment } = loaderData
  return (
    <section className="page container state-message">
      <h1>Thank You for Your Purchase!</h1>
      <p>Your order has been successfully processed. We appreciate your business!</p>
      {order ? (
        <div className="order-confirmation">
          <h2 data-testid="order-number">Order #{order.displayId}</h2>
          <ul className="order-confirmation__lines">
            {order.lines.map((line) => (
              <li key={line.id} data-testid="order-line">
                {line.name} × {line.quantity} <span>{formatPrice(line.total)}</span>
              </li>
            ))}
          </ul>
          <dl>
            <div>
              <dt>Shipping</dt>
              <dd data-testid="order-shipping">{order.shippingTotal === 0 ? "Free" : formatPrice(order.shippingTotal)}</dd>
            </div>
            <div>
              <dt>Total</dt>
              <dd data-testid="order-total">{formatPrice(order.total)}</dd>
            </div>
          </dl>
          <p>Including {formatPrice(order.taxTotal)} VAT. A confirmation has been sent to your email address.</p>
          <ReviewLinks links={order.reviewLinks} />
        </div>
      ) : awaitingPayment ? (
        <p role="status">Your payment is being confirmed. You will receive an email with your order as soon as it is.</p>
      ) : null}
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
