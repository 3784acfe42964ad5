import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { isSubscriptionLine, isSubscriptionProduct, withSubscriptionMark } from "../../../lib/subscription-products"
import { isJsonObject } from "../../../lib/json-object"

type Body = Record<string, unknown>

const isObject = (value: unknown): value is Body => isJsonObject(value)
const metadataOf = (line: Body) => (isObject(line.metadata) ? line.metadata : null)

/** The variants (of those given) whose product is sold as a subscription now. */
async function subscriptionVariants(req: MedusaRequest, variantIds: string[]): Promise<Set<string>> {
  if (!variantIds.length) return new Set()
  const { data } = await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "product_variant",
    fields: ["id", "product.metadata"],
    filters: { id: variantIds },
  })
  return new Set(data.filter((variant) => isSubscriptionProduct(variant.product?.metadata)).map((variant) => variant.id))
}

/**
 * Records on each line added (a new cart's items, or one line) whether it is bought as a
 * subscription: its metadata's mark, from the product's switch now. Medusa copies a line's metadata
 * to the order line, and only marked lines ever start a subscription, so a product switched later
 * changes new purchases only. A mark the shopper sent is replaced. Runs after Medusa's own
 * validation of these routes, on the body it validated (what its route reads).
 */
export async function recordSubscriptionLines(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const body: unknown = req.validatedBody
  if (!isObject(body)) return next()
  const lines: Body[] = Array.isArray(body.items) ? body.items.filter(isObject) : "variant_id" in body ? [body] : []
  const variantIds = [...new Set(lines.map((line) => line.variant_id).filter((id): id is string => typeof id === "string"))]
  if (!variantIds.length) return next()
  try {
    const subscription = await subscriptionVariants(req, variantIds)
    for (const line of lines) {
      line.metadata = withSubscriptionMark(metadataOf(line), typeof line.variant_id === "string" && subscription.has(line.variant_id))
    }
    next()
  } catch (error) {
    next(error)
  }
}

/**
 * A line's metadata sent with a quantity change replaces the stored one (Medusa's update): the
 * line keeps the mark it was bought with, whatever the shopper sends.
 */
export async function keepSubscriptionMark(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const body: unknown = req.validatedBody
  if (!isObject(body) || !("metadata" in body)) return next()
  try {
    const [line] = await req.scope
      .resolve(Modules.CART)
      .listLineItems({ id: req.params.line_id, cart_id: req.params.id }, { select: ["id", "metadata"] })
    // an unknown line is left to Medusa's own 404
    if (line) body.metadata = withSubscriptionMark(metadataOf(body), isSubscriptionLine(line.metadata))
    next()
  } catch (error) {
    next(error)
  }
}
