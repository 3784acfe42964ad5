import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { subscriptionsNow } from "../lib/subscription-clock"
import { renewDueSubscriptions } from "../workflows/subscription/renew-due-subscriptions"

/**
 * `npm run subscriptions:renew-due`: what the hourly job does, at once. With
 * SUBSCRIPTIONS_NOW=<ISO date> it renews as if it were then (to try the next months locally).
 * Safe to run any time and twice: a renewal already made is not made again.
 */
export default async function renewDue({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const now = subscriptionsNow()
  const { due, renewed, failed } = await renewDueSubscriptions(container, now)
  logger.info(
    `Subscriptions due at ${now.toISOString()}: ${due}, renewed: ${renewed.length} (orders ${renewed.join(", ") || "none"}), failed: ${failed.length}`,
  )
  if (failed.length) process.exitCode = 1
}
