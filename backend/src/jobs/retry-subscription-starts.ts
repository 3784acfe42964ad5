import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { retrySubscriptionStarts } from "../workflows/subscription/retry-subscription-starts"

/** Every minute: paid orders whose subscription did not start get it (tried on the retry schedule, the seller told). */
export default async function retrySubscriptionStartsJob(container: MedusaContainer) {
  const { due, started, failed } = await retrySubscriptionStarts(container)
  if (due)
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .info(`Subscription starts due: ${due}, started: ${started.length}, failed: ${failed.length}`)
}

export const config = { name: "retry-subscription-starts", schedule: "* * * * *" }
