import { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  createInventoryLevelsWorkflow,
  createPriceListsWorkflow,
  createProductCategoriesWorkflow,
  createProductVariantsWorkflow,
  createProductsWorkflow,
  batchPriceListPricesWorkflow,
  setProductProductOptionsWorkflow,
  updateProductCategoriesWorkflow,
  updateProductsWorkflow,
  uploadFilesWorkflow,
} from "@medusajs/medusa/core-flows"
import { CURRENCY, SALE_PRICE_LIST_TITLE } from "../shop-constants"
import type { CommerceSetup } from "./commerce-setup"
import {
  Catalogue,
  CatalogueProduct,
  fingerprint,
  imagesFingerprint,
  readCatalogue,
  readImage,
} from "./catalogue-data"

const WEIGHT_OPTION = "Weight"

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

  for (const product of catalogue.products) {
    const categoryId = categoryIds[product.category]
    if (!categoryId) throw new Error(`Product ${product.handle}: unknown category ${product.category}`)
    const seedHash = fingerprint(product, categoryId)
    const [existing] = await productModule.listProducts(
      { handle: product.handle },
      { relations: ["variants", "images"] }
    )
    if (!existing) {
      await createProduct(container, setup, product, categoryId, seedHash)
      result.created.push(product.handle)
    } else if (existing.metadata?.seed_hash !== seedHash) {
      await updateProduct(container, setup, product, categoryId, seedHash, existing)
      result.updated.push(product.handle)
    } else {
      result.unchanged.push(product.handle)
    }
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

async function uploadImages(container: MedusaContainer, product: CatalogueProduct) {
  const { result } = await uploadFilesWorkflow(container).run({
    input: {
      files: product.images.map((name) => ({
        filename: `${product.handle}-${name}`,
        mimeType: name.endsWith(".svg") ? "image/svg+xml" : `image/${name.split(".").pop()}`,
        content: readImage(name).toString("base64"),
        access: "public" as const,
      })),
    },
  })
  return result.map((file) => ({ url: file.url }))
}

function productFields(product: CatalogueProduct, categoryId: string, seedHash: string, imagesHash: string) {
  return {
    title: product.title,
    subtitle: product.subtitle,
    description: product.description,
    handle: product.handle,
    status: "published" as const,
    category_ids: [categoryId],
    metadata: {
      badge: product.badge,
      benefits: product.benefits,
      usage: product.usage,
      how_to_use: product.how_to_use,
      important_info: product.important_info,
      subscription: product.subscription,
      seed_hash: seedHash,
      seed_images_hash: imagesHash,
    },
  }
}

const variantPrices = (price: number) => [{ currency_code: CURRENCY, amount: price }]

async function createProduct(
  container: MedusaContainer,
  setup: CommerceSetup,
  product: CatalogueProduct,
  categoryId: string,
  seedHash: string
) {
  const images = await uploadImages(container, product)
  const { result } = await createProductsWorkflow(container).run({
    input: {
      products: [
        {
          ...productFields(product, categoryId, seedHash, imagesFingerprint(product)),
          images,
          thumbnail: images[0]?.url,
          shipping_profile_id: setup.shippingProfileId,
          sales_channels: [{ id: setup.salesChannelId }],
          options: [{ title: WEIGHT_OPTION, values: product.variants.map((variant) => variant.title) }],
          variants: product.variants.map((variant) => ({
            title: variant.title,
            sku: variant.sku,
            manage_inventory: true,
            options: { [WEIGHT_OPTION]: variant.title },
            prices: variantPrices(variant.price),
          })),
        },
      ],
    },
  })
  await stockNewVariants(container, setup, result[0].id, product)
}

async function updateProduct(
  container: MedusaContainer,
  setup: CommerceSetup,
  product: CatalogueProduct,
  categoryId: string,
  seedHash: string,
  existing: { id: string; metadata?: Record<string, unknown> | null; variants?: { id: string; sku?: string | null }[] | null }
) {
  const imagesHash = imagesFingerprint(product)
  const images = existing.metadata?.seed_images_hash === imagesHash ? undefined : await uploadImages(container, product)
  const variantIdBySku = new Map((existing.variants ?? []).map((variant) => [variant.sku, variant.id]))
  await ensureWeightValues(container, existing.id, product)
  await updateProductsWorkflow(container).run({
    input: {
      products: [
        {
          id: existing.id,
          ...productFields(product, categoryId, seedHash, imagesHash),
          ...(images ? { images, thumbnail: images[0]?.url } : {}),
          variants: product.variants
            .filter((variant) => variantIdBySku.has(variant.sku))
            .map((variant) => ({
              id: variantIdBySku.get(variant.sku),
              title: variant.title,
              sku: variant.sku,
              options: { [WEIGHT_OPTION]: variant.title },
              prices: variantPrices(variant.price),
            })),
        },
      ],
    },
  })
  // New variants go through the create workflow, which also gives them inventory items.
  const newVariants = product.variants.filter((variant) => !variantIdBySku.has(variant.sku))
  if (newVariants.length) {
    await createProductVariantsWorkflow(container).run({
      input: {
        product_variants: newVariants.map((variant) => ({
          product_id: existing.id,
          title: variant.title,
          sku: variant.sku,
          manage_inventory: true,
          options: { [WEIGHT_OPTION]: variant.title },
          prices: variantPrices(variant.price),
        })),
      },
    })
  }
  await stockNewVariants(container, setup, existing.id, product)
}

/** Adds weight values that new variants need to the product's Weight option. */
async function ensureWeightValues(container: MedusaContainer, productId: string, product: CatalogueProduct) {
  const productModule = container.resolve(Modules.PRODUCT)
  const { options } = await productModule.retrieveProduct(productId, { relations: ["options", "options.values"] })
  const option = (options ?? []).find((candidate) => candidate.title === WEIGHT_OPTION)
  if (!option) throw new Error(`Product ${product.handle} has no ${WEIGHT_OPTION} option`)
  const current = new Set((option.values ?? []).map((value) => value.value))
  const missing = product.variants.map((variant) => variant.title).filter((value) => !current.has(value))
  if (!missing.length) return
  // Options can be shared between products: the new values are added for this product only.
  await setProductProductOptionsWorkflow(container).run({
    input: {
      product_id: productId,
      update: [{ product_option_id: option.id, add: missing.map((value) => ({ value })) }],
    },
  })
}

/**
 * Gives stock at Rotterdam to inventory items that have no level there yet, and names the items
 * after the product ("Pure Himalayan Shilajit Resin 30 g", not Medusa's bare "30 g", which the
 * admin's inventory list shows for every product alike). A title a seller gave is kept.
 */
async function stockNewVariants(
  container: MedusaContainer,
  setup: CommerceSetup,
  productId: string,
  product: CatalogueProduct
) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: variants } = await query.graph({
    entity: "product_variant",
    fields: [
      "id",
      "sku",
      "title",
      "inventory_items.inventory_item_id",
      "inventory_items.inventory.title",
      "inventory_items.inventory.location_levels.location_id",
    ],
    filters: { product_id: productId },
  })
  const renamed = variants.flatMap((variant) =>
    (variant.inventory_items ?? [])
      .filter((item) => item?.inventory && (!item.inventory.title || item.inventory.title === variant.title))
      .map((item) => ({ id: item!.inventory_item_id, title: `${product.title} ${variant.title}` }))
  )
  if (renamed.length) await container.resolve(Modules.INVENTORY).updateInventoryItems(renamed)
  const stockBySku = new Map(product.variants.map((variant) => [variant.sku, variant.stock]))
  const levels = variants.flatMap((variant) =>
    (variant.inventory_items ?? [])
      .filter((item) => {
        const locations = item?.inventory?.location_levels ?? []
        return !locations.some((level) => level?.location_id === setup.stockLocationId)
      })
      .map((item) => ({
        inventory_item_id: item!.inventory_item_id,
        location_id: setup.stockLocationId,
        stocked_quantity: stockBySku.get(variant.sku ?? "") ?? 0,
      }))
  )
  if (levels.length) {
    await createInventoryLevelsWorkflow(container).run({ input: { inventory_levels: levels } })
  }
}

