import { signInAction, signInLinkOf } from "~/features/account/sign-in.server"
import { SignIn } from "~/features/account/SignIn"
import { localeOfParams } from "~/i18n/locales"
import { metaT, pageMeta, siteFrom } from "~/lib/seo"
import type { Route } from "./+types/account-sign-in"
import { areaMessages, type Area } from "~/i18n/catalogues.server"

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
    // the sign-in link's token signs in: no other site learns it from a Referer (same-origin, not
    // no-referrer: a form posted without JavaScript needs its Origin, which no-referrer makes "null")
    { name: "referrer", content: "same-origin" },
  ]
}

/** The message areas this page shows beyond the root's (the shell). */
const MESSAGE_AREAS: Area[] = ["account", "forms"]

/** The e-mail's link (`?token=`): whom it is for, asked on the server; it signs nobody in (only its button's POST does). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return {
    link: await signInLinkOf(request, context),
    deleted: new URL(request.url).searchParams.get("deleted") === "1",
    messages: areaMessages(localeOfParams(params), MESSAGE_AREAS),
  }
}

/** The page's forms: a code asked for, signing in with it or with the e-mail's link. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return signInAction(request, context, localeOfParams(params))
}

export default function AccountSignInRoute({ loaderData }: Route.ComponentProps) {
  return <SignIn link={loaderData.link} deleted={loaderData.deleted} />
}
