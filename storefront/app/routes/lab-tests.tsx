import { useT } from "~/i18n/i18n"
import { metaT, pageMeta, siteFrom } from "~/lib/seo"
import { brand } from "~/lib/shop"
import type { Route } from "./+types/lab-tests"
import { messagesLoader } from "~/i18n/catalogues.server"

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches)
  return pageMeta({
    title: t("pages.labTests.title"),
    description: t("pages.labTests.metaDescription", { brand }),
    path: "/lab-tests",
    site: siteFrom(matches),
  })
}

const LOCATIONS = ["Skardu", "Gilgit"]
const REPORTS_PER_LOCATION = [1, 2]

/** The page's data: the message areas it shows beyond the root's (the shell). */
export const loader = messagesLoader(["pages"])

export default function LabTestsRoute() {
  const t = useT()
  return (
    <div className="page container lab-tests">
      <h1>{t("pages.labTests.title")}</h1>
      <p className="lab-tests__intro">{t("pages.labTests.intro")}</p>
      {LOCATIONS.map((location) => (
        <section key={location} aria-labelledby={`lab-${location}`}>
          <h2 id={`lab-${location}`}>{t("pages.labTests.location", { location })}</h2>
          <ul className="lab-tests__reports">
            {REPORTS_PER_LOCATION.map((number) => {
              const src = `/lab-tests/${location.toLowerCase()}-${number}.svg`
              return (
                <li key={number}>
                  <a href={src} target="_blank" rel="noopener">
                    <img src={src} alt={t("pages.labTests.report", { location, number })} width={400} height={692} loading="lazy" />
                  </a>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </div>
  )
}
