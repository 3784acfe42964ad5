import { data } from "react-router"
import { NotFound } from "~/components/NotFound"
import { pageMeta, siteFrom } from "~/lib/seo"
import type { Route } from "./+types/not-found"

export function loader() {
  return data(null, { status: 404 })
}

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...pageMeta({
    title: "Page Not Found",
    description: "The page you are looking for does not exist or has been moved.",
    path: location.pathname,
    site: siteFrom(matches),
  }),
  { name: "robots", content: "noindex" },
]

export default function NotFoundRoute() {
  return <NotFound />
}
