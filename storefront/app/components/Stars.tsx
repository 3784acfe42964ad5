/** Five stars filled to a rating (1 to 5, fractions allowed); decorative, the caller says it in words. */
export function Stars({ rating }: { rating: number }) {
  return <span aria-hidden="true" className="stars" style={{ ["--rating" as string]: rating }} />
}
