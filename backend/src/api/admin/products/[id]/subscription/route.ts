import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { DISCOUNT_PERCENT } from "../../../../../lib/shop-constants"
import { isSubscriptionProduct } from "../../../../../lib/subscription-products"
import { setProductSubscriptionWorkflow } from "../../../../../workflows/product/set-product-subscription"
import type { SetProductSubscription } from "../../../validators"

/** The admin's switch reads the rate from here: the 17% is written once, in shop-constants.ts. */
const answer = (productId: string, subscription: boolean) => ({ product_id: productId, subscription, discount_percent: DISCOUNT_PERCENT })

/** Whether the product is sold as a monthly subscription, and the subscription discount. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const {
    data: [product],
  } = await query.graph({ entity: "product", fields: ["id", "metadata"], filters: { id: req.params.id } }, { throwIfKeyNotFound: true })
  res.json(answer(product.id, isSubscriptionProduct(product.metadata)))
}

/** Switches it: `{ subscription: true | false }`; the discount and the storefront follow. */
export async function POST(req: MedusaRequest<SetProductSubscription>, res: MedusaResponse) {
  const { result } = await setProductSubscriptionWorkflow(req.scope).run({
    input: { product_id: req.params.id, subscription: req.validatedBody.subscription },
  })
  res.json(answer(result.product_id, result.subscription))
}
