import { useLoaderData, type ShouldRevalidateFunctionArgs } from "react-router"
import { loadReviewInvitation, submitReview } from "~/features/reviews/action.server"
import { ReviewPage } from "~/features/reviews/ReviewForm"
import { metaT, pageMeta, siteFrom } from "~/lib/seo"
import type { Route } from "./+types/review"
import { areaMessages, type Area } from "~/i18n/catalogues.server"
import { localeOfParams } from "~/i18n/locales"

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches)
  return [
    ...pageMeta({ title: t("review.title"), description: t("review.description"), path: "/review", site: siteFrom(matches) }),
    { name: "robots", content: "noindex" },
  ]
}

/** The message areas this page shows beyond the root's (the shell). */
const MESSAGE_AREAS: Area[] = ["reviews", "forms"]

/** The review link's product, read on the server: the form is there before any script. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { invitation: await loadReviewInvitation(request, context), messages: areaMessages(localeOfParams(params), MESSAGE_AREAS) }
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitReview(request, context)
}

/** The page shows the thanks from the action's answer; the link is not read again after a review is sent. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate
}

export default function ReviewRoute() {
  return <ReviewPage state={useLoaderData<typeof loader>().invitation} />
}
