import type { OrderStatus } from "./status"

/**
 * What the shop's own Store API routes answer (backend/src/api/store/**, /storefront-config): the
 * backend's routes answer these types (MedusaResponse<…>) and the storefront reads them, so a field
 * renamed on one side fails the other's typecheck. Medusa's own routes are typed by its HttpTypes;
 * a refusal of any route is the storefront's StoreRefusal. Types only: nothing runs here.
 */

// --- GET /storefront-config ---------------------------------------------------------------------

/** The storefront's public configuration: the publishable key and the rules the server enforces. */
export type StorefrontConfig = {
  publishable_key: string
  /** standard shipping (EUR, VAT included) below the free-shipping threshold; null when not known */
  shipping_price: number | null
  free_shipping_from: number | null
  discount_percent: number
  subscription_promotion_code: string
  max_line_quantity: number
  payment_mode: "stripe" | "test"
  /** as Stripe names them (card, ideal, …); none with the test payment */
  payment_methods: string[]
  /** lower-case ISO codes of Medusa's regions' countries */
  shipping_countries: string[]
}

// --- the account (/store/account/**) ------------------------------------------------------------

/** What the account can do with a subscription (the same as its e-mails' link). */
export type SubscriptionAction = "skip" | "pause" | "resume" | "cancel"

/** A saved address (the Store API's account address). */
export type SavedAddress = {
  id: string
  first_name: string | null
  last_name: string | null
  company: string | null
  address_1: string | null
  address_2: string | null
  postal_code: string | null
  city: string | null
  province: string | null
  country_code: string | null
  phone: string | null
}

/** A subscription in the account (the ManagedSubscription's essentials with the holder's address). */
export type AccountSubscription = {
  id: string
  status: "active" | "paused" | "cancelled"
  next_renewal_at: string | null
  lines: { title: string; quantity: number }[]
  delivery_total: number
  email: string
  /** where each delivery goes */
  shipping_address: Partial<Record<keyof Omit<SavedAddress, "id">, string | null>> | null
  /** the region it is priced for: its address stays in one of that region's countries */
  region_id: string
}

/** One order of the account: its page's summary and the signed links to it, to withdraw and to review. */
export type AccountOrder = {
  display_id: number
  created_at: string
  total: number
  status: OrderStatus
  items: { id: string; product_title: string; quantity: number }[]
  order_token: string
  withdrawal_token: string | null
  review_links: { line_item_id: string; product_title: string; token: string }[]
}

export type Account = {
  customer: { id: string; email: string; first_name: string | null; last_name: string | null }
  addresses: SavedAddress[]
  orders: AccountOrder[]
  subscriptions: AccountSubscription[]
  newsletter: { status: string; subscribed: boolean }
  /** the language chosen for the account's e-mails; null before one was chosen (an order's own then) */
  language: { locale: string | null }
}

/** GET /store/account/me */
export type AccountAnswer = { account: Account }
/** POST /store/account/sign-in-codes: the same message for every address */
export type SignInCodeAnswer = { message: string; valid_minutes: number }
/** GET /store/account/sign-in-link: whom the link is for, masked */
export type SignInLinkAnswer = { email_hint: string }
/** POST /store/account/me/newsletter */
export type AccountNewsletterAnswer = {
  newsletter: { status: "pending"; message: string } | { status: "unsubscribed"; message?: undefined }
}

// --- the order page, its links (/store/order-page, /store/carts/:id/…) ---------------------------

/** The order page (GET /store/order-page): for whoever holds the order's signed link. */
export type OrderPage = {
  display_id: number
  created_at: string
  email: string
  status: OrderStatus
  total: number
  tax_total: number
  original_item_total: number
  shipping_total: number
  /** what was paid back (euros): a cancellation, a withdrawal, a refund */
  refunded_total: number
  shipping_methods: { name: string; total: number }[]
  items: {
    id: string
    product_title: string
    variant_title: string | null
    quantity: number
    original_total: number
    total: number
    discount_total: number
    adjustments: { code: string | null; amount: number }[]
    /** the buyer withdrew from this line */
    withdrawn: boolean
    /** bought as a monthly subscription */
    is_subscription?: boolean
  }[]
  review_links: ReviewLink[]
  shipping_address: Record<
    "first_name" | "last_name" | "company" | "address_1" | "address_2" | "postal_code" | "city" | "province" | "country_code",
    string
  >
  withdrawal_token: string | null
}
export type OrderPageAnswer = { order: OrderPage }
/** GET /store/carts/:id/order-link: the signed link of the order the cart became */
export type OrderLinkAnswer = { order_link: { token: string } }

