import { useSearchParams } from "react-router"
import { Unsubscribe } from "~/features/newsletter/Unsubscribe"
import { metaT, pageMeta, siteFrom } from "~/lib/seo"
import type { Route } from "./+types/newsletter-unsubscribe"
import { messagesLoader } from "~/i18n/catalogues.server"

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

/** The page's data: the message areas it shows beyond the root's (the shell). */
export const loader = messagesLoader(["newsletter", "forms"])

export default function NewsletterUnsubscribeRoute() {
  const [searchParams] = useSearchParams()
  return <Unsubscribe token={searchParams.get("token")} />
}
