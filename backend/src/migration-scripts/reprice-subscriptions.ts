import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { repriceSubscriptions } from "../workflows/subscription/reprice-subscriptions"

/**
 * Run once by `medusa db:migrate` (so by `npm start` and each deployment): subscriptions stored
 * before renewals were priced for their own lines get that price. A subscription that cannot be
 * repriced now (Stripe not reachable) does not stop the shop from starting: it is logged, and
 * `npm run subscriptions:reprice` repairs it later.
 */
export default async function repriceStoredSubscriptions({ container }: { container: MedusaContainer }) {
  const { checked, repriced, failed } = await repriceSubscriptions(container)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  logger.info(`Subscriptions priced by the renewal rule: ${checked} checked, ${repriced.length} repriced, ${failed.length} failed`)
  if (failed.length)
    logger.warn(`Run npm run subscriptions:reprice once the cause is fixed to reprice: ${failed.map((failure) => failure.id).join(", ")}`)
}
