import { FORM_FIELDS } from "order-summary/forms"
import { useT } from "~/i18n/i18n"
import { Link } from "~/i18n/links"
import { withElement } from "~/i18n/with-element"
import { ActionForm, Field } from "~/components/Field"
import { fieldKey } from "~/lib/form-fields"
import type { FormMessage } from "~/lib/form-message"
import { useRouteForm, type RouteForm } from "~/lib/route-form"
import type { ReviewInvitation } from "./types"

/** The review form's name on the review page (its action knows it by it). */
export const REVIEW_FORM = "review"
const RATINGS = [1, 2, 3, 4, 5]

/** The review link's product as the page's loader read it, or the backend's reason for refusing the link. */
export type ReviewInvitationState = { token: string; invitation: ReviewInvitation } | { token: string; refusal: FormMessage } | null

/** The page behind each review link of an order: one review per product of the order. */
export function ReviewPage({ state }: { state: ReviewInvitationState }) {
  const review = useRouteForm(REVIEW_FORM)
  const t = useT()
  return (
    <section className="page container review-page">
      <h1>{t("review.title")}</h1>
      {review.answer?.ok ? (
        // before the link's product: a page rendered from the answer (no JavaScript) reads the link as used already
        <p className="alert alert--success" role="status">
          {t("review.received")}
        </p>
      ) : !state ? (
        <p>{t("review.onlyBuyers")}</p>
      ) : "refusal" in state ? (
        <p className="alert alert--error" role="alert">
          {review.text(state.refusal)}
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
  const t = useT()
  const productLink = product.handle ? <Link to={`/product/${product.handle}`}>{product.title}</Link> : product.title
  if (already_reviewed) {
    return <p role="status">{withElement(t, "review.alreadyReviewed", "product", productLink)}</p>
  }
  return (
    <>
      <p className="review-page__product">
        {product.thumbnail && <img src={product.thumbnail} alt="" width={80} height={80} />}
        <span>{withElement(t, "review.yourReviewOf", "product", productLink)}</span>
      </p>
      <ReviewForm review={review} token={token} />
    </>
  )
}

/** Posted to the review page's action (submitReview) with the link's token. */
function ReviewForm({ review, token }: { review: RouteForm; token: string }) {
  const { pending } = review
  const t = useT()
  const failure = pending ? null : review.failure
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
        <legend>{t("review.rating")}</legend>
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
            <span className="visually-hidden">{t("review.stars", { count: rating })}</span>
          </label>
        ))}
      </fieldset>
      {ratingError && (
        <p id="review-rating-error" className="form-error">
          {ratingError}
        </p>
      )}
      <Field name="title" label={t(fieldKey("review", "title", "label"))} maxLength={FORM_FIELDS.review.title.max} />
      <Field name="text" label={t(fieldKey("review", "text", "label"))} rows={5} maxLength={FORM_FIELDS.review.text.max} />
      <Field
        name="display_name"
        label={t("review.displayName")}
        autoComplete="given-name"
        maxLength={FORM_FIELDS.review.display_name.max}
      />
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? t("review.submitting") : t("review.submit")}
      </button>
    </ActionForm>
  )
}
