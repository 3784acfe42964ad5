import { settings } from "./settings"

/** Medusa's payment provider ids: `pp_<provider identifier>_<id in medusa-config>`. */
export const STRIPE_CHECKOUT_PROVIDER_ID = "pp_stripe-checkout_stripe-checkout"
/** Medusa's system provider: the clearly labelled test payment when Stripe is not configured. */
export const TEST_PAYMENT_PROVIDER_ID = "pp_system_default"

export type PaymentMode = "stripe" | "test"

/** How the shop takes payment: Stripe Checkout once Stripe is configured, the test payment until then. */
export const paymentMode = (): PaymentMode => (settings.STRIPE_API_KEY ? "stripe" : "test")

/**
 * The payment provider of each mode. With Stripe configured the test payment is switched off:
 * otherwise anyone could place an order through the Store API without paying.
 */
export const PAYMENT_PROVIDER_OF_MODE: Record<PaymentMode, string> = {
  stripe: STRIPE_CHECKOUT_PROVIDER_ID,
  test: TEST_PAYMENT_PROVIDER_ID,
}

/** Each payment provider as the seller reads it in the admin (Medusa shows the id: "Pp_system_default"). */
const PAYMENT_PROVIDER_NAMES: Record<string, string> = {
  [STRIPE_CHECKOUT_PROVIDER_ID]: "Stripe Checkout",
  [TEST_PAYMENT_PROVIDER_ID]: "Test payment (no money taken)",
}

export const paymentProviderName = (providerId: string) => PAYMENT_PROVIDER_NAMES[providerId] ?? providerId
