import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { settings } from "../lib/settings"
import { RECONCILE_LOOK_BACK_HOURS, reconcileStripePayments } from "../workflows/checkout/reconcile-stripe-payments"

/**
 * `npm run reconcile:stripe`: the seller's command for what the scheduled job does every 10 minutes.
 * Each paid Checkout Session of the last days gets its order or its refund; safe to run any time.
 */
export default async function reconcile({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  if (!settings.STRIPE_API_KEY) {
    logger.info("Stripe is not configured (STRIPE_API_KEY): nothing to reconcile")
    return
  }
  const { paid, orders, refunds, failed } = await reconcileStripePayments(container)
  logger.info(
    `Stripe payments of the last ${RECONCILE_LOOK_BACK_HOURS} hours: ${paid} paid, ${orders} with their order, ${refunds} refunded, ${failed} not settled yet`,
  )
  if (failed) process.exitCode = 1
}
