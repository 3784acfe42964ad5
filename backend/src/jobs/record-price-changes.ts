import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { recordPricesWorkflow } from "../workflows/price-history/record-prices"

/**
 * The sweep that keeps the price history whole: every minute, the prices that apply now are
 * compared with the history. It catches what no event announces (a sale list reaching its
 * scheduled start or end) and any change whose event was lost.
 */
export default async function recordPriceChanges(container: MedusaContainer) {
  const { result } = await recordPricesWorkflow(container).run({ input: {} })
  if (result.opened || result.closed) {
    container.resolve(ContainerRegistrationKeys.LOGGER).info(`Price history: ${result.opened} prices started, ${result.closed} ended`)
  }
}

export const config = { name: "record-price-changes", schedule: "* * * * *" }
