import type { HttpTypes } from "@medusajs/types"
import { useQuery } from "@tanstack/react-query"
import { storeRequest } from "~/lib/store-client"
import { useStoreConnection } from "~/lib/store-connection"
import { fetchPriceReductions } from "./price-references"
import { catalogueQuery, toCatalogueProduct, variantIdsOf, type CatalogueProduct } from "./product"

const FRESH_FOR_MS = 5 * 60_000

/**
 * The catalogue, hydrated from the route loader's server-rendered copy and refreshed in the browser
 * once it is older than FRESH_FOR_MS. `initial` is null when the server could not load it.
 */
export function useCatalogue(initial: CatalogueProduct[] | null) {
  const connection = useStoreConnection()
  return useQuery({
    queryKey: ["catalogue", connection?.regionId, connection?.locale],
    queryFn: async () => {
      if (!connection) throw new Error("No Store API connection")
      const { products } = await storeRequest<HttpTypes.StoreProductListResponse>(connection, "/store/products", {
        query: catalogueQuery(connection.regionId),
      })
      const reductions = await fetchPriceReductions(connection, connection.regionId, variantIdsOf(products))
      return products.map((product) => toCatalogueProduct(product, reductions))
    },
    initialData: initial ?? undefined,
    initialDataUpdatedAt: Date.now(),
    staleTime: FRESH_FOR_MS,
    enabled: initial !== null && connection !== null,
  })
}
