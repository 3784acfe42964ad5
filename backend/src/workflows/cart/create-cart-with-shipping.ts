import type { CreateCartWorkflowInputDTO } from "@medusajs/framework/types"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { addShippingMethodToCartWorkflow, createCartWorkflow, listShippingOptionsForCartWorkflow } from "@medusajs/medusa/core-flows"
import { refuseNewLinesAboveStockStep } from "./steps/refuse-new-lines-above-stock"

/**
 * A shopper's first "Add to Cart": the cart, its first lines and its shipping method in one request
 * (Medusa's own POST /store/carts leaves the method to two more: list the options, set one). The
 * method is the first option serving the cart, as the storefront picks it when a cart has none;
 * Medusa re-prices it in every later change of the lines (the free-shipping threshold is a price
 * rule on the item total). Medusa's workflows run as steps, so their hooks (the cart rules) and
 * compensations hold as on Medusa's routes; the lines' stock is checked first, in the shopper's words.
 */
export const createCartWithShippingWorkflow = createWorkflow("create-cart-with-shipping", (input: CreateCartWorkflowInputDTO) => {
  refuseNewLinesAboveStockStep(input)
  const cart = createCartWorkflow.runAsStep({ input })
  const options = listShippingOptionsForCartWorkflow.runAsStep({ input: { cart_id: cart.id, is_return: false } })
  const first = transform({ options }, ({ options }) => options[0]?.id as string | undefined)
  when({ first }, ({ first }) => Boolean(first)).then(() => {
    // the condition above does not narrow `first` for the workflow's types: it is set here
    const method = transform({ cart, first }, ({ cart, first }) => ({ cart_id: cart.id, options: [{ id: first! }] }))
    addShippingMethodToCartWorkflow.runAsStep({ input: method })
  })
  return new WorkflowResponse(transform({ cart }, ({ cart }) => cart.id))
})
