import { pageMeta, siteFrom } from "~/lib/seo"
import { brand } from "~/lib/shop"
import type { Route } from "./+types/lab-tests"

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Lab Test Transparency",
    description: `Independent lab test reports of ${brand} Shilajit from Skardu and Gilgit.`,
    path: "/lab-tests",
    site: siteFrom(matches),
  })

const LOCATIONS = ["Skardu", "Gilgit"]
const REPORTS_PER_LOCATION = [1, 2]

export default function LabTestsRoute() {
  return (
    <div className="page container lab-tests">
      <h1>Lab Test Transparency</h1>
      <p className="lab-tests__intro">
        Every batch of our Shilajit is tested by an independent laboratory for purity, fulvic acid content and heavy metals. These are the
        reports of our current batches, by harvest region.
      </p>
      {LOCATIONS.map((location) => (
        <section key={location} aria-labelledby={`lab-${location}`}>
          <h2 id={`lab-${location}`}>{location} Shilajit</h2>
          <ul className="lab-tests__reports">
            {REPORTS_PER_LOCATION.map((number) => {
              const src = `/lab-tests/${location.toLowerCase()}-${number}.svg`
              return (
                <li key={number}>
                  <a href={src} target="_blank" rel="noopener">
                    <img src={src} alt={`${location} Shilajit Lab Test ${number}`} width={400} height={692} loading="lazy" />
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
