import { useLoaderData, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router"
import { loadWithdrawalInvitation, withdraw } from "~/features/withdrawal/action.server"
import { WithdrawalPage } from "~/features/withdrawal/WithdrawalPage"
import { metaT, pageMeta, siteFrom } from "~/lib/seo"
import type { Route } from "./+types/withdrawal"
import { areaMessages, type Area } from "~/i18n/catalogues.server"
import { localeOfParams } from "~/i18n/locales"

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches)
  return [
    ...pageMeta({ title: t("withdrawal.title"), description: t("withdrawal.description"), path: "/withdrawal", site: siteFrom(matches) }),
    { name: "robots", content: "noindex" },
  ]
}

/** The message areas this page shows beyond the root's (the shell). */
const MESSAGE_AREAS: Area[] = ["withdrawal", "forms"]

/** The order confirmation's signed link fills step 1 in: read on the server, so the page needs no script for it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { ...(await loadWithdrawalInvitation(request, context)), messages: areaMessages(localeOfParams(params), MESSAGE_AREAS) }
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
