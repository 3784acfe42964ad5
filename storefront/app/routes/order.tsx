import { data } from "react-router"
import { loadOrderPage, orderViewOf } from "~/features/order/api.server"
import { OrderDetails } from "~/features/order/OrderDetails"
import type { OrderView } from "~/features/order/types"
import { ReviewLinks } from "~/features/reviews/ReviewLinks"
import type { ReviewLink } from "~/features/reviews/types"
import { ContinueShopping } from "~/components/ContinueShopping"
import { useT, type WithMessages } from "~/i18n/i18n"
import { metaT, pageMeta, siteFrom } from "~/lib/seo"
import type { Route } from "./+types/order"
import { areaMessages, type Area } from "~/i18n/catalogues.server"
import { localeOfParams } from "~/i18n/locales"

type LoaderData = WithMessages & ({ order: OrderView; reviewLinks: ReviewLink[] } | { order: null; reviewLinks: [] })

/** The message areas this page shows beyond the root's (the shell). */
const MESSAGE_AREAS: Area[] = ["order", "checkout", "reviews"]

/** The order page of the signed link in the order confirmation (and of the success page): the order, on reload and weeks later. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const messages = areaMessages(localeOfParams(params), MESSAGE_AREAS)
  const token = new URL(request.url).searchParams.get("token")
  const order = token ? await loadOrderPage(token) : null
  if (!order) return data<LoaderData>({ order: null, reviewLinks: [], messages }, { status: 404 })
  return data<LoaderData>({ order: orderViewOf(order), reviewLinks: order.review_links, messages })
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = metaT(matches)
  return [
    ...pageMeta({
      title: loaderData?.order ? t("order.metaTitle", { number: String(loaderData.order.displayId) }) : t("order.title"),
      description: t("order.metaDescription"),
      path: "/order",
      site: siteFrom(matches),
    }),
    { name: "robots", content: "noindex" },
  ]
}

export default function OrderRoute({ loaderData }: Route.ComponentProps) {
  const { order, reviewLinks } = loaderData
  const t = useT()
  if (!order) {
    return (
      <section className="page container state-message" data-testid="order-link-invalid">
        <h1>{t("order.title")}</h1>
        <p role="alert">{t("order.invalidLink")}</p>
        <ContinueShopping />
      </section>
    )
  }
  return (
    <section className="page container state-message">
      <h1>{t("order.title")}</h1>
      <OrderDetails order={order} />
      <ReviewLinks links={reviewLinks} />
      <ContinueShopping home />
    </section>
  )
}
