import { Link } from "~/i18n/links"
import { Stars } from "~/components/Stars"
import { useProductReviews } from "./api"
import type { ReviewPage } from "./types"
import { useLocale, useT } from "~/i18n/i18n"
import { intlLocale, type Locale } from "~/i18n/locales"

// English as the spec writes dates (28 November 2026); the other languages their own way
const dateFormat = (locale: Locale) =>
  new Intl.DateTimeFormat(locale === "en" ? "en-GB" : intlLocale(locale), {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  })

/**
 * The product page's reviews: approved ones only, newest first. Their text is rendered as text
 * (React escapes it), never as HTML.
 */
export function ProductReviews({ productId, initial }: { productId: string; initial: ReviewPage | null }) {
  const reviews = useProductReviews(productId, initial)
  const pages = reviews.data?.pages ?? []
  const list = pages.flatMap((page) => page.reviews)
  const count = pages[0]?.count ?? 0
  const t = useT()
  const date = dateFormat(useLocale())
  return (
    <section className="container product-reviews" id="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t("reviews.title", { count })}</h2>
      {reviews.isError && list.length === 0 ? (
        <p role="alert">{t("reviews.failed")}</p>
      ) : list.length === 0 ? (
        <p>{t("reviews.none")}</p>
      ) : (
        <ul className="review-list">
          {list.map((review) => (
            <li key={review.id} className="review card" data-testid="review">
              <p className="rating" role="img" aria-label={t("reviews.rated", { rating: review.rating })}>
                <Stars rating={review.rating} />
              </p>
              <h3 className="review__title">{review.title}</h3>
              <p className="review__text">{review.text}</p>
              <p className="review__byline">
                {review.display_name}, <time dateTime={review.created_at}>{date.format(new Date(review.created_at))}</time>
                {" · "}
                {t("reviews.verified")}
              </p>
            </li>
          ))}
        </ul>
      )}
      {reviews.hasNextPage && (
        <button
          type="button"
          className="button button--outline"
          disabled={reviews.isFetchingNextPage}
          onClick={() => reviews.fetchNextPage()}
        >
          {reviews.isFetchingNextPage ? t("reviews.loading") : t("reviews.more")}
        </button>
      )}
      <p className="product-reviews__invite">
        {t("reviews.inviteBefore")} <Link to="/review">{t("reviews.inviteLink")}</Link> {t("reviews.inviteAfter")}
      </p>
    </section>
  )
}
