import { useSearchParams } from "react-router"
import { ConfirmSubscription } from "~/features/newsletter/ConfirmSubscription"
import { metaT, pageMeta, siteFrom } from "~/lib/seo"
import type { Route } from "./+types/newsletter-confirm"
import { areaMessages, type Area } from "~/i18n/catalogues.server"
import { localeOfParams } from "~/i18n/locales"

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches)
  return [
    ...pageMeta({
      title: t("newsletter.confirm.title"),
      description: t("newsletter.confirm.description"),
      path: "/newsletter/confirm",
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

export default function NewsletterConfirmRoute() {
  const [searchParams] = useSearchParams()
  return <ConfirmSubscription token={searchParams.get("token")} />
}
