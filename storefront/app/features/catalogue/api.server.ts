import type { HttpTypes } from "@medusajs/types"
import { serverStore } from "~/lib/medusa.server"
import { storeRequest } from "~/lib/store-client"
import { fetchPriceReductions } from "./price-references"
import { catalogueQuery, toCatalogueProduct, variantIdsOf, type CatalogueProduct } from "./product"

/**
 * The whole catalogue with the default region's prices, in a language (its translations, English where
 * the seller has none). It is small (a few dozen products at most).
 */
export async function loadCatalogue(locale: string): Promise<CatalogueProduct[]> {
  const { target, connection } = await serverStore()
  const inLanguage = { ...target, locale }
  const { products } = await storeRequest<HttpTypes.StoreProductListResponse>(inLanguage, "/store/products", {
    query: catalogueQuery(connection.regionId),
  })
  const reductions = await fetchPriceReductions(inLanguage, connection.regionId, variantIdsOf(products))
  return products.map((product) => toCatalogueProduct(product, reductions))
}

/** The catalogue, or null when the backend cannot be reached (the page then shows its failure text). */
export async function loadCatalogueOrNull(locale: string): Promise<CatalogueProduct[] | null> {
  try {
    return await loadCatalogue(locale)
  } catch (error) {
    console.error("Failed to load products:", error instanceof Error ? error.message : error)
    return null
  }
}
