import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { renewDueSubscriptions } from "../workflows/subscription/renew-due-subscriptions"

/** Every hour: the due subscriptions paid with the test payment get their month's order. */
export default async function renewDueSubscriptionsJob(container: MedusaContainer) {
  const { due, renewed, failed } = await renewDueSubscriptions(container)
  if (due) {
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .info(`Subscriptions due: ${due}, renewed: ${renewed.length}, failed: ${failed.length}`)
  }
}

export const config = { name: "renew-due-subscriptions", schedule: "5 * * * *" }
