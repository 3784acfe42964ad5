import { StripeStandIn } from "./stripe-stand-in"

/**
 * Puts the backend in Stripe mode, pointed at the local Stripe stand-in. Imported first by a spec,
 * before anything reads the settings.
 */
export const STAND_IN_PORT = 12000 + (process.pid % 2000)
export const WEBHOOK_SECRET = "whsec_integration_test_secret"

process.env.STRIPE_API_KEY = "sk_test_integration_stand_in"
process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET
process.env.STRIPE_API_BASE = `http://127.0.0.1:${STAND_IN_PORT}`
process.env.STOREFRONT_URL = "http://shop.test"

/** The Stripe stand-in the backend is pointed at, signing its webhooks with the backend's secret. */
export const stripeStandIn = () => new StripeStandIn({ port: STAND_IN_PORT, webhookSecret: WEBHOOK_SECRET })
