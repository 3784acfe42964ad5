import { accountAction, loadAccount } from "~/features/account/account.server"
import { AccountPage } from "~/features/account/AccountPage"
import { localeOfParams } from "~/i18n/locales"
import { metaT, pageMeta, siteFrom } from "~/lib/seo"
import type { Route } from "./+types/account"
import { areaMessages, type Area } from "~/i18n/catalogues.server"

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

/** The message areas this page shows beyond the root's (the shell). */
const MESSAGE_AREAS: Area[] = ["account", "forms", "countries", "order"]

/** The signed-in customer's account, read with the session cookie's token; nobody signed in: the sign-in page. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOfParams(params)
  return loadAccount(request, context, locale, areaMessages(locale, MESSAGE_AREAS))
}

/** The account's forms, each by its intent (features/account/forms.ts). */
export async function action({ request, context, params }: Route.ActionArgs) {
  return accountAction(request, context, localeOfParams(params))
}

export default function AccountRoute({ loaderData }: Route.ComponentProps) {
  return <AccountPage data={loaderData} />
}
