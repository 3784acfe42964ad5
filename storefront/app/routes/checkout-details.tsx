import { useT } from "~/i18n/i18n"
import { Link } from "~/i18n/links"
import { useCart } from "~/lib/cart-reading"
import { data } from "react-router"
import { accountShippingDetails } from "~/features/checkout/account-details.server"
import { saveCheckoutDetails } from "~/features/checkout/action.server"
import { CheckoutDetails } from "~/features/checkout/CheckoutDetails"
import { DETAILS_FORM } from "~/features/checkout/details-form"
import { withSessionCookie } from "~/lib/customer-session.server"
import { readForm } from "~/lib/form.server"
import { cartPageAction } from "~/lib/promotion-code.server"
import { metaT, pageMeta, siteFrom } from "~/lib/seo"
import type { Route } from "./+types/checkout-details"
import { areaMessages, type Area } from "~/i18n/catalogues.server"
import { localeOfParams } from "~/i18n/locales"

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches)
  return [
    ...pageMeta({
      title: t("checkout.metaTitle"),
      description: t("checkout.metaDescription"),
      path: "/checkout/details",
      site: siteFrom(matches),
    }),
    { name: "robots", content: "noindex" },
  ]
}

/** The message areas this page shows beyond the root's (the shell). */
const MESSAGE_AREAS: Area[] = ["checkout", "forms", "countries", "cart-refusals"]

/** A signed-in shopper's account fills in the details (read on the server, from the storefront's session cookie). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { details, setCookie } = await accountShippingDetails(request, context)
  return data(
    { account: details, messages: areaMessages(localeOfParams(params), MESSAGE_AREAS) },
    { headers: withSessionCookie(setCookie) },
  )
}

/** The page's two forms: the shipping details (then payment), and a promotion code. */
export async function action({ request, context }: Route.ActionArgs) {
  const posted = await readForm(request)
  if (posted.intent === DETAILS_FORM) return saveCheckoutDetails(request, context, posted)
  return cartPageAction(request, context, posted)
}

export default function CheckoutDetailsRoute({ loaderData }: Route.ComponentProps) {
  const { data: cart, isPending, fetchStatus } = useCart()
  const t = useT()
  return (
    <section className="page container">
      <h1>{t("checkout.heading")}</h1>
      {isPending && fetchStatus === "fetching" ? (
        <p role="status">{t("cartPage.loading")}</p>
      ) : !cart?.items?.length ? (
        <div className="cart__empty">
          <p>{t("cartPage.empty")}</p>
          <Link to="/products" className="button button--primary">
            {t("cartPage.continueShopping")}
          </Link>
        </div>
      ) : (
        <CheckoutDetails cart={cart} account={loaderData.account} />
      )}
    </section>
  )
}
