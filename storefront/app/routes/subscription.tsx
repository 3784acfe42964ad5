import { useSearchParams } from "react-router"
import { SubscriptionPage } from "~/features/subscription/SubscriptionPage"
import { metaT, pageMeta, siteFrom } from "~/lib/seo"
import type { Route } from "./+types/subscription"

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches)
  return [
    ...pageMeta({
      title: t("subscription.title"),
      description: t("subscription.metaDescription"),
      path: "/subscription",
      site: siteFrom(matches),
    }),
    { name: "robots", content: "noindex" },
    // the link's token identifies the subscription: no other site learns it from a Referer
    { name: "referrer", content: "no-referrer" },
  ]
}

export default function SubscriptionRoute() {
  const [searchParams] = useSearchParams()
  return <SubscriptionPage token={searchParams.get("token")} />
}
