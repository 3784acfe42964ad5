import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { StoreUpdateCartType } from "@medusajs/medusa/api/store/carts/validators"
import { checkedLocale } from "../../../lib/shop-locales"

/**
 * A cart's language, which Medusa carries to its order (the order's e-mails and documents are in
 * it): the `locale` the storefront sends with the cart, else the request's language (`?locale=`,
 * `x-medusa-locale`), checked against the store's languages (a 400 names them). Medusa takes any
 * text there; a request in no language leaves the cart's as it is.
 */
export async function setCartLocale(req: MedusaRequest<StoreUpdateCartType | undefined>, _res: MedusaResponse, next: MedusaNextFunction) {
  // Medusa's own middleware of these routes has validated the body already: the route reads validatedBody
  const body = req.validatedBody
  if (!body) return next()
  const asked = body.locale ?? req.locale
  try {
    if (asked) body.locale = await checkedLocale(req.scope, asked)
  } catch (error) {
    return next(error)
  }
  next()
}
