import type { HttpTypes } from "@medusajs/types"
import { isSubscriptionMetadata, productBadge } from "~/lib/subscription-terms"
import type { PriceReduction, PriceReductions } from "./price-references"

export type CategoryHandle = "shilajit" | "essentials"

export type VariantView = {
  id: string
  /** The weight (or size) the shopper chooses, e.g. "30 g". */
  title: string
  /** Tax-inclusive price in euros as Medusa calculates it for the region. */
  price: number
  /** An honest reduction of that price, as the backend allows it to be announced (null: none). */
  reduction: PriceReduction | null
  inStock: boolean
}

/** The average and count of a product's approved reviews from buyers (null: none yet). */
export type ProductRating = { average: number; count: number }

/** A Store API product with the rating the backend links to it (`*product_rating`). */
type RatedStoreProduct = HttpTypes.StoreProduct & { product_rating?: { average: number; count: number } | null }

export type CatalogueProduct = {
  id: string
  handle: string
  title: string
  subtitle: string
  description: string
  images: string[]
  badge: string | null
  /** what the seller claims of this product (metadata claims): shown as its badges, none when it has none */
  claims: string[]
  benefits: string[]
  usage: string | null
  howToUse: string[]
  importantInfo: string[]
  isSubscription: boolean
  category: CategoryHandle | "other"
  /** the name of what its variants differ by (its option's title: "Weight", "Size"...) */
  optionTitle: string | null
  variants: VariantView[]
  rating: ProductRating | null
}

/** Fields of a Store API product list call; shared by the server loaders and the browser. */
export function catalogueQuery(regionId: string) {
  return {
    region_id: regionId,
    limit: 100,
    order: "created_at",
    fields:
      // *product_rating: every product's rating comes with the list, no request per card
      "id,handle,title,subtitle,description,thumbnail,metadata,*images,*categories,*variants,*variants.calculated_price,*options,*variants.options,+variants.inventory_quantity,+variants.manage_inventory,+variants.allow_backorder,*product_rating",
  } satisfies HttpTypes.StoreProductListParams
}

/**
 * The variant a list card offers, adds and prices the product by, and the size a product page opens
 * with: the smallest size in stock; the smallest size when none is (the card then says "Sold out").
 */
export function defaultVariant(product: CatalogueProduct): VariantView | undefined {
  return product.variants.find((variant) => variant.inStock) ?? product.variants[0]
}

/** No size of the product can be bought now. */
export function isSoldOut(product: CatalogueProduct): boolean {
  return !defaultVariant(product)?.inStock
}

export function productPrice(product: CatalogueProduct): number {
  return defaultVariant(product)?.price ?? 0
}

/** The variant ids of Store API products, to ask the backend for their price reductions. */
export function variantIdsOf(products: HttpTypes.StoreProduct[]): string[] {
  return products.flatMap((product) => (product.variants ?? []).map((variant) => variant.id))
}

/** A Store API product as the storefront shows it (its photos' URLs are the backend's, absolute). */
export function toCatalogueProduct(product: RatedStoreProduct, reductions: PriceReductions = new Map()): CatalogueProduct {
  const metadata: Record<string, unknown> = product.metadata ?? {}
  const imageUrls = (product.images ?? []).map((image) => image.url).filter(Boolean)
  const images = imageUrls.length > 0 ? imageUrls : product.thumbnail ? [product.thumbnail] : []
  const categoryHandle = product.categories?.map((category) => category.handle).find(isCategoryHandle)
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    subtitle: product.subtitle ?? "",
    description: product.description ?? "",
    images,
    badge: productBadge(typeof metadata.badge === "string" && metadata.badge ? metadata.badge : null, isSubscriptionMetadata(metadata)),
    claims: stringList(metadata.claims),
    benefits: stringList(metadata.benefits),
    usage: typeof metadata.usage === "string" ? metadata.usage : null,
    howToUse: stringList(metadata.how_to_use),
    importantInfo: stringList(metadata.important_info),
    isSubscription: isSubscriptionMetadata(metadata),
    category: categoryHandle ?? "other",
    optionTitle: product.options?.[0]?.title ?? null,
    // Smallest size first: sizes are ordered by their regular price (Medusa returns them in no fixed order).
    variants: [...(product.variants ?? [])]
      .sort((a, b) => regularPrice(a) - regularPrice(b))
      .flatMap((variant) => {
        const view = toVariantView(variant, reductions.get(variant.id) ?? null)
        return view ? [view] : []
      }),
    rating: toProductRating(product.product_rating),
  }
}

function toProductRating(rating: RatedStoreProduct["product_rating"]): ProductRating | null {
  return rating && rating.count > 0 ? { average: Number(rating.average), count: rating.count } : null
}

function regularPrice(variant: HttpTypes.StoreProductVariant): number {
  const price = variant.calculated_price
  return price?.original_amount ?? price?.calculated_amount ?? 0
}

function toVariantView(variant: HttpTypes.StoreProductVariant, reduction: PriceReduction | null): VariantView | null {
  const price = variant.calculated_price
  if (price?.calculated_amount == null) return null
  const weight = variant.options?.[0]?.value
  return {
    id: variant.id,
    title: weight ?? variant.title ?? "",
    price: price.calculated_amount,
    reduction,
    inStock: !variant.manage_inventory || Boolean(variant.allow_backorder) || (variant.inventory_quantity ?? 0) > 0,
  }
}

function isCategoryHandle(handle: string | undefined): handle is CategoryHandle {
  return handle === "shilajit" || handle === "essentials"
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []
}
