import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import { ABOVE_LINE_LIMIT, MAX_LINE_QUANTITY } from "../lib/shop-constants"

/**
 * Cart quantities are whole units. Medusa's own validators accept any number above 0 (1.5, 1e12):
 * these checks run before them and refuse what a shop cannot sell. Other fields are left to Medusa.
 * Adding to a line the cart already holds is checked under the cart's lock (hooks/add-to-cart.ts).
 */
const aboveLimit = ABOVE_LINE_LIMIT

const units = (min: number) =>
  z
    .number({ error: "quantity must be a number" })
    .int("quantity must be a whole number")
    .min(min, `quantity must be at least ${min}`)
    .max(MAX_LINE_QUANTITY, aboveLimit)

const NewLine = z.object({ quantity: units(1) }).passthrough()
// Medusa merges lines of the same variant: the limit holds for their sum
const CartLines = z
  .object({ items: z.array(NewLine).optional() })
  .passthrough()
  .refine(
    ({ items = [] }) => {
      const perVariant = new Map<unknown, number>()
      for (const item of items) perVariant.set(item.variant_id, (perVariant.get(item.variant_id) ?? 0) + item.quantity)
      return [...perVariant.values()].every((quantity) => quantity <= MAX_LINE_QUANTITY)
    },
    { message: aboveLimit },
  )
// 0 is Medusa's way to remove a line
const LineUpdate = z.object({ quantity: units(0) }).passthrough()

function refuseUnless(schema: z.ZodType) {
  return function checkQuantities(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
    const body = req.body
    // A body that is not a JSON object is left to Medusa's validator, which refuses it.
    if (typeof body !== "object" || body === null || Array.isArray(body)) return next()
    const parsed = schema.safeParse(body)
    if (!parsed.success) return next(new MedusaError(MedusaError.Types.INVALID_DATA, parsed.error.issues[0].message))
    next()
  }
}

export const guardNewCartQuantities = refuseUnless(CartLines)
export const guardNewLineQuantity = refuseUnless(NewLine)
export const guardLineQuantityUpdate = refuseUnless(LineUpdate)

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
