import crypto from "node:crypto"
import path from "node:path"
import { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  createInventoryLevelsWorkflow,
  createProductVariantsWorkflow,
  createProductsWorkflow,
  setProductProductOptionsWorkflow,
  updateProductsWorkflow,
  uploadFilesWorkflow,
} from "@medusajs/medusa/core-flows"
import { CURRENCY } from "../shop-constants"
import type { CommerceSetup } from "./commerce-setup"
import { CatalogueProduct, imagesFingerprint, readImage } from "./catalogue-data"

/**
 * Creating and updating one catalogue product: its images, variants by weight, prices and the
 * stock of new variants (a re-seed never overwrites what has been sold).
 */

const WEIGHT_OPTION = "Weight"
/** The catalogue's picture files by extension (seed/images). */
const IMAGE_TYPES: Record<string, string> = { jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png", webp: "image/webp", avif: "image/avif", svg: "image/svg+xml" }

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

/**
 * What a seller changes in the admin: the product texts (the "Product texts" widget) and whether it
 * is sold as a subscription (the "Subscription" widget). The seed keeps a fingerprint of each value
 * it wrote (module catalogue-seed); a value that no longer matches its fingerprint was changed by
 * the seller, and a re-seed keeps it.
 */
export const SELLER_TEXT_KEYS = ["benefits", "usage", "how_to_use", "important_info", "subscription"] as const
type SellerTextKey = (typeof SELLER_TEXT_KEYS)[number]
export type TextFingerprints = Partial<Record<SellerTextKey, string>>

export const textFingerprint = (value: unknown) => crypto.createHash("sha256").update(JSON.stringify(value ?? null)).digest("hex").slice(0, 16)

/** What the seed wrote last time, as far as writing again needs it. */
export type SeedRecord = { data_hash: string; images_hash: string; texts: TextFingerprints }

/** The keys a shop seeded before the catalogue-seed module kept the seed's fingerprints in. */
export const LEGACY_SEED_KEYS = ["seed_hash", "seed_images_hash", "seed_texts"] as const

/** The texts to write: the seed's, except those the seller edited since the seed last wrote them. */
function productTexts(product: CatalogueProduct, current?: Record<string, unknown> | null, written: TextFingerprints = {}) {
  const texts: Record<string, unknown> = {}
  const fingerprints: TextFingerprints = {}
  for (const key of SELLER_TEXT_KEYS) {
    const writtenFingerprint = written[key]
    const editedBySeller = current != null && key in current && writtenFingerprint !== undefined && textFingerprint(current[key]) !== writtenFingerprint
    texts[key] = editedBySeller ? current[key] : product[key]
    fingerprints[key] = editedBySeller ? writtenFingerprint : textFingerprint(product[key])
  }
  return { texts, fingerprints }
}

function productFields(product: CatalogueProduct, categoryId: string, texts: Record<string, unknown>) {
  return {
    title: product.title,
    subtitle: product.subtitle,
    description: product.description,
    handle: product.handle,
    status: "published" as const,
    category_ids: [categoryId],
    // Medusa merges a product's metadata: what else the seller keeps there stays
    metadata: { badge: product.badge, ...texts },
  }
}

const variantPrices = (price: number) => [{ currency_code: CURRENCY, amount: price }]

/** Creates the product; answers what the seed wrote. */
export async function createProduct(
  container: MedusaContainer,
  setup: CommerceSetup,
  product: CatalogueProduct,
  categoryId: string,
  seedHash: string
): Promise<SeedRecord> {
  const images = await uploadImages(container, product)
  const { texts, fingerprints } = productTexts(product)
  const { result } = await createProductsWorkflow(container).run({
    input: {
      products: [
        {
          ...productFields(product, categoryId, texts),
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
  return { data_hash: seedHash, images_hash: imagesFingerprint(product), texts: fingerprints }
}

/** Updates the product from the catalogue, keeping the seller's edited texts; answers what the seed wrote. */
export async function updateProduct(
  container: MedusaContainer,
  setup: CommerceSetup,
  product: CatalogueProduct,
  categoryId: string,
  seedHash: string,
  existing: { id: string; metadata?: Record<string, unknown> | null; variants?: { id: string; sku?: string | null }[] | null },
  seeded: SeedRecord | null
): Promise<SeedRecord> {
  const imagesHash = imagesFingerprint(product)
  const images = seeded?.images_hash === imagesHash ? undefined : await uploadImages(container, product)
  const { texts, fingerprints } = productTexts(product, existing.metadata, seeded?.texts)
  const variantIdBySku = new Map((existing.variants ?? []).map((variant) => [variant.sku, variant.id]))
  await ensureWeightValues(container, existing.id, product)
  await updateProductsWorkflow(container).run({
    input: {
      products: [
        {
          id: existing.id,
          ...productFields(product, categoryId, texts),
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
  return { data_hash: seedHash, images_hash: imagesHash, texts: fingerprints }
}

/**
 * A product seeded before the seed kept its fingerprints in their own table: they move out of the
 * product's metadata, where the seller saw them in the admin. Null when there is nothing to move.
 */
export async function moveLegacySeedRecord(container: MedusaContainer, existing: { id: string; metadata?: Record<string, unknown> | null }): Promise<SeedRecord | null> {
  const metadata = existing.metadata ?? {}
  if (typeof metadata.seed_hash !== "string") return null
  // Medusa's metadata merge deletes a key set to ""
  await container.resolve(Modules.PRODUCT).updateProducts(existing.id, { metadata: Object.fromEntries(LEGACY_SEED_KEYS.map((key) => [key, ""])) })
  return {
    data_hash: metadata.seed_hash,
    images_hash: typeof metadata.seed_images_hash === "string" ? metadata.seed_images_hash : "",
    // product metadata is loose JSON; an earlier seed wrote TextFingerprints under this key
    texts: (metadata.seed_texts ?? {}) as TextFingerprints,
  }
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
    (variant.inventory_items ?? []).flatMap((item) =>
      item?.inventory && (!item.inventory.title || item.inventory.title === variant.title)
        ? [{ id: item.inventory_item_id, title: `${product.title} ${variant.title}` }]
        : []
    )
  )
  if (renamed.length) await container.resolve(Modules.INVENTORY).updateInventoryItems(renamed)
  const stockBySku = new Map(product.variants.map((variant) => [variant.sku, variant.stock]))
  const levels = variants.flatMap((variant) =>
    (variant.inventory_items ?? []).flatMap((item) => {
      const locations = item?.inventory?.location_levels ?? []
      if (!item || locations.some((level) => level?.location_id === setup.stockLocationId)) return []
      return [{ inventory_item_id: item.inventory_item_id, location_id: setup.stockLocationId, stocked_quantity: stockBySku.get(variant.sku ?? "") ?? 0 }]
    })
  )
  if (levels.length) {
    await createInventoryLevelsWorkflow(container).run({ input: { inventory_levels: levels } })
  }
}
