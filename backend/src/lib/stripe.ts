import type Stripe from "stripe"
import { MedusaError } from "@medusajs/framework/utils"
import { createStripeClient } from "../modules/stripe-checkout/stripe-client"
import { settings } from "./settings"

let client: Stripe | undefined

/** The shop's Stripe client for the webhook, refunds and reconciliation (the provider has its own). */
export function shopStripe(): Stripe {
  if (!settings.STRIPE_API_KEY) throw new MedusaError(MedusaError.Types.NOT_FOUND, "Stripe is not configured")
  client ??= createStripeClient({ apiKey: settings.STRIPE_API_KEY, apiBase: settings.STRIPE_API_BASE })
  return client
}
