import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { StoreUpdateCartType } from "@medusajs/medusa/api/store/carts/validators"
import { checkedLocale, storeLocaleOf } from "../../../lib/shop-locales"

/**
 * A cart's language, which Medusa carries to its order (the order's e-mails and documents are in
 * it): the `locale` the cart is sent with, checked against the store's languages (a 400 names
 * them), else the request's language (`?locale=`, `x-medusa-locale`: the page's) when the store has
 * it. Medusa takes any text there; a request in none of the store's languages (a store whose seller
 * removed one, the translation feature off) leaves the cart's as it is.
 */
export async function setCartLocale(req: MedusaRequest<StoreUpdateCartType | undefined>, _res: MedusaResponse, next: MedusaNextFunction) {
  // Medusa's own middleware of these routes has validated the body already: the route reads validatedBody
  const body = req.validatedBody
  if (!body) return next()
  try {
    if (body.locale) body.locale = await checkedLocale(req.scope, body.locale)
    else if (req.locale) {
      const pageLocale = await storeLocaleOf(req.scope, req.locale)
      if (pageLocale) body.locale = pageLocale
    }
  } catch (error) {
    return next(error)
  }
  next()
}
