import type { HttpTypes } from "@medusajs/types"
import { serverStore } from "~/lib/medusa.server"
import { storeRequest } from "~/lib/store-client"
import { fetchPriceReductions } from "./price-references"
import { catalogueQuery, toCatalogueProduct, variantIdsOf, type CatalogueProduct } from "./product"

/** The whole catalogue with the default region's prices. It is small (a few dozen products at most). */
export async function loadCatalogue(): Promise<CatalogueProduct[]> {
  const { target, connection } = await serverStore()
  const { products } = await storeRequest<HttpTypes.StoreProductListResponse>(target, "/store/products", {
    query: catalogueQuery(connection.regionId),
  })
  const reductions = await fetchPriceReductions(target, connection.regionId, variantIdsOf(products))
  return products.map((product) => toCatalogueProduct(product, reductions))
}

/** The catalogue, or null when the backend cannot be reached (the page then shows its failure text). */
export async function loadCatalogueOrNull(): Promise<CatalogueProduct[] | null> {
  try {
    return await loadCatalogue()
  } catch (error) {
    console.error("Failed to load products:", error instanceof Error ? error.message : error)
    return null
  }
}
