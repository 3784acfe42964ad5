import { useLoaderData, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router"
import { loadWithdrawalInvitation, withdraw } from "~/features/withdrawal/action.server"
import { WithdrawalPage } from "~/features/withdrawal/WithdrawalPage"
import { metaT, pageMeta, siteFrom } from "~/lib/seo"
import type { Route } from "./+types/withdrawal"

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches)
  return [
    ...pageMeta({ title: t("withdrawal.title"), description: t("withdrawal.description"), path: "/withdrawal", site: siteFrom(matches) }),
    { name: "robots", content: "noindex" },
  ]
}

/** The order confirmation's signed link fills step 1 in: read on the server, so the page needs no script for it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadWithdrawalInvitation(request, context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return withdraw(request, context)
}

/** Nothing the page's loader read (the link's details) changes when a step is sent. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate
}

export default function WithdrawalRoute() {
  const [searchParams] = useSearchParams()
  const { invitation, invitationFailed } = useLoaderData<typeof loader>()
  return <WithdrawalPage token={searchParams.get("token")} invitation={invitation} invitationFailed={invitationFailed} />
}
