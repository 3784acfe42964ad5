import type { AppLoadContext } from "react-router"
import { acceptedAs, callForShopper, readForm, refusalStatus, refused, validate } from "~/lib/form.server"
import { REVIEW_FALLBACK_ERROR } from "./api"
import { REVIEW_FORM, type ReviewInvitationState } from "./ReviewForm"
import { reviewSchema } from "./schema"
import type { ReviewInvitation } from "./types"

/** The review page's action: the review checked with the form's rules, then sent with the link's token. */
export async function submitReview(request: Request, context: AppLoadContext) {
  const posted = await readForm(request)
  const { token = "", ...values } = posted.values
  // a rating is a number of stars; none chosen is refused with the rating's own words
  const checked = validate(reviewSchema, { ...values, rating: values.rating ? Number(values.rating) : undefined })
  if (!checked.ok) return refused(REVIEW_FORM, values, { errors: checked.errors })
  try {
    const answer = await callForShopper(request, context, "/store/reviews", { body: { ...checked.data, token } })
    if (answer.ok) return acceptedAs(request, posted, REVIEW_FORM, null)
    return refused(REVIEW_FORM, values, {
      errors: answer.fieldErrors,
      message: answer.message ?? REVIEW_FALLBACK_ERROR,
      status: refusalStatus(answer),
    })
  } catch (error) {
    console.error("Review not sent:", error instanceof Error ? error.message : error)
    return refused(REVIEW_FORM, values, { message: REVIEW_FALLBACK_ERROR, status: 502 })
  }
}

/** Which product the page's review link is for, read on the server; the backend's reason when it refuses the link. */
export async function loadReviewInvitation(request: Request, context: AppLoadContext): Promise<ReviewInvitationState> {
  const token = new URL(request.url).searchParams.get("token")
  if (!token) return null
  const answer = await callForShopper<ReviewInvitation>(request, context, "/store/reviews/invitation", { query: { token } }).catch(
    (error: unknown) => {
      console.error("Review invitation not read:", error instanceof Error ? error.message : error)
      return null
    },
  )
  if (answer?.ok) return { token, invitation: answer.body }
  return { token, refusal: (answer && !answer.ok && answer.message) || REVIEW_FALLBACK_ERROR }
}
