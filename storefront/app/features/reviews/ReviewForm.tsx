import { FORM_FIELDS } from "order-summary/forms"
import { Link } from "~/i18n/links"
import { ActionForm, Field } from "~/components/Field"
import { useRouteForm, type RouteForm } from "~/lib/route-form"
import type { ReviewInvitation } from "./types"

/** The review form's name on the review page (its action knows it by it). */
export const REVIEW_FORM = "review"
export const REVIEW_RECEIVED = "Thank you! Your review will appear once it has been checked."
const RATINGS = [1, 2, 3, 4, 5]

/** The review link's product as the page's loader read it, or the backend's reason for refusing the link. */
export type ReviewInvitationState = { token: string; invitation: ReviewInvitation } | { token: string; refusal: string } | null

/** The page behind each review link of an order: one review per product of the order. */
export function ReviewPage({ state }: { state: ReviewInvitationState }) {
  const review = useRouteForm(REVIEW_FORM)
  return (
    <section className="page container review-page">
      <h1>Write a Review</h1>
      {review.answer?.ok ? (
        // before the link's product: a page rendered from the answer (no JavaScript) reads the link as used already
        <p className="alert alert--success" role="status">
          {REVIEW_RECEIVED}
        </p>
      ) : !state ? (
        <p>
          Reviews on this shop come only from buyers. Use the review link in your order confirmation email, or on the page shown after your
          purchase, to review a product you bought.
        </p>
      ) : "refusal" in state ? (
        <p className="alert alert--error" role="alert">
          {state.refusal}
        </p>
      ) : (
        <Invitation review={review} token={state.token} invitation={state.invitation} />
      )}
    </section>
  )
}

function Invitation({
  review,
  token,
  invitation: { product, already_reviewed },
}: {
  review: RouteForm
  token: string
  invitation: ReviewInvitation
}) {
  const productLink = product.handle ? <Link to={`/product/${product.handle}`}>{product.title}</Link> : product.title
  if (already_reviewed) {
    return <p role="status">You have already reviewed {productLink} from this order. Thank you!</p>
  }
  return (
    <>
      <p className="review-page__product">
        {product.thumbnail && <img src={product.thumbnail} alt="" width={80} height={80} />}
        <span>Your review of {productLink}</span>
      </p>
      <ReviewForm review={review} token={token} />
    </>
  )
}

/** Posted to the review page's action (submitReview) with the link's token. */
function ReviewForm({ review, token }: { review: RouteForm; token: string }) {
  const { answer, pending } = review
  const failure = !pending && answer && !answer.ok ? answer.message : null
  const ratingError = review.errorOf("rating")
  const typedRating = review.typedValueOf("rating")

  return (
    <ActionForm form={review} className="review-form card">
      {failure && (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      )}
      <input type="hidden" name="token" value={token} />
      <fieldset
        className="star-input"
        aria-describedby={ratingError ? "review-rating-error" : undefined}
        data-invalid={ratingError ? true : undefined}
      >
        <legend>Your rating</legend>
        {RATINGS.map((rating) => (
          <label key={rating}>
            <input
              type="radio"
              name="rating"
              value={rating}
              defaultChecked={typedRating === String(rating)}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the page rendered from a refusal, to the rating to fix (as Field)
              autoFocus={rating === RATINGS[0] && review.firstError === "rating"}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">
              {rating} {rating === 1 ? "star" : "stars"}
            </span>
          </label>
        ))}
      </fieldset>
      {ratingError && (
        <p id="review-rating-error" className="form-error">
          {ratingError}
        </p>
      )}
      <Field name="title" label="Title" maxLength={FORM_FIELDS.review.title.max} />
      <Field name="text" label="Review" rows={5} maxLength={FORM_FIELDS.review.text.max} />
      <Field
        name="display_name"
        label="Name shown with your review"
        autoComplete="given-name"
        maxLength={FORM_FIELDS.review.display_name.max}
      />
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? "Submitting..." : "Submit Review"}
      </button>
    </ActionForm>
  )
}
