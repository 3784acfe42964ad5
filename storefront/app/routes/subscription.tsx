import { useSearchParams } from "react-router"
import { SubscriptionPage } from "~/features/subscription/SubscriptionPage"
import { metaT, pageMeta, siteFrom } from "~/lib/seo"
import type { Route } from "./+types/subscription"
import { messagesLoader } from "~/i18n/catalogues.server"

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

/** The page's data: the message areas it shows beyond the root's (the shell). */
export const loader = messagesLoader(["subscription", "checkout"])

export default function SubscriptionRoute() {
  const [searchParams] = useSearchParams()
  return <SubscriptionPage token={searchParams.get("token")} />
}
