import { serverStore } from "~/lib/medusa.server"
import { fetchPriceReductions } from "./price-references"
import { catalogueQuery, toCatalogueProduct, variantIdsOf, type CatalogueProduct } from "./product"

/** The whole catalogue with the default region's prices. It is small (a few dozen products at most). */
export async function loadCatalogue(): Promise<CatalogueProduct[]> {
  const { sdk, connection } = await serverStore()
  const { products } = await sdk.store.product.list(catalogueQuery(connection.regionId))
  const reductions = await fetchPriceReductions(sdk, connection.regionId, variantIdsOf(products))
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
