import { data } from "react-router"
import { NotFound } from "~/components/NotFound"
import { metaT, pageMeta, siteFrom } from "~/lib/seo"
import type { Route } from "./+types/not-found"

export function loader() {
  return data(null, { status: 404 })
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = metaT(matches)
  return [
    ...pageMeta({ title: t("notFound.title"), description: t("notFound.text"), path: location.pathname, site: siteFrom(matches) }),
    { name: "robots", content: "noindex" },
  ]
}

export default function NotFoundRoute() {
  return <NotFound />
}
