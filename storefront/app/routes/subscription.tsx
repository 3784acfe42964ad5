import { useSearchParams } from "react-router"
import { SubscriptionPage } from "~/features/subscription/SubscriptionPage"
import { metaT, pageMeta, siteFrom } from "~/lib/seo"
import type { Route } from "./+types/subscription"
import { areaMessages, type Area } from "~/i18n/catalogues.server"
import { localeOfParams } from "~/i18n/locales"

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

/** The message areas this page shows beyond the root's (the shell). */
const MESSAGE_AREAS: Area[] = ["subscription", "checkout"]

export function loader({ params }: Route.LoaderArgs) {
  return { messages: areaMessages(localeOfParams(params), MESSAGE_AREAS) }
}

export default function SubscriptionRoute() {
  const [searchParams] = useSearchParams()
  return <SubscriptionPage token={searchParams.get("token")} />
}
