import { useT } from "~/i18n/i18n"
import { Link } from "~/i18n/links"
import { InfoCards, type InfoCard } from "~/components/InfoCards"
import { metaT, pageMeta, siteFrom } from "~/lib/seo"
import { brand } from "~/lib/shop"
import type { Route } from "./+types/about"
import { messagesLoader } from "~/i18n/catalogues.server"

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches)
  return pageMeta({
    title: t("pages.about.metaTitle"),
    description: t("pages.about.metaDescription", { brand }),
    path: "/about",
    site: siteFrom(matches),
  })
}

// the values' messages: pages.about.<name>.title and .text
const VALUES: Array<Pick<InfoCard, "icon"> & { name: string }> = [
  { icon: "leaf", name: "purity" },
  { icon: "mountain", name: "sustainability" },
  { icon: "flask", name: "transparency" },
]

/** The page's data: the message areas it shows beyond the root's (the shell). */
export const loader = messagesLoader(["pages"])

export default function AboutRoute() {
  const t = useT()
  const values = VALUES.map(({ icon, name }) => ({ icon, title: t(`pages.about.${name}.title`), text: t(`pages.about.${name}.text`) }))
  return (
    <div className="page">
      <section className="container about">
        <h1>{t("pages.about.title", { brand })}</h1>
        <h2>{t("pages.about.story")}</h2>
        <p>{t("pages.about.story1", { brand })}</p>
        <p>{t("pages.about.story2")}</p>
        <h2>{t("pages.about.values")}</h2>
        <InfoCards cards={values} className="info-cards info-cards--three" />
        <div className="button-row">
          <Link to="/products" className="button button--primary">
            {t("pages.about.explore")}
          </Link>
          <Link to="/contact" className="button button--outline">
            {t("pages.contactUs")}
          </Link>
        </div>
      </section>
    </div>
  )
}
