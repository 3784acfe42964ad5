import path from "node:path"
import { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  createInventoryLevelsWorkflow,
  createProductVariantsWorkflow,
  createProductsWorkflow,
  setProductProductOptionsWorkflow,
  updateProductOptionsWorkflow,
  updateProductsWorkflow,
  updateProductVariantsWorkflow,
  uploadFilesWorkflow,
} from "@medusajs/medusa/core-flows"
import { CURRENCY } from "../shop-constants"
import type { CommerceSetup } from "./commerce-setup"
import { CatalogueProduct, imagesFingerprint, readImage } from "./catalogue-data"
import { FieldLedger, type FieldFingerprints } from "./seller-edits"

/**
 * Creating and updating one catalogue product: its texts, images, its option (named per product,
 * "Weight" by default) and the variants that are its values, prices and
 * the stock of new variants (a re-seed never overwrites what has been sold). Every field the seed
 * writes goes through the product's FieldLedger, so a value the seller changed in the admin stays.
 */

/** The catalogue's picture files by extension (seed/images). */
const IMAGE_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  svg: "image/svg+xml",
}

/** The product metadata the seed writes; the seller edits them in the "Product texts" and "Subscription" widgets. */
export const SEEDED_METADATA_KEYS = ["badge", "claims", "benefits", "usage", "how_to_use", "important_info", "subscription"] as const

/** The product columns the seed writes. */
const SEEDED_COLUMNS = ["title", "subtitle", "description"] as const

/** What the seed wrote last time, as far as writing again needs it. */
export type SeedRecord = { data_hash: string; images_hash: string; fields: FieldFingerprints }

/** The keys a shop seeded before the catalogue-seed module kept the seed's fingerprints in. */
export const LEGACY_SEED_KEYS = ["seed_hash", "seed_images_hash", "seed_texts"] as const

/** A variant's fields in the seed's ledger. */
export const variantField = (sku: string, field?: "title" | "price" | "sale price") =>
  field ? `variant ${sku} ${field}` : `variant ${sku}`

/** The option's name in the seed's ledger. */
const OPTION_FIELD = "option name"

/** The product as the shop has it now: what the seed compares with what it last wrote. */
export type ShopProduct = Awaited<ReturnType<typeof readShopProduct>>

export async function readShopProduct(container: MedusaContainer, handle: string) {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "product",
    fields: [
      "id",
      "title",
      "subtitle",
      "description",
      "status",
      "metadata",
      "categories.id",
      "options.id",
      "options.title",
      "images.url",
      "images.rank",
      "variants.id",
      "variants.sku",
      "variants.title",
      "variants.price_set.prices.id",
      "variants.price_set.prices.amount",
      "variants.price_set.prices.currency_code",
      "variants.price_set.prices.price_list_id",
      "variants.price_set.prices.rules_count",
    ],
    filters: { handle },
  })
  const product = data[0]
  if (!product) return null
  const variants = (product.variants ?? []).flatMap((variant) => {
    if (!variant?.sku) return []
    // the regular prices: not a price list's, not for a quantity or region rule
    const regular = (variant.price_set?.prices ?? []).filter((price) => price != null && !price.price_list_id && !price.rules_count)
    return [
      {
        id: variant.id,
        sku: variant.sku,
        title: variant.title,
        price: regular.find((price) => price?.currency_code === CURRENCY)?.amount,
        otherPrices: regular.flatMap((price) =>
          price && price.currency_code !== CURRENCY ? [{ currency_code: price.currency_code, amount: price.amount }] : [],
        ),
      },
    ]
  })
  return {
    id: product.id,
    columns: { title: product.title, subtitle: product.subtitle ?? null, description: product.description ?? null },
    status: product.status,
    metadata: product.metadata ?? {},
    // the seed makes one option per product; a product with more has the seller's own, and the seed leaves their names alone
    option: product.options?.length === 1 && product.options[0] ? { id: product.options[0].id, title: product.options[0].title } : null,
    categoryIds: (product.categories ?? []).flatMap((category) => (category ? [category.id] : [])).sort(),
    imageUrls: [...(product.images ?? [])]
      .sort((a, b) => Number(a?.rank ?? 0) - Number(b?.rank ?? 0))
      .flatMap((image) => (image ? [image.url] : [])),
    variants: new Map(variants.map((variant) => [variant.sku, variant])),
  }
}

async function uploadImages(container: MedusaContainer, product: CatalogueProduct) {
  const { result } = await uploadFilesWorkflow(container).run({
    input: {
      files: product.images.map((name) => ({
        filename: `${product.handle}-${name}`,
        mimeType: IMAGE_TYPES[path.extname(name).slice(1).toLowerCase()] ?? "application/octet-stream",
        content: readImage(name).toString("base64"),
        access: "public" as const,
      })),
    },
  })
  return result.map((file) => ({ url: file.url }))
}

