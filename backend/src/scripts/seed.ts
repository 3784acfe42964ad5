import { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { clearServerCaches } from "../lib/cache-reset"
import { dropStorefrontPages } from "../lib/storefront-page-cache"
import { seedShop } from "../lib/seed/seed-shop"
import { messageOf } from "../lib/error-message"

/**
 * `npm run seed`: upserts the commerce setup and the catalogue from the seed workspace, then makes
 * a running server forget the Store API answers it cached before (old prices, old texts), and the
 * storefront the pages it rendered from them: the seed runs in a process of its own, whose events
 * a running server's page-cache subscriber never hears.
 */
export default async function seed({ container }: ExecArgs) {
  await seedShop(container)
  const outcome = await clearServerCaches(container)
  const pages = await dropStorefrontPages("all").then(
    () => "storefront pages dropped",
    // no storefront running: it has no pages to drop (a running one's would expire on their own)
    (error) => `storefront pages not dropped (${messageOf(error)})`,
  )
  container.resolve(ContainerRegistrationKeys.LOGGER).info(`Seed done; caches: ${outcome}; ${pages}`)
}
