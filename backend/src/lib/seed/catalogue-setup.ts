import { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createProductCategoriesWorkflow, updateProductCategoriesWorkflow } from "@medusajs/medusa/core-flows"
import type { CommerceSetup } from "./commerce-setup"
import { createProduct, moveLegacySeedRecord, updateProduct, type SeedRecord, type TextFingerprints } from "./catalogue-products"
import { CATALOGUE_SEED_MODULE } from "../../modules/catalogue-seed"
import type CatalogueSeedModuleService from "../../modules/catalogue-seed/service"
import { ensureSalePrices } from "./sale-prices"
import { Catalogue, fingerprint, readCatalogue } from "./catalogue-data"

export type CatalogueResult = { created: string[]; updated: string[]; unchanged: string[] }

/**
 * Upserts categories and products by handle. A product whose data (and images) did not change
 * since the last run is left alone; stock is only set when a variant is first created, so a
 * re-seed never overwrites what has been sold.
 */
export async function setUpCatalogue(
  container: MedusaContainer,
  setup: CommerceSetup,
  catalogue: Catalogue = readCatalogue()
): Promise<CatalogueResult> {
  const categoryIds = await ensureCategories(container, catalogue)
  const result: CatalogueResult = { created: [], updated: [], unchanged: [] }
  const productModule = container.resolve(Modules.PRODUCT)
  const seeds: CatalogueSeedModuleService = container.resolve(CATALOGUE_SEED_MODULE)

  for (const product of catalogue.products) {
    const categoryId = categoryIds[product.category]
    if (!categoryId) throw new Error(`Product ${product.handle}: unknown category ${product.category}`)
    const seedHash = fingerprint(product, categoryId)
    const [existing] = await productModule.listProducts(
      { handle: product.handle },
      { relations: ["variants", "images"] }
    )
    const [row] = await seeds.listSeededProducts({ handle: product.handle })
    // its texts: a json column is typed as any record, and the seed wrote TextFingerprints there
    const seeded: SeedRecord | null = row
      ? { data_hash: row.data_hash, images_hash: row.images_hash, texts: row.texts as TextFingerprints }
      : existing
        ? await moveLegacySeedRecord(container, existing)
        : null
    let written: SeedRecord = seeded ?? { data_hash: "", images_hash: "", texts: {} }
    if (!existing) {
      written = await createProduct(container, setup, product, categoryId, seedHash)
      result.created.push(product.handle)
    } else if (seeded?.data_hash !== seedHash) {
      written = await updateProduct(container, setup, product, categoryId, seedHash, existing, seeded)
      result.updated.push(product.handle)
    } else {
      result.unchanged.push(product.handle)
    }
    if (!row) await seeds.createSeededProducts({ handle: product.handle, ...written })
    else if (written !== seeded) await seeds.updateSeededProducts({ id: row.id, ...written })
  }
  await ensureSalePrices(container, catalogue)
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