const metadataValue = (product: CatalogueProduct, key: (typeof SEEDED_METADATA_KEYS)[number]) => product[key] ?? null
const variantPrices = (price: number, others: { currency_code: string; amount: number }[] = []) => [
  { currency_code: CURRENCY, amount: price },
  ...others,
]

/** Creates the product; answers what the seed wrote. */
export async function createProduct(
  container: MedusaContainer,
  setup: CommerceSetup,
  product: CatalogueProduct,
  categoryId: string,
  seedHash: string,
  ledger: FieldLedger,
): Promise<SeedRecord> {
  const images = await uploadImages(container, product)
  const metadata = Object.fromEntries(SEEDED_METADATA_KEYS.map((key) => [key, metadataValue(product, key)]))
  await createProductsWorkflow(container).run({
    input: {
      products: [
        {
          title: product.title,
          subtitle: product.subtitle,
          description: product.description,
          handle: product.handle,
          status: "published" as const,
          category_ids: [categoryId],
          metadata,
          images,
          thumbnail: images[0]?.url,
          shipping_profile_id: setup.shippingProfileId,
          sales_channels: [{ id: setup.salesChannelId }],
          options: [{ title: product.option, values: product.variants.map((variant) => variant.title) }],
          variants: product.variants.map((variant) => ({
            title: variant.title,
            sku: variant.sku,
            manage_inventory: true,
            options: { [product.option]: variant.title },
            prices: variantPrices(variant.price),
          })),
        },
      ],
    },
  })
  for (const column of SEEDED_COLUMNS) ledger.record(column, product[column])
  ledger.record("status", "published")
  ledger.record("category", [categoryId])
  ledger.record(OPTION_FIELD, product.option)
  for (const key of SEEDED_METADATA_KEYS) ledger.record(key, metadata[key])
  ledger.record(
    "images",
    images.map((image) => image.url),
  )
  for (const variant of product.variants) {
    ledger.record(variantField(variant.sku), variant.sku)
    ledger.record(variantField(variant.sku, "title"), variant.title)
    ledger.record(variantField(variant.sku, "price"), variant.price)
  }
  const created = await readShopProduct(container, product.handle)
  if (created) await stockNewVariants(container, setup, created.id, product)
  return { data_hash: seedHash, images_hash: imagesFingerprint(product), fields: ledger.next }
}

/**
 * Brings the product to the catalogue, field by field, where the seller has not changed it (the
 * ledger decides); answers what the seed wrote and whether it wrote anything.
 */
export async function updateProduct(
  container: MedusaContainer,
  setup: CommerceSetup,
  product: CatalogueProduct,
  categoryId: string,
  seedHash: string,
  current: ShopProduct & object,
  seeded: SeedRecord | null,
  ledger: FieldLedger,
): Promise<{ record: SeedRecord; wrote: boolean }> {
  const update: Record<string, unknown> = {}
  for (const column of SEEDED_COLUMNS) {
    if (ledger.decide(column, product[column], current.columns[column])) update[column] = product[column]
  }
  if (ledger.decide("status", "published", current.status)) update.status = "published"
  if (ledger.decide("category", [categoryId], current.categoryIds)) update.category_ids = [categoryId]
  const metadata: Record<string, unknown> = {}
  for (const key of SEEDED_METADATA_KEYS) {
    if (ledger.decide(key, metadataValue(product, key), current.metadata[key] ?? null)) metadata[key] = metadataValue(product, key)
  }
  // Medusa merges a product's metadata: the keys not written here stay as they are
  if (Object.keys(metadata).length) update.metadata = metadata

  // the pictures: uploaded again only when the catalogue's changed, and then only over the seed's own
  const imagesHash = imagesFingerprint(product)
  if (ledger.decideOnChange("images", current.imageUrls, seeded?.images_hash !== imagesHash)) {
    const images = await uploadImages(container, product)
    update.images = images
    update.thumbnail = images[0]?.url
    ledger.record(
      "images",
      images.map((image) => image.url),
    )
  }

  // the option's name: the variants below name their value under the name the product's option has after this
  const renamed = current.option !== null && ledger.decide(OPTION_FIELD, product.option, current.option.title)
  if (renamed && current.option)
    await updateProductOptionsWorkflow(container).run({ input: { selector: { id: current.option.id }, update: { title: product.option } } })
  const optionTitle = renamed ? product.option : (current.option?.title ?? product.option)

  const variantUpdates = product.variants.flatMap((variant) => {
    const existing = current.variants.get(variant.sku)
    if (!existing) return []
    ledger.record(variantField(variant.sku), variant.sku)
    const change: { id: string; title?: string; options?: Record<string, string>; prices?: ReturnType<typeof variantPrices> } = {
      id: existing.id,
    }
    if (ledger.decide(variantField(variant.sku, "title"), variant.title, existing.title))
      Object.assign(change, { title: variant.title, options: { [optionTitle]: variant.title } })
    if (ledger.decide(variantField(variant.sku, "price"), variant.price, existing.price))
      change.prices = variantPrices(variant.price, existing.otherPrices)
    return Object.keys(change).length > 1 ? [change] : []
  })
  // a variant the seed made and the seller deleted stays deleted; one new in the catalogue is made
  const newVariants = product.variants.filter(
    (variant) => !current.variants.has(variant.sku) && ledger.decide(variantField(variant.sku), variant.sku, undefined),
  )
  for (const variant of newVariants) {
    ledger.record(variantField(variant.sku, "title"), variant.title)
    ledger.record(variantField(variant.sku, "price"), variant.price)
  }

  const wrote = renamed || Object.keys(update).length > 0 || variantUpdates.length > 0 || newVariants.length > 0
  if (variantUpdates.some((change) => change.options) || newVariants.length)
    await ensureOptionValues(container, current.id, product, optionTitle)
  if (Object.keys(update).length) await updateProductsWorkflow(container).run({ input: { selector: { id: current.id }, update } })
  if (variantUpdates.length) await updateProductVariantsWorkflow(container).run({ input: { product_variants: variantUpdates } })
  // New variants go through the create workflow, which also gives them inventory items.
  if (newVariants.length) {
    await createProductVariantsWorkflow(container).run({
      input: {
        product_variants: newVariants.map((variant) => ({
          product_id: current.id,
          title: variant.title,
          sku: variant.sku,
          manage_inventory: true,
          options: { [optionTitle]: variant.title },
          prices: variantPrices(variant.price),
        })),
      },
    })
  }
  if (wrote) await stockNewVariants(container, setup, current.id, product)
  return { record: { data_hash: seedHash, images_hash: imagesHash, fields: ledger.next }, wrote }
}

