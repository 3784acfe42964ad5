import { useSearchParams } from "react-router"
import { ReviewPage } from "~/features/reviews/ReviewForm"
import { pageMeta, siteUrlFrom } from "~/lib/seo"
import type { Route } from "./+types/review"

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({ title: "Write a Review", description: "Review a product you bought.", path: "/review", siteUrl: siteUrlFrom(matches) }),
  { name: "robots", content: "noindex" },
]

export default function ReviewRoute() {
  const [searchParams] = useSearchParams()
  return <ReviewPage token={searchParams.get("token")} />
}
