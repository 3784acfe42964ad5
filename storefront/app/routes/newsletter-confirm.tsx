import { useSearchParams } from "react-router"
import { ConfirmSubscription } from "~/features/newsletter/ConfirmSubscription"
import { metaT, pageMeta, siteFrom } from "~/lib/seo"
import type { Route } from "./+types/newsletter-confirm"
import { messagesLoader } from "~/i18n/catalogues.server"

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

/** The page's data: the message areas it shows beyond the root's (the shell). */
export const loader = messagesLoader(["newsletter", "forms"])

export default function NewsletterConfirmRoute() {
  const [searchParams] = useSearchParams()
  return <ConfirmSubscription token={searchParams.get("token")} />
}
