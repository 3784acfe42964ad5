/**
 * The shop's own product texts (badge, claims, benefits, usage, how to use, important information:
 * the product's metadata, edited in the admin's "Product texts" widget) in the shop's other
 * languages. Medusa's Translation Module translates a product's columns, never its metadata, so
 * these live in the product's metadata too, by locale under one key:
 * `{ translations: { nl: { usage: "…", how_to_use: ["…"] }, de: {…} } }`.
 */
export const TEXT_TRANSLATIONS_KEY = "translations"

/** The texts a language may translate: what the storefront reads from a product's metadata. */
export const TRANSLATABLE_TEXT_KEYS = ["badge", "claims", "benefits", "usage", "how_to_use", "important_info"] as const

type WithMetadata = { metadata?: Record<string, unknown> | null }

/**
 * A product as the Store API answers it in `locale`: each product text that has a translation in
 * that language replaces the English one, the others stay English; the translations themselves are
 * left out of the answer. Changes `product` in place.
 */
export function localizeProductTexts(product: WithMetadata | null | undefined, locale: string | undefined) {
  const metadata = product?.metadata
  if (!metadata || typeof metadata !== "object") return
  const translations = metadata[TEXT_TRANSLATIONS_KEY] as Record<string, Record<string, unknown> | undefined> | undefined
  delete metadata[TEXT_TRANSLATIONS_KEY]
  // "de-AT" reads the German texts when there are no Austrian ones
  const texts = locale ? (translations?.[locale] ?? translations?.[locale.split("-")[0]]) : undefined
  if (!texts) return
  for (const key of TRANSLATABLE_TEXT_KEYS) {
    if (texts[key] !== undefined && texts[key] !== null && texts[key] !== "") metadata[key] = texts[key]
  }
}
