import { useSearchParams } from "react-router"
import { AccountPage } from "~/features/account/AccountPage"
import { metaT, pageMeta, siteFrom } from "~/lib/seo"
import type { Route } from "./+types/account"

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches)
  return [
    ...pageMeta({
      title: t("account.title"),
      description: t("account.metaDescription"),
      path: "/account",
      site: siteFrom(matches),
    }),
    { name: "robots", content: "noindex" },
  ]
}

export default function AccountRoute() {
  const [searchParams] = useSearchParams()
  return <AccountPage deleted={searchParams.get("deleted") === "1"} />
}
