import { useSearchParams } from "react-router"
import { WithdrawalPage } from "~/features/withdrawal/WithdrawalPage"
import { pageMeta, siteUrlFrom } from "~/lib/seo"
import type { Route } from "./+types/withdrawal"

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: "Withdraw from contract",
    description: "Withdraw from your purchase online, in two steps.",
    path: "/withdrawal",
    siteUrl: siteUrlFrom(matches),
  }),
  { name: "robots", content: "noindex" },
]

export default function WithdrawalRoute() {
  const [searchParams] = useSearchParams()
  return <WithdrawalPage token={searchParams.get("token")} />
}
