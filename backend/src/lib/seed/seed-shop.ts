import { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { setUpCatalogue } from "./catalogue-setup"
import { setUpCommerce } from "./commerce-setup"
import { ensureSubscriptionPromotion } from "../subscription-promotion"
import { recordPricesWorkflow } from "../../workflows/price-history/record-prices"

/** The whole seed: commerce setup then catalogue. Safe to run any number of times. */
export async function seedShop(container: MedusaContainer) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const setup = await setUpCommerce(container)
  const catalogue = await setUpCatalogue(container, setup)
  logger.info(
    `Catalogue: ${catalogue.created.length} created, ${catalogue.updated.length} updated, ` + `${catalogue.unchanged.length} unchanged`,
  )
  // each field the seed wrote, and each it left because the seller had changed it since
  for (const field of catalogue.report.changed) logger.info(`Catalogue changed ${field}`)
  for (const field of catalogue.report.kept)
    logger.info(`Catalogue kept the seller's ${field} (changed in the shop since the seed wrote it)`)
  const subscriptionPromotion = await ensureSubscriptionPromotion(container)
  logger.info(`Subscription promotion: ${subscriptionPromotion}`)
  // the prices the seed set start the price history (a sale only shows as a reduction after a
  // regular price has applied before it)
  await recordPricesWorkflow(container).run({ input: {} })
  return { setup, catalogue }
}
