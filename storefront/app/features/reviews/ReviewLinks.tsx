import { useT } from "~/i18n/i18n"
import { Link } from "~/i18n/links"
import { reviewPath, type ReviewLink } from "./types"

/** The success and order pages' invitation to review each product of the order. */
export function ReviewLinks({ links }: { links: ReviewLink[] }) {
  const t = useT()
  if (links.length === 0) return null
  return (
    <section className="review-links" aria-labelledby="review-links-title">
      <h2 id="review-links-title">{t("order.reviews.title")}</h2>
      <p>{t("order.reviews.text")}</p>
      <ul>
        {links.map((link) => (
          <li key={link.line_item_id}>
            <Link to={reviewPath(link.token)} data-testid="review-link">
              {t("order.reviews.link", { title: link.product_title })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
