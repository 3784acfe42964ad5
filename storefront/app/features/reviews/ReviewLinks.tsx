import { Link } from "~/i18n/links"
import { reviewPath, type ReviewLink } from "./types"

/** The success page's invitation to review each product of the order. */
export function ReviewLinks({ links }: { links: ReviewLink[] }) {
  if (links.length === 0) return null
  return (
    <section className="review-links" aria-labelledby="review-links-title">
      <h2 id="review-links-title">Review your purchase</h2>
      <p>Once you have tried it, tell other shoppers what you think. The same links are in your confirmation email.</p>
      <ul>
        {links.map((link) => (
          <li key={link.line_item_id}>
            <Link to={reviewPath(link.token)} data-testid="review-link">
              Write a review of {link.product_title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
