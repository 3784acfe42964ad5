import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { settings } from "../lib/settings"
import { RECONCILE_GRACE_SECONDS, reconcileStripePayments } from "../workflows/checkout/reconcile-stripe-payments"

/**
 * Every 10 minutes: each recent paid Stripe Checkout Session has its order or its refund, even when
 * its webhook never arrived or failed every retry (sessions of the last 5 minutes are left to their
 * webhook; `npm run reconcile:stripe` takes every session at once).
 */
export default async function reconcileStripePaymentsJob(container: MedusaContainer) {
  if (!settings.STRIPE_API_KEY) return
  const summary = await reconcileStripePayments(container, { minAgeSeconds: RECONCILE_GRACE_SECONDS })
  if (summary.failed) {
    container.resolve(ContainerRegistrationKeys.LOGGER).warn(`Stripe reconciliation: ${summary.failed} paid sessions not settled yet`)
  }
}

export const config = { name: "reconcile-stripe-payments", schedule: "*/10 * * * *" }
