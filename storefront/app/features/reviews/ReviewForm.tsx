import { useState, type FormEvent } from "react"
import { FORM_FIELDS } from "order-summary/forms"
import { Link } from "react-router"
import { firstErrorPerField } from "~/lib/form"
import { imageUrl } from "~/lib/photo-sources"
import { useStoreConnection } from "~/lib/store-connection"
import { REVIEW_FALLBACK_ERROR, useReviewInvitation, useSubmitReview } from "./api"
import type { ReviewField, ReviewValues } from "./schema"

const EMPTY: ReviewValues = { rating: 0, title: "", text: "", display_name: "" }
const RATINGS = [1, 2, 3, 4, 5]
const REVIEW_RECEIVED = "Thank you! Your review will appear once it has been checked."

/** The page behind each review link of an order: one review per product of the order. */
export function ReviewPage({ token }: { token: string | null }) {
  return (
    <section className="page container review-page">
      <h1>Write a Review</h1>
      {token ? (
        <Invitation token={token} />
      ) : (
        <p>
          Reviews on this shop come only from buyers. Use the review link in your order confirmation email, or on the
          page shown after your purchase, to review a product you bought.
        </p>
      )}
    </section>
  )
}

function Invitation({ token }: { token: string }) {
  const invitation = useReviewInvitation(token)
  const backendUrl = useStoreConnection()?.backendUrl
  if (invitation.isPending) return <p role="status">Loading...</p>
  if (invitation.isError) {
    return (
      <p className="alert alert--error" role="alert">
        {invitation.error.message || REVIEW_FALLBACK_ERROR}
      </p>
    )
  }
  const { product, already_reviewed } = invitation.data
  const productLink = product.handle ? <Link to={`/product/${product.handle}`}>{product.title}</Link> : product.title
  if (already_reviewed) {
    return <p role="status">You have already reviewed {productLink} from this order. Thank you!</p>
  }
  return (
    <>
      <p className="review-page__product">
        {product.thumbnail && <img src={imageUrl(product.thumbnail, backendUrl)} alt="" width={80} height={80} />}
        <span>Your review of {productLink}</span>
      </p>
      <ReviewForm token={token} />
    </>
  )
}

function ReviewForm({ token }: { token: string }) {
  const [values, setValues] = useState<ReviewValues>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<ReviewField, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const submit = useSubmitReview()

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFailure(null)
    const { reviewSchema } = await import("./schema")
    const parsed = reviewSchema.safeParse(values)
    if (!parsed.success) {
      setErrors(firstErrorPerField(parsed.error.issues))
      return
    }
    setErrors({})
    submit.mutate(
      { ...parsed.data, token },
      {
        onSuccess: (answer) => {
          if (answer.ok) return
          setErrors(answer.fieldErrors)
          setFailure(answer.message ?? REVIEW_FALLBACK_ERROR)
        },
        onError: (error) => setFailure(error.message),
      }
    )
  }

  if (submit.data?.ok) {
    return (
      <p className="alert alert--success" role="status">
        {REVIEW_RECEIVED}
      </p>
    )
  }

  const field = (name: Exclude<ReviewField, "rating">) => ({
    id: `review-${name}`,
    name,
    value: values[name],
    className: errors[name] ? "is-invalid" : undefined,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `review-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  })
  const fieldError = (name: ReviewField) =>
    errors[name] && (
      <p id={`review-${name}-error`} className="form-error">
        {errors[name]}
      </p>
    )

  return (
    <form className="review-form card" onSubmit={onSubmit} noValidate>
      {failure && (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      )}
      <fieldset className="star-input" aria-describedby={errors.rating ? "review-rating-error" : undefined}>
        <legend>Your rating</legend>
        {RATINGS.map((rating) => (
          <label key={rating} className={values.rating >= rating ? "is-on" : ""}>
            <input
              type="radio"
              name="rating"
              value={rating}
              checked={values.rating === rating}
              onChange={() => setValues((current) => ({ ...current, rating }))}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">
              {rating} {rating === 1 ? "star" : "stars"}
            </span>
          </label>
        ))}
      </fieldset>
      {fieldError("rating")}
      <div className="field">
        <label htmlFor="review-title">Title</label>
        <input type="text" maxLength={FORM_FIELDS.review.title.max} {...field("title")} />
        {fieldError("title")}
      </div>
      <div className="field">
        <label htmlFor="review-text">Review</label>
        <textarea rows={5} maxLength={FORM_FIELDS.review.text.max} {...field("text")} />
        {fieldError("text")}
      </div>
      <div className="field">
        <label htmlFor="review-display_name">Name shown with your review</label>
        <input type="text" maxLength={FORM_FIELDS.review.display_name.max} autoComplete="given-name" {...field("display_name")} />
        {fieldError("display_name")}
      </div>
      <button type="submit" className="button button--primary" disabled={submit.isPending}>
        {submit.isPending ? "Submitting..." : "Submit Review"}
      </button>
    </form>
  )
}
