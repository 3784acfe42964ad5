import { categoryTitleKey } from "~/lib/shop"
import { FBT_MAX_PRODUCTS, FBT_PRICE_RANGE } from "~/lib/constants"
import { productPrice, type CatalogueProduct, type CategoryHandle } from "./product"

export type ProductType = "all" | "one-time" | "subscription"
export type SortOrder = "default" | "price-asc" | "price-desc" | "top-rated"

export type ListingFilters = {
  type: ProductType
  category: CategoryHandle | null
  search: string
}

export const SORT_OPTIONS: ReadonlyArray<{ value: SortOrder; label: string }> = [
  { value: "default", label: "Default" },
  { value: "price-asc", label: "Price: Low to High" },
  { value: "price-desc", label: "Price: High to Low" },
  { value: "top-rated", label: "Top Rated" },
]

/** The listing's sort order, kept in the URL (?sort=price-asc) so a reload, a shared link and Back keep it; anything else is "default". */
export function parseSortOrder(params: URLSearchParams): SortOrder {
  const sort = params.get("sort")
  return SORT_OPTIONS.find((option) => option.value === sort)?.value ?? "default"
}

/** Reads the listing's query parameters; unknown values mean "all". */
export function parseListingFilters(params: URLSearchParams): ListingFilters {
  const type = params.get("type")
  const category = params.get("category")
  return {
    type: type === "one-time" || type === "subscription" ? type : "all",
    category: category === "shilajit" || category === "essentials" ? category : null,
    search: params.get("search") ?? "",
  }
}

/** The message (storefront/app/i18n/messages) of the listing's title: its category's, the subscriptions' or all products'. */
export function listingTitleKey(filters: ListingFilters): string {
  if (filters.category) return categoryTitleKey[filters.category]
  if (filters.type === "subscription") return "products.menu.subscriptions"
  return "products.menu.ours"
}

export function filterProducts(products: CatalogueProduct[], filters: ListingFilters): CatalogueProduct[] {
  const words = filters.search.trim().toLowerCase().split(/\s+/).filter(Boolean)
  return products.filter((product) => {
    if (filters.type === "subscription" && !product.isSubscription) return false
    if (filters.type === "one-time" && product.isSubscription) return false
    if (filters.category && product.category !== filters.category) return false
    const text = `${product.title} ${product.subtitle}`.toLowerCase()
    return words.every((word) => text.includes(word))
  })
}

/**
 * Sorted copy; ties keep the catalogue order. Top Rated: highest real average first, more reviews
 * first on equal averages, products without approved reviews last.
 */
export function sortProducts(products: CatalogueProduct[], order: SortOrder): CatalogueProduct[] {
  const sorted = [...products]
  if (order === "price-asc") sorted.sort((a, b) => productPrice(a) - productPrice(b))
  if (order === "price-desc") sorted.sort((a, b) => productPrice(b) - productPrice(a))
  if (order === "top-rated") {
    sorted.sort((a, b) => (b.rating?.average ?? 0) - (a.rating?.average ?? 0) || (b.rating?.count ?? 0) - (a.rating?.count ?? 0))
  }
  return sorted
}

/**
 * Frequently Bought Together: other products of the same category priced within the range around
 * this product's price, nearest price first, at most FBT_MAX_PRODUCTS.
 */
export function frequentlyBoughtTogether(product: CatalogueProduct, catalogue: CatalogueProduct[]): CatalogueProduct[] {
  const price = productPrice(product)
  return sameCategory(product, catalogue)
    .filter((other) => {
      const otherPrice = productPrice(other)
      return otherPrice >= price * FBT_PRICE_RANGE.min && otherPrice <= price * FBT_PRICE_RANGE.max
    })
    .sort((a, b) => Math.abs(productPrice(a) - price) - Math.abs(productPrice(b) - price))
    .slice(0, FBT_MAX_PRODUCTS)
}

/** You May Also Like: the other products of the same category. */
export function sameCategory(product: CatalogueProduct, catalogue: CatalogueProduct[]): CatalogueProduct[] {
  return catalogue.filter((other) => other.id !== product.id && other.category === product.category)
}
