import { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { clearServerCaches } from "../lib/cache-reset"
import { seedShop } from "../lib/seed/seed-shop"

/**
 * `npm run seed`: upserts the commerce setup and the catalogue from the seed workspace, then makes
 * a running server forget the Store API answers it cached before (old prices, old texts).
 */
export default async function seed({ container }: ExecArgs) {
  await seedShop(container)
  const outcome = await clearServerCaches(container)
  container.resolve(ContainerRegistrationKeys.LOGGER).info(`Seed done; caches: ${outcome}`)
}
