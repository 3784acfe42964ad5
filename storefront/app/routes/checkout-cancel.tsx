import { useT } from "~/i18n/i18n"
import { Link } from "~/i18n/links"
import { metaT, pageMeta, siteFrom } from "~/lib/seo"
import type { Route } from "./+types/checkout-cancel"
import { areaMessages, type Area } from "~/i18n/catalogues.server"
import { localeOfParams } from "~/i18n/locales"

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches)
  return [
    ...pageMeta({
      title: t("checkout.cancel.title"),
      description: t("checkout.cancel.description"),
      path: "/checkout/cancel",
      site: siteFrom(matches),
    }),
    { name: "robots", content: "noindex" },
  ]
}

/** The message areas this page shows beyond the root's (the shell). */
const MESSAGE_AREAS: Area[] = ["checkout"]

export function loader({ params }: Route.LoaderArgs) {
  return { messages: areaMessages(localeOfParams(params), MESSAGE_AREAS) }
}

export default function CheckoutCancelRoute() {
  const t = useT()
  return (
    <section className="page container state-message">
      <h1>{t("checkout.cancel.title")}</h1>
      <p>{t("checkout.cancel.text")}</p>
      <div className="button-row">
        <Link to="/checkout" className="button button--primary">
          {t("checkout.returnToCart")}
        </Link>
        <Link to="/products" className="button button--outline">
          {t("cartPage.continueShopping")}
        </Link>
      </div>
    </section>
  )
}
