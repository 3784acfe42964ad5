import { useSearchParams } from "react-router"
import { SignIn } from "~/features/account/SignIn"
import { metaT, pageMeta, siteFrom } from "~/lib/seo"
import type { Route } from "./+types/account-sign-in"

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches)
  return [
    ...pageMeta({
      title: t("account.signIn"),
      description: t("account.signIn.metaDescription"),
      path: "/account/sign-in",
      site: siteFrom(matches),
    }),
    { name: "robots", content: "noindex" },
    // the sign-in link's token signs in: no other site learns it from a Referer
    { name: "referrer", content: "no-referrer" },
  ]
}

export default function AccountSignInRoute() {
  const [searchParams] = useSearchParams()
  return <SignIn linkToken={searchParams.get("token")} />
}
