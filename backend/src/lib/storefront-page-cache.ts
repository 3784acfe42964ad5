import { sign } from "shop-signing"
import { settings } from "./settings"

/**
 * Tells the storefront's page cache which pages to drop (storefront/server/page-cache-invalidation.mjs):
 * a POST signed with PAGE_CACHE_SECRET, `{ pages, sent_at }`, with the signature of the body for the
 * purpose "page-cache-invalidation" by the one signing module (packages/signing) in
 * X-Page-Cache-Signature.
 */

export type StorefrontPages = "catalogue" | "all"

/**
 * Medusa records whose change shows on the catalogue pages (home, listing, product pages): the
 * entity of an event, named as Medusa's caching module reads it (`[module.]entity.action`).
 * Product pages show their neighbours (Frequently Bought Together, You May Also Like) with prices,
 * stock and ratings, so a change to one product is a change to every catalogue page.
 */
const CATALOGUE_ENTITIES = new Set([
  "product",
  "product-variant",
  "product-option",
  "product-option-value",
  "product-image",
  "product-category",
  "product-collection",
  "product-tag",
  "product-type",
  // a product's, variant's, option's or category's text in another language (Medusa's Translation
  // Module: translation.created, .updated, .deleted), as the seller edits it in the admin
  "translation",
  // prices: the variants' price sets, their prices and rules, price lists (sales)
  "price",
  "price-set",
  "price-rule",
  "price-list",
  "price-list-rule",
  "price-preference",
  // the recorded price history: a reduction appears or ends with the prior price it is shown against
  "price-record",
  // stock: the storefront shows a size as sold out when nothing of it is available
  "inventory-item",
  "inventory-level",
  "reservation-item",
  // ratings: a moderated review (the review module's review.updated) and the product's average
  "review",
  "product-rating",
  "region",
  "tax-rate",
])

/**
 * Medusa records that hold the shop's rules every page shows (the header's and the policies'
 * free-shipping threshold, the cart's shipping price): the standard shipping option, its rules and
 * its prices, which the pricing module keeps like any price. Their change drops every page, and the
 * storefront reads the rules again (storefront/server/page-cache-invalidation.mjs).
 */
const SHOP_RULE_ENTITIES = new Set(["shipping-option", "shipping-option-rule", "shipping-option-type", "price", "price-rule", "price-set"])

/** The pages an event changes, or null when it changes none that are cached. */
export function pagesChangedBy(eventName: string): StorefrontPages | null {
  const entity = eventName.split(".").slice(-2)[0]?.replace(/_/g, "-")
  if (!entity) return null
  if (SHOP_RULE_ENTITIES.has(entity)) return "all"
  return CATALOGUE_ENTITIES.has(entity) ? "catalogue" : null
}

const REQUEST_TIMEOUT_MS = 3000
/** What the signature is for (the storefront checks it for the same purpose: storefront/server/page-cache-invalidation.mjs). */
const PAGE_CACHE_INVALIDATION = "page-cache-invalidation"
const invalidateUrl = () => `${(settings.STOREFRONT_INTERNAL_URL ?? settings.STOREFRONT_URL).replace(/\/$/, "")}/_page-cache/invalidate`

async function post(pages: StorefrontPages): Promise<void> {
  const body = JSON.stringify({ pages, sent_at: Date.now() })
  const signature = sign(settings.PAGE_CACHE_SECRET, PAGE_CACHE_INVALIDATION, body)
  const response = await fetch(invalidateUrl(), {
    method: "POST",
    headers: { "content-type": "application/json", "x-page-cache-signature": signature },
    body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`the storefront answered ${response.status}: ${(await response.text()).slice(0, 200)}`)
}

// A seller's save emits a burst of events (product, variants, prices, levels): one request is in
// flight at a time, and one more follows it for whatever came in meanwhile.
let inFlight: Promise<void> | null = null
let queued: StorefrontPages | null = null

/** Drops the pages; resolves once the storefront has dropped them (or the attempt failed, with the error). */
export function dropStorefrontPages(pages: StorefrontPages): Promise<void> {
  if (inFlight) {
    queued = queued === "all" || pages === "all" ? "all" : "catalogue"
    return inFlight.catch(() => undefined).then(() => dropQueued())
  }
  inFlight = post(pages).finally(() => {
    inFlight = null
  })
  return inFlight
}

function dropQueued(): Promise<void> {
  if (!queued) return Promise.resolve()
  const pages = queued
  queued = null
  return dropStorefrontPages(pages)
}
