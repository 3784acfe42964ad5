/**
 * The cart as start-checkout reads it: what makes it ready to pay, and what Stripe's page shows of
 * its lines, discounts and shipping.
 */
export const checkoutCartFields = [
  "id",
  "email",
  // the shopper's language: the payment page sends them back to the storefront in it
  "locale",
  "completed_at",
  // asking for the cart's total is what makes Query compute the totals of its lines and shipping
  "total",
  "shipping_address.first_name",
  "shipping_address.last_name",
  "shipping_address.address_1",
  "shipping_address.postal_code",
  "shipping_address.city",
  "shipping_address.province",
  "shipping_address.country_code",
  "items.id",
  "items.product_title",
  "items.variant_title",
  "items.product_handle",
  "items.thumbnail",
  "items.quantity",
  "items.original_total",
  "items.total",
  "items.discount_total",
  "items.adjustments.code",
  "items.metadata",
  "shipping_methods.name",
  "shipping_methods.total",
  "payment_collection.id",
] as const

/**
 * The shipping address fields every cart needs before it can be paid; the postal code and the state
 * or province as the country needs them (order-summary/addresses).
 */
export const requiredAddressFields = ["first_name", "last_name", "address_1", "city", "country_code"] as const

/** The cart's payment collection and its sessions, as start-checkout reads them to answer a repeated start. */
export const checkoutPaymentFields = [
  "id",
  "payment_collection.id",
  "payment_collection.amount",
  "payment_collection.payment_sessions.id",
  "payment_collection.payment_sessions.provider_id",
  "payment_collection.payment_sessions.status",
  "payment_collection.payment_sessions.amount",
  "payment_collection.payment_sessions.created_at",
  "payment_collection.payment_sessions.data",
] as const
