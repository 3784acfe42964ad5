import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"

/** PostgreSQL cannot store the NUL character and rejects the whole query: refused up front, anywhere in the request. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000")
  if (depth > 20 || typeof value !== "object" || value === null) return false
  return Object.entries(value).some(([key, inner]) => key.includes("\u0000") || holdsNul(inner, depth + 1))
}

const WHOLE = /^\d{1,9}$/

/**
 * Input the database would refuse with an error, on every route: NUL characters (in the address,
 * the query, the JSON body), negative or odd paging. An address that does not decode (`%E0%A4%A`)
 * fails in Express's router before any middleware: the error handler answers it (error-handler.ts).
 */
export function refuseUnstorableInput(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  if (/%00/.test(req.originalUrl ?? req.url) || holdsNul(req.query) || holdsNul(req.params) || holdsNul(req.body)) {
    return next(new MedusaError(MedusaError.Types.INVALID_DATA, "The request holds a NUL character."))
  }
  for (const name of ["limit", "offset"]) {
    const value = req.query[name]
    if (value !== undefined && !(typeof value === "string" && WHOLE.test(value))) {
      return next(new MedusaError(MedusaError.Types.INVALID_DATA, `${name} must be a whole number, 0 or more.`))
    }
  }
  next()
}

/**
 * Medusa's payment-session route fails with a TypeError (a 500) for a payment collection that does
 * not exist: a 404 here first.
 */
export async function requirePaymentCollection(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "payment_collection", fields: ["id"], filters: { id: req.params.id } })
  if (!data.length) return next(new MedusaError(MedusaError.Types.NOT_FOUND, `Payment collection with id: ${req.params.id} was not found`))
  next()
}
