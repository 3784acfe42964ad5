// Business constants of the shop (spec section 9). One place for each.

/** Widths at or below this many pixels are "mobile": the CSS's `@media (--mobile)` and the photos' sizes. */
export const MOBILE_BREAKPOINT_PX = 768

/** Delay between two product cards being revealed on the listing. */
export const REVEAL_DELAY_MS = 200

/** The home page marquee repeats its set of claims this many times. */
export const MARQUEE_REPEAT = 5

/** Home: the first products are best sellers, the next ones featured. */
export const BEST_SELLER_COUNT = 2
export const FEATURED_COUNT = 3

/** Frequently Bought Together: at most this many products priced within this share of the current one. */
export const FBT_MAX_PRODUCTS = 1
export const FBT_PRICE_RANGE = { min: 0.8, max: 1.2 } as const

/** Quantity added by an 'Add to Cart' button, and the smallest quantity of a line. */
export const DEFAULT_ADD_QUANTITY = 1
export const MIN_QUANTITY = 1

/** Prices shown before a visitor chooses a country are those of this Medusa region. */
export const DEFAULT_REGION_NAME = "Europe"
/** The cart starts with this shipping country so Medusa can price shipping before checkout. */
export const DEFAULT_CART_COUNTRY = "nl"

/** Cookie holding the Medusa cart id, so the cart survives a reload. */
export const CART_COOKIE = "cart_id"
export const CART_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 30
