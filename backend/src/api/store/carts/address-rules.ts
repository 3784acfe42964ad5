import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { StoreCreateCartType, StoreUpdateCartType } from "@medusajs/medusa/api/store/carts/validators"
import { addressProblems, normalizePostalCode, regionCode } from "order-summary/addresses"

/**
 * A cart's shipping address as its country writes it (the rules of order-summary/addresses, which the
 * checkout form applies too): a postal code of the country's form, a state or province where the
 * country needs one. An address with a street is one to ship to and must be whole; the country alone
 * (a new cart, priced before checkout) is checked for what it gives. The postal code is kept in
 * capitals and the subdivision as its ISO 3166-2 code, as Medusa's tax regions name it.
 */
export function checkShippingAddress(
  req: MedusaRequest<StoreCreateCartType | StoreUpdateCartType | undefined>,
  _res: MedusaResponse,
  next: MedusaNextFunction,
) {
  // Medusa's own middleware of these routes has validated the body already: the route reads validatedBody
  const sent = req.validatedBody?.shipping_address
  if (!sent || typeof sent !== "object") return next()
  const problems = addressProblems(sent, { complete: Boolean(sent.address_1) })
  const messages = Object.values(problems)
  if (messages.length) return next(new MedusaError(MedusaError.Types.INVALID_DATA, `Shipping address: ${messages.join(" ")}`))
  if (sent.postal_code) sent.postal_code = normalizePostalCode(sent.postal_code)
  if (sent.province) sent.province = regionCode(sent.country_code, sent.province) ?? sent.province
  next()
}