/**
 * A product seeded before the seed kept its fingerprints in their own table: they move out of the
 * product's metadata, where the seller saw them in the admin. Null when there is nothing to move.
 */
export async function moveLegacySeedRecord(
  container: MedusaContainer,
  existing: { id: string; metadata?: Record<string, unknown> | null },
): Promise<SeedRecord | null> {
  const metadata = existing.metadata ?? {}
  if (typeof metadata.seed_hash !== "string") return null
  // Medusa's metadata merge deletes a key set to ""
  await container
    .resolve(Modules.PRODUCT)
    .updateProducts(existing.id, { metadata: Object.fromEntries(LEGACY_SEED_KEYS.map((key) => [key, ""])) })
  const texts = metadata.seed_texts
  return {
    data_hash: metadata.seed_hash,
    images_hash: typeof metadata.seed_images_hash === "string" ? metadata.seed_images_hash : "",
    // an earlier seed wrote the texts' fingerprints (strings by metadata key) under this key
    fields:
      typeof texts === "object" && texts !== null
        ? Object.fromEntries(Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === "string"))
        : {},
  }
}

/** Adds the values that new or renamed variants need to the product's option (`optionTitle`, as the product has it now). */
async function ensureOptionValues(container: MedusaContainer, productId: string, product: CatalogueProduct, optionTitle: string) {
  const productModule = container.resolve(Modules.PRODUCT)
  const { options } = await productModule.retrieveProduct(productId, { relations: ["options", "options.values"] })
  const option = (options ?? []).find((candidate) => candidate.title === optionTitle)
  if (!option) throw new Error(`Product ${product.handle} has no ${optionTitle} option`)
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
async function stockNewVariants(container: MedusaContainer, setup: CommerceSetup, productId: string, product: CatalogueProduct) {
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
    (variant.inventory_items ?? []).flatMap((item) =>
      item?.inventory && (!item.inventory.title || item.inventory.title === variant.title)
        ? [{ id: item.inventory_item_id, title: `${product.title} ${variant.title}` }]
        : [],
    ),
  )
  if (renamed.length) await container.resolve(Modules.INVENTORY).updateInventoryItems(renamed)
  const stockBySku = new Map(product.variants.map((variant) => [variant.sku, variant.stock]))
  const levels = variants.flatMap((variant) =>
    (variant.inventory_items ?? []).flatMap((item) => {
      const locations = item?.inventory?.location_levels ?? []
      if (!item || locations.some((level) => level?.location_id === setup.stockLocationId)) return []
      return [
        {
          inventory_item_id: item.inventory_item_id,
          location_id: setup.stockLocationId,
          stocked_quantity: stockBySku.get(variant.sku ?? "") ?? 0,
        },
      ]
    }),
  )
  if (levels.length) {
    await createInventoryLevelsWorkflow(container).run({ input: { inventory_levels: levels } })
  }
}
