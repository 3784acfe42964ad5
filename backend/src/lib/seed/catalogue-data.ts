import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { DISCOUNT_PERCENT } from "../shop-constants"

export type CatalogueVariant = { title: string; sku: string; price: number; sale_price?: number; stock: number }
export type CatalogueProduct = {
  handle: string
  title: string
  subtitle: string
  description: string
  category: string
  badge: string
  benefits: string[]
  usage: string
  how_to_use: string[]
  important_info: string[]
  subscription: { interval: "month"; interval_count: number } | null
  images: string[]
  variants: CatalogueVariant[]
}
export type Catalogue = {
  categories: { handle: string; name: string; description: string }[]
  products: CatalogueProduct[]
}

/** The catalogue lives in the `seed` workspace: data and images, no code. */
export const CATALOGUE_DIR = path.dirname(require.resolve("seed/catalogue.json"))

/**
 * The shop's rules a catalogue text may name, as `{name}`. A rule the seller can change in the admin
 * (the free-shipping threshold, a shipping price rule) stays a placeholder in the stored text, and
 * the storefront fills it in from the live rule when it shows the text; only fixed rules are written in.
 */
const RULES_IN_TEXTS: Record<string, string> = {
  discount_percent: String(DISCOUNT_PERCENT),
}

export function readCatalogue(file = path.join(CATALOGUE_DIR, "catalogue.json")): Catalogue {
  const text = fs.readFileSync(file, "utf8").replace(/\{(\w+)\}/g, (placeholder, name: string) => RULES_IN_TEXTS[name] ?? placeholder)
  return JSON.parse(text)
}

export function readImage(name: string) {
  return fs.readFileSync(path.join(CATALOGUE_DIR, "images", name))
}

/** A fingerprint of everything the seed writes for one product, images included. */
export function fingerprint(product: CatalogueProduct, categoryId: string) {
  const hash = crypto.createHash("sha256")
  hash.update(JSON.stringify({ product, categoryId }))
  return hash.digest("hex").slice(0, 16)
}

export function imagesFingerprint(product: CatalogueProduct) {
  const hash = crypto.createHash("sha256")
  for (const name of product.images) hash.update(name).update(readImage(name))
  return hash.digest("hex").slice(0, 16)
}
