import type { HttpTypes } from "@medusajs/types"
import type { AppLoadContext } from "react-router"
import { callForShopper } from "./form.server"

/**
 * The shop's regions with their countries, read for the shopper whose request this is: the
 * checkout's details put the cart in the region of the country chosen, the account offers a
 * subscription's region's countries for its deliveries.
 */
export function readRegions(request: Request, context: AppLoadContext) {
  return callForShopper<HttpTypes.StoreRegionListResponse>(request, context, "/store/regions", {
    query: { fields: "id,*countries", limit: "100" },
  })
}
