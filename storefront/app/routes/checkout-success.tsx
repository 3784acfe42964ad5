import type { HttpTypes } from "@medusajs/types"
import { data, redirect } from "react-router"
import { useT, type WithMessages } from "~/i18n/i18n"
import { Link, useLocalePath } from "~/i18n/links"
import { localeOfParams, localePath } from "~/i18n/locales"
import { loadOrderLinkOfCart, loadOrderPage, orderViewOf } from "~/features/order/api.server"
import { OrderDetails } from "~/features/order/OrderDetails"
import { orderPath, type OrderView } from "~/features/order/types"
import { loadReviewLinks } from "~/features/reviews/api.server"
import { ReviewLinks } from "~/features/reviews/ReviewLinks"
import type { ReviewLink } from "~/features/reviews/types"
import { cartIdFromCookies, CLEAR_CART_COOKIE } from "~/lib/cart-id"
import { OUTCOME_NEXT, outcomeOfCartAnswer, outcomeOfError, type CheckoutOutcome } from "~/lib/checkout-outcome"
import { serverRequest } from "~/lib/medusa.server"
import { StoreApiError } from "~/lib/store-client"
import { lineTitle, totalsOf } from "order-summary"
import { ContinueShopping } from "~/components/ContinueShopping"
import { metaT, pageMeta, siteFrom } from "~/lib/seo"
import type { Route } from "./+types/checkout-success"
import { areaMessages, type Area } from "~/i18n/catalogues.server"

type PlacedOrder = {
  order: OrderView
  /** One signed review link per order line. */
  reviewLinks: ReviewLink[]
  /** The order page's path (signed link), to keep or come back to; null when it could not be had. */
  orderPath: string | null
}

type LoaderData = WithMessages & ((PlacedOrder & { outcome: null }) | { order: null; outcome: CheckoutOutcome | "no_cart" })

/** The message areas this page shows beyond the root's (the shell). */
const MESSAGE_AREAS: Area[] = ["checkout", "order", "reviews", "cart-refusals"]

// An outcome the shopper can only wait for answers with an error status, so that a reload (or a
// client that retries) asks again; the page is the same.
const STATUS: Partial<Record<CheckoutOutcome, number>> = { in_progress: 409, unavailable: 503 }

/** The query parameter of the success page that carries the order's signed link once the cart is an order. */
const ORDER_PARAMETER = "order"

