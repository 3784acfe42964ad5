import { useT } from "~/i18n/i18n"
import { Link } from "~/i18n/links"
import { metaT, pageMeta, siteFrom } from "~/lib/seo"
import type { Route } from "./+types/checkout-cancel"
import { messagesLoader } from "~/i18n/catalogues.server"

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

/** The page's data: the message areas it shows beyond the root's (the shell). */
export const loader = messagesLoader(["checkout"])

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
