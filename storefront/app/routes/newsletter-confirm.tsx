import { useSearchParams } from "react-router"
import { ConfirmSubscription } from "~/features/newsletter/ConfirmSubscription"
import { pageMeta, siteFrom } from "~/lib/seo"
import type { Route } from "./+types/newsletter-confirm"

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: "Confirm Your Subscription",
    description: "Confirm your newsletter subscription.",
    path: "/newsletter/confirm",
    site: siteFrom(matches),
  }),
  { name: "robots", content: "noindex" },
]

export default function NewsletterConfirmRoute() {
  const [searchParams] = useSearchParams()
  return <ConfirmSubscription token={searchParams.get("token")} />
}
