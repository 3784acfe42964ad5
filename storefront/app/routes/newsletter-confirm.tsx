import { useSearchParams } from "react-router"
import { ConfirmSubscription } from "~/features/newsletter/ConfirmSubscription"
import { metaT, pageMeta, siteFrom } from "~/lib/seo"
import type { Route } from "./+types/newsletter-confirm"

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

export default function NewsletterConfirmRoute() {
  const [searchParams] = useSearchParams()
  return <ConfirmSubscription token={searchParams.get("token")} />
}
