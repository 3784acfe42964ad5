/** Commerce constants of the shop: one place for each. Amounts are in euros, VAT included. */
import { CURRENCY as SHOP_CURRENCY } from "order-summary"
import { VAT_RATES } from "order-summary/rules"

/** The shop's currency as Medusa writes currency codes (lower case). */
export const CURRENCY = SHOP_CURRENCY.toLowerCase()
export const SALES_CHANNEL_NAME = "Web Shop"
export const PUBLISHABLE_KEY_TITLE = "Web Shop"
export const STOCK_LOCATION_NAME = "Rotterdam"
export const FULFILLMENT_SET_NAME = "Rotterdam shipping"
export const SERVICE_ZONE_NAME = "Europe and Worldwide"
export const REGION_EUROPE = "Europe"
export const REGION_WORLDWIDE = "Worldwide"

/** The tax rate the seed sets up; its code is the stored identifier of the rate in Medusa. */
export const DUTCH_VAT = { rate: VAT_RATES.standard, code: "NL-VAT-21", name: "Dutch VAT standard rate" }
export const EXPORT_VAT = { rate: 0, code: "EXPORT-0", name: "Export outside the EU (zero-rated)" }

export const STANDARD_SHIPPING = {
  name: "Standard Shipping",
  type: { label: "Standard", description: "3-7 business days", code: "standard" },
  price: 6.99,
  freeFromItemTotal: 50,
}

export const SALE_PRICE_LIST_TITLE = "Catalogue sale"

/** The spec's 17%: the newsletter's welcome code and the discount on subscription products. */
export const DISCOUNT_PERCENT = 17

/** Most units of one product in one cart line: a shop's sale, not a wholesale order (the stock check comes on top). */
export const MAX_LINE_QUANTITY = 99
/** The Store API's refusal of a line above MAX_LINE_QUANTITY. */
export const ABOVE_LINE_LIMIT = `quantity can be at most ${MAX_LINE_QUANTITY}`

/** How long a sign-in code (and the sign-in link that carries it) works */
export const SIGN_IN_CODE_VALID_MINUTES = 10

/**
 * Double opt-in of the newsletter: how long a confirmation link works (an unconfirmed sign-up is
 * deleted once it is this old), and how often at most one address is sent a confirmation email.
 */
export const NEWSLETTER_CONFIRMATION = {
  linkValidHours: 48,
  resendAfterMinutes: 5,
}

/**
 * An announced price reduction shows as its prior price the lowest price that applied in this many
 * days before the reduction started (Directive 98/6/EC art. 6a).
 */
export const PRIOR_PRICE_DAYS = 30
