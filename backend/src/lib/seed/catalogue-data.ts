import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { z } from "@medusajs/framework/zod"
import { DISCOUNT_PERCENT } from "../shop-constants"

/** A product's option when its catalogue entry names none: its variants are weights. */
export const DEFAULT_OPTION_NAME = "Weight"

const text = z.string().trim().min(1, "must be a non-empty text")
const texts = z.array(text)
const euros = z
  .number()
  .positive("must be a price in euros above 0")
  .refine((amount) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6, "must have at most two decimals")

const CatalogueVariantSchema = z.strictObject({
  title: text,
  sku: text,
  price: euros,
  sale_price: euros.optional(),
  stock: z.number().int("must be a whole number").min(0, "must be 0 or more"),
})

const CatalogueProductSchema = z.strictObject({
  handle: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens"),
  title: text,
  subtitle: z.string(),
  description: z.string(),
  category: text,
  /** the name of the one option the variants differ by, as the product page's selector reads it ("Weight", "Size") */
  option: text.default(DEFAULT_OPTION_NAME),
  badge: z.string(),
  claims: texts.optional(),
  benefits: texts,
  usage: z.string(),
  how_to_use: texts,
  important_info: texts,
  subscription: z.strictObject({ interval: z.literal("month"), interval_count: z.number().int().min(1) }).nullable(),
  images: z
    .array(z.string().regex(/^[\w.-]+\.(jpe?g|png|webp|avif|svg)$/i, "must be a picture file name in seed/images"))
    .min(1, "must name at least one picture"),
  variants: z.array(CatalogueVariantSchema).min(1, "must have at least one variant"),
})

/**
 * The catalogue's data (seed/catalogue.json), checked before anything is written: a wrong or
 * missing field stops the seed with the file, product and field named.
 */
const CatalogueSchema = z.strictObject({
  categories: z.array(z.strictObject({ handle: text, name: text, description: z.string() })),
  products: z.array(CatalogueProductSchema),
})

export type CatalogueVariant = z.infer<typeof CatalogueVariantSchema>
export type CatalogueProduct = z.infer<typeof CatalogueProductSchema>
export type Catalogue = z.infer<typeof CatalogueSchema>

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

/** A catalogue file's text with the fixed rules written in (RULES_IN_TEXTS); the others stay placeholders. */
export const fillRules = (content: string) =>
  content.replace(/\{(\w+)\}/g, (placeholder, name: string) => RULES_IN_TEXTS[name] ?? placeholder)

export function readCatalogue(file = path.join(CATALOGUE_DIR, "catalogue.json")): Catalogue {
  return parseCatalogue(JSON.parse(fillRules(fs.readFileSync(file, "utf8"))), file)
}

/** The catalogue checked by its schema; an error names the file, the product (by handle) and the field. */
export function parseCatalogue(data: unknown, file: string): Catalogue {
  const parsed = CatalogueSchema.safeParse(data)
  if (parsed.success) {
    const handles = new Set(parsed.data.categories.map((category) => category.handle))
    const unknown = parsed.data.products.find((product) => !handles.has(product.category))
    if (unknown)
      throw new Error(`${file}: product ${unknown.handle}: category "${unknown.category}" is not one of the catalogue's categories`)
    return parsed.data
  }
  const products = typeof data === "object" && data !== null && "products" in data && Array.isArray(data.products) ? data.products : []
  const problems = parsed.error.issues.slice(0, 5).map((issue) => {
    const [section, index, ...field] = issue.path
    const entry = section === "products" && typeof index === "number" ? products[index] : undefined
    const handle = typeof entry === "object" && entry !== null && "handle" in entry ? String(entry.handle) : `#${Number(index) + 1}`
    const where = section === "products" && typeof index === "number" ? `product ${handle}` : String(section ?? "catalogue")
    return `${file}: ${where}: ${field.join(".") || "entry"} ${issue.message}`
  })
  throw new Error(problems.join("\n"))
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
