import type { CSSProperties } from "react"

/** Five stars filled to a rating (1 to 5, fractions allowed); decorative, the caller says it in words. */
export function Stars({ rating }: { rating: number }) {
  const style: CSSProperties & { "--rating": number } = { "--rating": rating }
  return <span aria-hidden="true" className="stars" style={style} />
}
