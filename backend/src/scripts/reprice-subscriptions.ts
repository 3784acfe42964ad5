import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { repriceSubscriptions } from "../workflows/subscription/reprice-subscriptions"

/**
 * `npm run subscriptions:reprice`: every subscription not cancelled priced by the renewal rule (its
 * own lines less the subscription discount, shipping by the rule on their total). Safe to run any
 * time and twice: a subscription priced right already is not changed.
 */
export default async function reprice({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const { checked, repriced, failed } = await repriceSubscriptions(container)
  logger.info(`Subscriptions checked: ${checked}, repriced: ${repriced.length}, failed: ${failed.length}`)
  if (failed.length) process.exitCode = 1
}
