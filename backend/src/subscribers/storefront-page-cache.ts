import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys, TranslationWorkflowEvents } from "@medusajs/framework/utils"
import { clearCaches } from "../lib/cache-reset"
import { clearCachedPriceHistory } from "../lib/price-history-cache"
import { dropStorefrontPages, pagesChangedBy } from "../lib/storefront-page-cache"
import { messageOf } from "../lib/error-message"

/**
 * A change the catalogue pages show (a product, a price, stock, an approved review) drops them from
 * the storefront's page cache. Every event is heard, as Medusa's own caching module does, because
 * prices and stock change through module events whose names follow the module, not a fixed list;
 * pagesChangedBy picks the ones that matter. A storefront that cannot be reached is logged: its
 * pages then expire on their own (storefront/server/page-cache.mjs). The Store API's cached price
 * history goes first, so the pages rendered again after the drop show the new prices; after a
 * translation's change the whole Store API cache does (TRANSLATION_EVENTS).
 */
export default async function dropChangedStorefrontPages({ event, container }: SubscriberArgs<unknown>) {
  const pages = pagesChangedBy(event.name)
  if (!pages) return
  await clearCachedPriceHistory(container)
  if (TRANSLATION_EVENTS.has(event.name)) await clearCaches(container)
  try {
    await dropStorefrontPages(pages)
    lastWarningAt = 0
  } catch (error) {
    // a storefront that is not running (the setup's seeding, a backend alone) is said once a minute
    if (Date.now() - lastWarningAt < WARNING_INTERVAL_MS) return
    lastWarningAt = Date.now()
    const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
    logger.warn(`Storefront pages not dropped after ${event.name}: ${messageOf(error)}`)
  }
}

/**
 * A translation's change, as the seller makes it in the admin. Medusa caches the translations it
 * applies to a Store API answer in a read that carries no entity ids (apply-translations.js reads
 * `translations, reference_id`), so its caching module's invalidation by the event's ids never
 * reaches them: the cache is dropped whole, which a seller's edit of a text makes rare.
 */
const TRANSLATION_EVENTS = new Set<string>(Object.values(TranslationWorkflowEvents))

const WARNING_INTERVAL_MS = 60_000
let lastWarningAt = 0

export const config: SubscriberConfig = { event: "*", context: { subscriberId: "storefront-page-cache" } }
