import { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { setUpCatalogue } from "./catalogue-setup"
import { setUpCommerce } from "./commerce-setup"
import { ensureSubscriptionPromotion } from "./subscription-promotion"

/** The whole seed: commerce setup then catalogue. Safe to run any number of times. */
export async function seedShop(container: MedusaContainer) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const setup = await setUpCommerce(container)
  const catalogue = await setUpCatalogue(container, setup)
  logger.info(
    `Catalogue: ${catalogue.created.length} created, ${catalogue.updated.length} updated, ` +
      `${catalogue.unchanged.length} unchanged`
  )
  const subscriptionPromotion = await ensureSubscriptionPromotion(container)
  logger.info(`Subscription promotion: ${subscriptionPromotion}`)
  return { setup, catalogue }
}
