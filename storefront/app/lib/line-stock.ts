import type { HttpTypes } from "@medusajs/types"
import { skipToken, useQuery } from "@tanstack/react-query"
import { cartQueryKeys, type Cart } from "./cart"
import { storeRequest } from "./store-client"
import { useStoreConnection } from "./store-connection"

/** How many of each of the cart's variants are left, where the shop counts its stock (variant id -> units). */
export function useLineStock(cart: Cart | null | undefined) {
  const connection = useStoreConnection()
  const productIds = [...new Set((cart?.items ?? []).map((line) => line.product_id).filter((id): id is string => Boolean(id)))].sort()
  return useQuery({
    queryKey: [...cartQueryKeys.lineStock, productIds],
    queryFn: connection
      ? async () => {
          const { products } = await storeRequest<HttpTypes.StoreProductListResponse>(connection, "/store/products", {
            query: {
              id: productIds,
              limit: productIds.length,
              fields: "id,variants.id,+variants.inventory_quantity,+variants.manage_inventory,+variants.allow_backorder",
            },
          })
          const left = new Map<string, number>()
          for (const variant of products.flatMap((product) => product.variants ?? [])) {
            if (variant.manage_inventory && !variant.allow_backorder) left.set(variant.id, Math.max(0, variant.inventory_quantity ?? 0))
          }
          return left
        }
      : skipToken,
    enabled: productIds.length > 0,
    staleTime: 10_000,
  })
}
