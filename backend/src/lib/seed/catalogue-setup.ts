import { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createProductCategoriesWorkflow, updateProductCategoriesWorkflow } from "@medusajs/medusa/core-flows"
import type { CommerceSetup } from "./commerce-setup"
import {
  createProduct,
  moveLegacySeedRecord,
  readShopProduct,
  SEEDED_METADATA_KEYS,
  updateProduct,
  variantField,
  type SeedRecord,
} from "./catalogue-products"
import { CATALOGUE_SEED_MODULE } from "../../modules/catalogue-seed"
import type CatalogueSeedModuleService from "../../modules/catalogue-seed/service"
import { ensureSalePrices } from "./sale-prices"
import { Catalogue, CatalogueProduct, fingerprint, readCatalogue } from "./catalogue-data"
import { readCatalogueTranslations, type CatalogueTranslations } from "./catalogue-translations"
import { ensureCategoryTranslations, ensureProductTranslations } from "./translations-setup"
import { emptyReport, FieldLedger, fieldFingerprint, type FieldFingerprints, type SeedReport } from "./seller-edits"

export type CatalogueResult = { created: string[]; updated: string[]; unchanged: string[]; report: SeedReport }

/** A json column is typed as any record; the seed writes fingerprints (strings) by field there. */
const fingerprintsOf = (fields: Record<string, unknown> | null | undefined): FieldFingerprints =>
  Object.fromEntries(Object.entries(fields ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === "string"))

/**
 * A shop seeded before each field was tracked: where the catalogue entry is still the one the seed
 * last wrote (its data fingerprint unchanged), the seed wrote exactly the catalogue's values, so
 * those are what it last wrote.
 */
function withUntrackedFields(record: SeedRecord, product: CatalogueProduct, categoryId: string, seedHash: string): FieldFingerprints {
  if (record.data_hash !== seedHash) return record.fields
  const written: Record<string, unknown> = {
    title: product.title,
    subtitle: product.subtitle,
    description: product.description,
    status: "published",
    category: [categoryId],
    ...Object.fromEntries(SEEDED_METADATA_KEYS.map((key) => [key, product[key] ?? null])),
  }
  for (const variant of product.variants) {
    written[variantField(variant.sku)] = variant.sku
    written[variantField(variant.sku, "title")] = variant.title
    written[variantField(variant.sku, "price")] = variant.price
    written[variantField(variant.sku, "sale price")] = variant.sale_price
  }
  const fields = { ...record.fields }
  for (const [field, value] of Object.entries(written)) {
    if (!(field in fields) && value !== undefined) fields[field] = fieldFingerprint(value)
  }
  return fields
}

/**
 * Upserts categories and products by handle, and their translations (translations-setup.ts). Each field the seed owns is written only while the
 * shop still holds what the seed last wrote there (FieldLedger): what the seller changed stays, and
 * the report names it; stock is only set when a variant is first created, so a re-seed never
 * overwrites what has been sold.
 */
export async function setUpCatalogue(
  container: MedusaContainer,
  setup: CommerceSetup,
  catalogue: Catalogue = readCatalogue(),
  translations: CatalogueTranslations = readCatalogueTranslations(catalogue),
): Promise<CatalogueResult> {
  const categoryIds = await ensureCategories(container, catalogue)
  const result: CatalogueResult = { created: [], updated: [], unchanged: [], report: emptyReport() }
  await ensureCategoryTranslations(container, categoryIds, translations, setup.locales, result.report)
  const productModule = container.resolve(Modules.PRODUCT)
  const seeds: CatalogueSeedModuleService = container.resolve(CATALOGUE_SEED_MODULE)
  const ledgers = new Map<string, FieldLedger>()
  const records = new Map<string, { rowId?: string; record: SeedRecord }>()

  for (const product of catalogue.products) {
    const categoryId = categoryIds[product.category]
    if (!categoryId) throw new Error(`Product ${product.handle}: unknown category ${product.category}`)
    const seedHash = fingerprint(product, categoryId)
    const current = await readShopProduct(container, product.handle)
    const [row] = await seeds.listSeededProducts({ handle: product.handle })
    const seeded: SeedRecord | null = row
      ? { data_hash: row.data_hash, images_hash: row.images_hash, fields: fingerprintsOf(row.fields) }
      : current
        ? await moveLegacySeedRecord(container, { id: current.id, metadata: (await productModule.retrieveProduct(current.id)).metadata })
        : null
    const ledger = new FieldLedger(product.handle, seeded ? withUntrackedFields(seeded, product, categoryId, seedHash) : {}, result.report)
    ledgers.set(product.handle, ledger)
    if (!current) {
      records.set(product.handle, { rowId: row?.id, record: await createProduct(container, setup, product, categoryId, seedHash, ledger) })
      await ensureProductTranslations(container, product, translations, setup.locales, ledger)
      result.created.push(product.handle)
      continue
    }
    const { record, wrote } = await updateProduct(container, setup, product, categoryId, seedHash, current, seeded, ledger)
    await ensureProductTranslations(container, product, translations, setup.locales, ledger)
    records.set(product.handle, { rowId: row?.id, record })
    result[wrote ? "updated" : "unchanged"].push(product.handle)
  }
  await ensureSalePrices(container, catalogue, ledgers)
  // the ledgers hold the sale prices' fingerprints too by now
  for (const [handle, { rowId, record }] of records) {
    const fields = ledgers.get(handle)?.next ?? record.fields
    if (rowId) await seeds.updateSeededProducts({ id: rowId, data_hash: record.data_hash, images_hash: record.images_hash, fields })
    else await seeds.createSeededProducts({ handle, data_hash: record.data_hash, images_hash: record.images_hash, fields })
  }
  return result
}

async function ensureCategories(container: MedusaContainer, catalogue: Catalogue) {
  const productModule = container.resolve(Modules.PRODUCT)
  const ids: Record<string, string> = {}
  for (const category of catalogue.categories) {
    const [existing] = await productModule.listProductCategories({ handle: category.handle })
    if (!existing) {
      const { result } = await createProductCategoriesWorkflow(container).run({
        input: { product_categories: [{ ...category, is_active: true, is_internal: false }] },
      })
      ids[category.handle] = result[0].id
      continue
    }
    ids[category.handle] = existing.id
    if (existing.name !== category.name || existing.description !== category.description) {
      await updateProductCategoriesWorkflow(container).run({
        input: { selector: { id: existing.id }, update: { name: category.name, description: category.description } },
      })
    }
  }
  return ids
}
