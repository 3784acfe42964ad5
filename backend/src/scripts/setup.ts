import { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { settings } from "../lib/settings"
import { ensureAdminUser } from "../lib/seed/admin-user"
import { seedShop } from "../lib/seed/seed-shop"
import { storeUploadsAsPaths } from "../lib/seed/upload-paths"
import { setUpCommerce } from "../lib/seed/commerce-setup"
import { recordPricesWorkflow } from "../workflows/price-history/record-prices"

/**
 * Run by `npm start` after migrations (and again when the payment mode or the admin email changes):
 * aligns the commerce setup with the settings (the regions' payment providers), seeds an empty
 * catalogue, and creates the admin login. An existing catalogue is left to `npm run seed`.
 */
export default async function setup({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const [anyProduct] = await container.resolve(Modules.PRODUCT).listProducts({}, { take: 1, select: ["id"] })
  if (anyProduct) {
    await setUpCommerce(container)
    logger.info("Catalogue present; run `npm run seed` to apply changes to the seed data")
    // prices changed while the shop was stopped enter the history before it serves them
    await recordPricesWorkflow(container).run({ input: {} })
    const moved = await storeUploadsAsPaths(container)
    if (moved > 0) logger.info(`Photos of ${moved} products now stored as paths on the backend (served at any BACKEND_URL)`)
  } else {
    await seedShop(container)
  }
  if (await ensureAdminUser(container, settings.ADMIN_EMAIL, settings.ADMIN_PASSWORD)) {
    logger.info(`Admin login created: ${settings.ADMIN_EMAIL}`)
  }
}