// --- reviews (/store/reviews/**, /store/carts/:id/review-links) ---------------------------------

/** An approved review as the shop shows it. */
export type Review = { id: string; rating: number; title: string; text: string; display_name: string; created_at: string }
/** GET /store/reviews */
export type ReviewPage = { reviews: Review[]; count: number; offset: number; limit: number }
/** GET /store/reviews/invitation: the product a review link is for */
export type ReviewInvitation = {
  product: { id: string; title: string; handle: string | null; thumbnail: string | null }
  already_reviewed: boolean
}
/** One line of a placed order with its signed review token. */
export type ReviewLink = { line_item_id: string; product_id: string; product_title: string; token: string }
/** GET /store/carts/:id/review-links */
export type ReviewLinksAnswer = { review_links: ReviewLink[] }

// --- subscriptions (/store/subscriptions/manage, /store/account/me/subscriptions/**) -------------

/** A subscription as its management page shows it. */
export type ManagedSubscription = {
  id: string
  status: "active" | "paused" | "cancelled"
  /** ISO date of the next delivery; null while paused or once cancelled. */
  next_renewal_at: string | null
  interval: "month"
  currency_code: string
  /** unit_price in euros incl. VAT, the subscription discount applied; original_unit_price before it */
  lines: { title: string; quantity: number; unit_price: number; original_unit_price: number }[]
  /** euros per delivery, shipping included */
  delivery_total: number
  /**
   * The price of one delivery row by row, in euros (the shop's totals rule: subtotal - discounts +
   * shipping = total): the items before the subscription discount, that discount, the shipping of a
   * delivery on its own and the total.
   */
  price: {
    subtotal: number
    discounts: { label: string; amount: number }[]
    shipping: { name: string; amount: number }
    total: number
  }
  /** masked, e.g. "j***@example.com" */
  email: string
}
export type ManagedSubscriptionAnswer = { subscription: ManagedSubscription }

// --- withdrawal (/store/withdrawals/**) ----------------------------------------------------------

/** An order as the withdrawal form shows it: its number and lines, and which are withdrawn already. */
export type WithdrawableOrder = {
  order_number: number
  items: { id: string; title: string; quantity: number; withdrawn: boolean }[]
}
/** POST /store/withdrawals/lookup */
export type WithdrawableOrderAnswer = { order: WithdrawableOrder }
/** The details a signed link from an order confirmation fills in. */
export type WithdrawalInvitation = { name: string; order_number: number; email: string }
/** GET /store/withdrawals/invitation */
export type WithdrawalInvitationAnswer = { invitation: WithdrawalInvitation }
/** The shop's answer to a confirmed withdrawal. */
export type ReceivedWithdrawal = {
  id: string
  order_number: number
  received_at: string
  items: { id: string; title: string; quantity: number }[]
  /** the return requested for the items already shipped; null: nothing to send back */
  return_id: string | null
}
/** POST /store/withdrawals */
export type ReceivedWithdrawalAnswer = { withdrawal: ReceivedWithdrawal }

// --- the cart's own routes of the shop -----------------------------------------------------------

/** POST /store/carts/:id/checkout: where the browser goes to pay (none: the test payment, straight to the success page) */
export type CheckoutStarted = { payment_session: { redirect_url?: string | null } }

/** One variant's honest reduction (GET /store/price-references) */
export type PriceReference = {
  variant_id: string
  currency_code: string
  /** the price the shopper pays now */
  price: number
  /** set only for a reduction that may be announced: the honest prior price and the percentage off it */
  reference_price: number | null
  percent_off: number | null
}
export type PriceReferencesAnswer = { price_references: PriceReference[]; prior_price_days: number }

// --- the public forms' answers ---------------------------------------------------------------------

/** The contact form's, the newsletter's (sign-up, confirmation, unsubscription) and a review's acceptance: the shop's words. */
export type FormReceived = { message: string }

/** POST /store/reviews: stored as pending until the seller approves it */
export type ReviewReceived = FormReceived & { review: { id: string; status: string } }
