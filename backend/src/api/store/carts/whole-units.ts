import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { isJsonObject } from "../../../lib/json-object"

/** A quantity a cart can hold: a whole number a JavaScript number keeps exactly (1e308 is none). */
const isWholeUnits = (quantity: unknown) => quantity === undefined || Number.isSafeInteger(quantity)

/**
 * Cart quantities are whole units: input hygiene, on the body Medusa's validator of the route has
 * checked already (a number, above 0 for a new line, 0 or more for a line's change: Medusa's
 * middlewares of a route run before the shop's, see api/middlewares.ts), which takes 1.5 too. How
 * many units a line may hold is the shop's rule, checked in the cart workflows' validate hooks
 * (workflows/hooks/cart-line-rules.ts).
 */
export function refuseFractionalQuantities(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const body: unknown = req.validatedBody
  if (!isJsonObject(body)) return next()
  const items = Array.isArray(body.items) ? body.items.filter(isJsonObject) : []
  const quantities = [body.quantity, ...items.map((item) => item.quantity)]
  if (quantities.every(isWholeUnits)) return next()
  next(new MedusaError(MedusaError.Types.INVALID_DATA, "quantity must be a whole number"))
}
