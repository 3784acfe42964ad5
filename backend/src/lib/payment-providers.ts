/** Medusa's payment provider ids: `pp_<provider identifier>_<id in medusa-config>`. */
export const STRIPE_CHECKOUT_PROVIDER_ID = "pp_stripe-checkout_stripe-checkout"
/** Medusa's system provider: the clearly labelled test payment when Stripe is not configured. */
export const TEST_PAYMENT_PROVIDER_ID = "pp_system_default"
