import type { AppLoadContext } from "react-router"
import { backendRefusals } from "~/lib/form-fields"
import { acceptedAs, callForShopper, readForm, refusalStatus, refused, validate } from "~/lib/form.server"
import { formMessage, refusalMessage, SOMETHING_WRONG } from "~/lib/form-message"
import { REVIEW_FORM, type ReviewInvitationState } from "./ReviewForm"
import { reviewSchema } from "./schema"

/** The backend's refusals of a review link or a review, by their kind (an invalid link, a product reviewed already). */
const REVIEW_REFUSALS = { invalid_data: "review.refused.link", not_found: "review.refused.link", duplicate_error: "review.refused.already" }
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
      errors: backendRefusals(reviewSchema, values, answer.fieldErrors),
      message: refusalMessage(answer, SOMETHING_WRONG, { kinds: REVIEW_REFUSALS }),
      status: refusalStatus(answer),
    })
  } catch (error) {
    console.error("Review not sent:", error instanceof Error ? error.message : error)
    return refused(REVIEW_FORM, values, { message: formMessage(SOMETHING_WRONG), status: 502 })
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
  return {
    token,
    refusal: answer && !answer.ok ? refusalMessage(answer, SOMETHING_WRONG, { kinds: REVIEW_REFUSALS }) : formMessage(SOMETHING_WRONG),
  }
}
