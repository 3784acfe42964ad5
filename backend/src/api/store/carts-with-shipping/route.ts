import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { CreateCartWorkflowInputDTO } from "@medusajs/framework/types"
import { refetchCart } from "@medusajs/medusa/api/store/carts/helpers"
import type { StoreCreateCartType } from "@medusajs/medusa/api/store/carts/validators"
import { createCartWithShippingWorkflow } from "../../../workflows/cart/create-cart-with-shipping"

/**
 * POST /store/carts with the shipping method put on: the storefront's first "Add to Cart" in one
 * request. Medusa's route replicated (as Medusa's docs advise over overriding it), with its body,
 * query and publishable-key middlewares (middlewares.ts) and the shop's cart rules as on it.
 */
export async function POST(req: AuthenticatedMedusaRequest<StoreCreateCartType>, res: MedusaResponse) {
  // as Medusa's own route passes it: its validator's type allows null where the workflow's DTO says
  // undefined ("none"), which the workflow takes alike
  const input = { ...req.validatedBody, customer_id: req.auth_context?.actor_id } as CreateCartWorkflowInputDTO
  const { result } = await createCartWithShippingWorkflow(req.scope).run({ input })
  res.status(200).json({ cart: await refetchCart(result, req.scope, req.queryConfig.fields) })
}
