import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { StoreUpdateCartType } from "@medusajs/medusa/api/store/carts/validators"

function shippingCountry(body: StoreUpdateCartType | undefined): string | undefined {
  const country_code = body?.shipping_address?.country_code
  return typeof country_code === "string" && country_code ? country_code.toLowerCase() : undefined
}

/**
 * A cart's region is the region of its shipping country. Medusa refuses an address outside the
 * cart's region unless the same update names the new region; here an address sent without a region
 * (or before it) names it, so the cart moves whichever order the storefront sends them in. A country
 * of no region is left to Medusa, which refuses it; a region sent with the address is kept as sent.
 */
export async function moveCartToRegionOfAddress(
  req: MedusaRequest<StoreUpdateCartType | undefined>,
  _res: MedusaResponse,
  next: MedusaNextFunction,
) {
  // Medusa's own middleware of this route has validated the body already: the route reads validatedBody
  const update = req.validatedBody
  const country = shippingCountry(update)
  if (!update || !country || update.region_id) return next()
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const [{ data: carts }, { data: regions }] = await Promise.all([
    query.graph({ entity: "cart", fields: ["id", "region_id"], filters: { id: req.params.id } }),
    query.graph({ entity: "region", fields: ["id", "countries.iso_2"] }),
  ])
  const regionOfCountry = regions.find((region) => region.countries?.some((candidate) => candidate?.iso_2 === country))
  if (carts[0] && regionOfCountry && regionOfCountry.id !== carts[0].region_id) update.region_id = regionOfCountry.id
  next()
}
