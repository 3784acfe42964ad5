import { useSearchParams } from "react-router"
import { Unsubscribe } from "~/features/newsletter/Unsubscribe"
import { pageMeta, siteFrom } from "~/lib/seo"
import type { Route } from "./+types/newsletter-unsubscribe"

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: "Unsubscribe",
    description: "Unsubscribe from the newsletter.",
    path: "/newsletter/unsubscribe",
    site: siteFrom(matches),
  }),
  { name: "robots", content: "noindex" },
]

export default function NewsletterUnsubscribeRoute() {
  const [searchParams] = useSearchParams()
  return <Unsubscribe token={searchParams.get("token")} />
}