/**
 * Completes the shopper's cart: only an order returned by Medusa (made here, or already by Stripe's
 * webhook) is shown as placed, and only then is the cart cookie cleared. The page then moves to its
 * own address with the order's signed link, so a reload (the cart cookie gone) still shows the
 * order. Any other answer keeps the cart and says what happened.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const messages = areaMessages(localeOfParams(params), MESSAGE_AREAS)
  const url = new URL(request.url)
  // The payment session id is only logged, to trace a visitor's return from payment.
  const sessionId = url.searchParams.get("session_id")
  if (sessionId) console.info(`Checkout returned with session ${sessionId}`)
  const orderToken = url.searchParams.get(ORDER_PARAMETER)
  if (orderToken) {
    const order = await loadOrderPage(orderToken)
    if (order)
      return data<LoaderData>({
        order: orderViewOf(order),
        reviewLinks: order.review_links,
        orderPath: orderPath(orderToken),
        outcome: null,
        messages,
      })
  }
  const cartId = cartIdFromCookies(request.headers.get("cookie"))
  if (!cartId) return data<LoaderData>({ order: null, outcome: "no_cart", messages })
  let outcome: CheckoutOutcome
  try {
    const result = await serverRequest<HttpTypes.StoreCompleteCartResponse>(`/store/carts/${encodeURIComponent(cartId)}/complete`, {
      method: "POST",
    })
    if (result.type === "order") {
      const token = await loadOrderLinkOfCart(cartId)
      if (token)
        // the page's own address in the page's language
        throw redirect(localePath(localeOfParams(params), `/checkout/success?${ORDER_PARAMETER}=${encodeURIComponent(token)}`), {
          headers: { "Set-Cookie": CLEAR_CART_COOKIE },
        })
      // without the link (the backend did not answer it), the order as the checkout answered it
      const { order } = result
      const placed: PlacedOrder = {
        order: {
          displayId: order.display_id ?? 0,
          lines: (order.items ?? []).map((item) => ({
            id: item.id,
            name: lineTitle(item),
            quantity: item.quantity,
            originalTotal: Number(item.original_total),
            total: Number(item.total),
          })),
          totals: totalsOf(order),
        },
        reviewLinks: await loadReviewLinks(cartId),
        orderPath: null,
      }
      return data<LoaderData>({ ...placed, outcome: null, messages }, { headers: { "Set-Cookie": CLEAR_CART_COOKIE } })
    }
    outcome = outcomeOfCartAnswer(result.error)
    console.warn(`Checkout return: cart ${cartId} not completed: ${result.error?.type} ${result.error?.message}`)
  } catch (error) {
    if (error instanceof Response) throw error
    const status = error instanceof StoreApiError ? error.status : undefined
    const code = error instanceof StoreApiError ? error.refusal.code : null
    const message = error instanceof Error ? error.message : String(error)
    outcome = outcomeOfError(status, code, message)
    console.error(`Checkout return: cart ${cartId} could not be completed (${status ?? "no answer"}): ${message}`)
  }
  return data<LoaderData>({ order: null, outcome, messages }, { status: STATUS[outcome] ?? 200 })
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = metaT(matches)
  const placed = loaderData?.outcome === null
  return [
    ...pageMeta({
      title: placed ? t("checkout.success.metaTitle") : t("checkout.outcome.metaTitle"),
      description: placed ? t("checkout.success.metaDescription") : t("checkout.outcome.metaDescription"),
      path: "/checkout/success",
      site: siteFrom(matches),
    }),
    { name: "robots", content: "noindex" },
  ]
}

export default function CheckoutSuccessRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const localized = useLocalePath()
  if (loaderData.outcome === null) return <PlacedOrderPage placed={loaderData} />
  const { outcome } = loaderData
  if (outcome === "no_cart") {
    return (
      <section className="page container state-message checkout-outcome" data-testid="checkout-outcome" data-outcome="no_cart">
        <h1>{t("checkout.noCart.title")}</h1>
        <p>{t("checkout.noCart.text")}</p>
        <ContinueShopping />
      </section>
    )
  }
  const next = OUTCOME_NEXT[outcome]
  return (
    <section className="page container state-message checkout-outcome" data-testid="checkout-outcome" data-outcome={outcome}>
      <h1>{t(`checkout.outcome.${outcome}.title`)}</h1>
      <p role={next === "reload" ? "status" : "alert"}>{t(`checkout.outcome.${outcome}.message`)}</p>
      <div className="button-row">
        {next === "cart" ? (
          <Link to="/checkout" className="button button--primary">
            {t("checkout.returnToCart")}
          </Link>
        ) : next === "checkout" ? (
          <Link to="/checkout/details" className="button button--primary">
            {t("checkout.returnToCheckout")}
          </Link>
        ) : (
          <a href={localized("/checkout/success")} className="button button--primary">
            {t("checkout.reload")}
          </a>
        )}
        {next !== "cart" && (
          <Link to="/checkout" className="button button--outline">
            {t("checkout.viewCart")}
          </Link>
        )}
      </div>
    </section>
  )
}

function PlacedOrderPage({ placed }: { placed: PlacedOrder }) {
  const t = useT()
  return (
    <section className="page container state-message">
      <h1>{t("checkout.success.heading")}</h1>
      <p>{t("checkout.success.processed")}</p>
      <OrderDetails order={placed.order} />
      <p>{t("checkout.success.confirmationSent")}</p>
      {placed.orderPath && (
        <p>
          <Link to={placed.orderPath} data-testid="order-page-link">
            {t("checkout.success.orderPageLink")}
          </Link>{" "}
          {t("checkout.success.orderPageText")}
        </p>
      )}
      <ReviewLinks links={placed.reviewLinks} />
      <ContinueShopping home />
    </section>
  )
}
