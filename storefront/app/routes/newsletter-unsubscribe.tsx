import { useSearchParams } from "react-router"
import { Unsubscribe } from "~/features/newsletter/Unsubscribe"
import { metaT, pageMeta, siteFrom } from "~/lib/seo"
import type { Route } from "./+types/newsletter-unsubscribe"
import { areaMessages, type Area } from "~/i18n/catalogues.server"
import { localeOfParams } from "~/i18n/locales"

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches)
  return [
    ...pageMeta({
      title: t("newsletter.unsubscribe.title"),
      description: t("newsletter.unsubscribe.description"),
      path: "/newsletter/unsubscribe",
      site: siteFrom(matches),
    }),
    { name: "robots", content: "noindex" },
  ]
}

/** The message areas this page shows beyond the root's (the shell). */
const MESSAGE_AREAS: Area[] = ["newsletter", "forms"]

export function loader({ params }: Route.LoaderArgs) {
  return { messages: areaMessages(localeOfParams(params), MESSAGE_AREAS) }
}

export default function NewsletterUnsubscribeRoute() {
  const [searchParams] = useSearchParams()
  return <Unsubscribe token={searchParams.get("token")} />
}
