import fs from "node:fs"
import path from "node:path"
import { z } from "@medusajs/framework/zod"
import { TRANSLATED_LOCALES } from "../shop-locales"
import { CATALOGUE_DIR, fillRules, type Catalogue } from "./catalogue-data"

/**
 * The catalogue in the shop's other languages (seed/translations/<locale>.json), each text by the
 * product's handle and the English field it translates. A field left out stays English: the Store
 * API falls back to the catalogue's own text.
 */

const text = z.string().trim().min(1, "must be a non-empty text")
const texts = z.array(text)

const ProductTranslationSchema = z.strictObject({
  title: text.optional(),
  subtitle: text.optional(),
  description: text.optional(),
  /** the name of the product's option ("Weight") */
  option: text.optional(),
  /** the option's values, which are also the variants' titles, by their English text ("Monthly box") */
  values: z.record(z.string(), text).optional(),
  // the shop's own product texts (metadata, the admin's "Product texts" widget)
  badge: text.optional(),
  claims: texts.optional(),
  benefits: texts.optional(),
  usage: text.optional(),
  how_to_use: texts.optional(),
  important_info: texts.optional(),
})

const CatalogueTranslationSchema = z.strictObject({
  categories: z.record(z.string(), z.strictObject({ name: text.optional(), description: text.optional() })),
  products: z.record(z.string(), ProductTranslationSchema),
})

export type ProductTranslation = z.infer<typeof ProductTranslationSchema>
export type CatalogueTranslation = z.infer<typeof CatalogueTranslationSchema>
/** Every translated language's catalogue, by locale code. */
export type CatalogueTranslations = Partial<Record<string, CatalogueTranslation>>

export const TRANSLATIONS_DIR = path.join(CATALOGUE_DIR, "translations")

/**
 * The translation of each language in TRANSLATED_LOCALES, checked against the catalogue: a handle,
 * category or option value it does not have stops the seed with the file and the entry named.
 */
export function readCatalogueTranslations(catalogue: Catalogue, dir = TRANSLATIONS_DIR): CatalogueTranslations {
  return Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => {
      const file = path.join(dir, `${locale}.json`)
      return [locale, parseCatalogueTranslation(JSON.parse(fillRules(fs.readFileSync(file, "utf8"))), catalogue, file)]
    }),
  )
}

export function parseCatalogueTranslation(data: unknown, catalogue: Catalogue, file: string): CatalogueTranslation {
  const parsed = CatalogueTranslationSchema.safeParse(data)
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, 5).map((issue) => `${file}: ${issue.path.join(".") || "entry"} ${issue.message}`)
    throw new Error(problems.join("\n"))
  }
  const categories = new Set(catalogue.categories.map((category) => category.handle))
  const unknownCategory = Object.keys(parsed.data.categories).find((handle) => !categories.has(handle))
  if (unknownCategory) throw new Error(`${file}: category ${unknownCategory} is not one of the catalogue's categories`)
  for (const [handle, translation] of Object.entries(parsed.data.products)) {
    const product = catalogue.products.find((candidate) => candidate.handle === handle)
    if (!product) throw new Error(`${file}: product ${handle} is not one of the catalogue's products`)
    const values = new Set(product.variants.map((variant) => variant.title))
    const unknownValue = Object.keys(translation.values ?? {}).find((value) => !values.has(value))
    if (unknownValue) throw new Error(`${file}: product ${handle}: values: "${unknownValue}" is not one of its variants' titles`)
  }
  return parsed.data
}
