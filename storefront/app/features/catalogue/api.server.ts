import { serverStore } from "~/lib/medusa.server"
import { localeHeader } from "~/lib/store-connection"
import { fetchPriceReductions } from "./price-references"
import { catalogueQuery, toCatalogueProduct, variantIdsOf, type CatalogueProduct } from "./product"

/**
 * The whole catalogue with the default region's prices, in a language (its translations, English where
 * the seller has none). It is small (a few dozen products at most).
 */
export async function loadCatalogue(locale: string): Promise<CatalogueProduct[]> {
  const { sdk, connection } = await serverStore()
  const { products } = await sdk.store.product.list(catalogueQuery(connection.regionId), localeHeader({ locale }))
  const reductions = await fetchPriceReductions(sdk, connection.regionId, variantIdsOf(products))
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
