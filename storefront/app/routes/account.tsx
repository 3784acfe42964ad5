import { useSearchParams } from "react-router"
import { AccountPage } from "~/features/account/AccountPage"
import { pageMeta, siteFrom } from "~/lib/seo"
import type { Route } from "./+types/account"

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: "Your account",
    description: "Your orders, subscriptions, addresses and data.",
    path: "/account",
    site: siteFrom(matches),
  }),
  { name: "robots", content: "noindex" },
]

export default function AccountRoute() {
  const [searchParams] = useSearchParams()
  return <AccountPage deleted={searchParams.get("deleted") === "1"} />
}