/**
 * The sale price list: the honest compare-at price is the variant's regular price. A re-seed adds
 * or corrects the seed's own sale prices in the list and never removes anything: sale prices a
 * seller added in the admin, and the list's status, stay as the seller left them.
 */
async function ensureSalePrices(container: MedusaContainer, catalogue: Catalogue) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const skus = catalogue.products.flatMap((product) =>
    product.variants.filter((variant) => variant.sale_price !== undefined)
  )
  const { data: variants } = await query.graph({
    entity: "product_variant",
    fields: ["id", "sku"],
    filters: { sku: skus.map((variant) => variant.sku) },
  })
  const variantIdBySku = new Map(variants.map((variant) => [variant.sku, variant.id]))
  const wanted = skus
    .map((variant) => ({ variant_id: variantIdBySku.get(variant.sku)!, amount: variant.sale_price!, currency_code: CURRENCY }))
    .filter((price) => price.variant_id)

  const { data: lists } = await query.graph({
    entity: "price_list",
    fields: ["id", "prices.id", "prices.amount", "prices.currency_code", "prices.price_set.variant.id"],
    filters: { title: SALE_PRICE_LIST_TITLE },
  })
  const list = lists[0]
  if (list) {
    // Keyed by variant: the price's id and amount (typed here, so the check does not depend on
    // whether Medusa's generated query types exist yet, as on a clean clone before any build)
    const inList = new Map<string | undefined, { id: string; amount: number }>(
      (list.prices ?? [])
        .filter((price) => price?.currency_code === CURRENCY)
        .map((price) => [price!.price_set?.variant?.id, { id: String(price!.id), amount: Number(price!.amount) }])
    )
    const create = wanted.filter((price) => !inList.has(price.variant_id))
    const update = wanted
      .filter((price) => inList.has(price.variant_id) && inList.get(price.variant_id)!.amount !== price.amount)
      .map((price) => ({ ...price, id: inList.get(price.variant_id)!.id }))
    if (create.length || update.length) {
      await batchPriceListPricesWorkflow(container).run({ input: { data: { id: list.id, create, update, delete: [] } } })
    }
    return
  }
  if (!wanted.length) return
  await createPriceListsWorkflow(container).run({
    input: {
      price_lists_data: [
        {
          title: SALE_PRICE_LIST_TITLE,
          description: "Sale prices; the regular price stays visible, struck through",
          // Medusa's default price list type is "sale": the storefront shows the regular price struck through
          status: "active",
          prices: wanted,
        },
      ],
    },
  })
}
