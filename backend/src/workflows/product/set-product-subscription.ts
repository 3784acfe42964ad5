import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, releaseLockStep, updateProductsWorkflow, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { MONTHLY_SUBSCRIPTION } from "../../lib/subscription-products"
import { syncSubscriptionPromotionStep } from "./steps/sync-subscription-promotion"

export type SetProductSubscriptionInput = { product_id: string; subscription: boolean }

/** One switch at a time: the promotion's product list is computed from every product's flag. */
const SUBSCRIPTION_PROMOTION_LOCK = "subscription-promotion-products"

/**
 * The seller's switch: a product sold as a monthly subscription or not. Its metadata says so (what
 * the storefront's subscription texts and the subscription module read), and the automatic
 * subscription promotion's target list follows (the discount); a failing promotion update puts the
 * metadata back. A re-seed keeps the choice (lib/seed/catalogue-products.ts).
 */
export const setProductSubscriptionWorkflow = createWorkflow("set-product-subscription", (input: SetProductSubscriptionInput) => {
  // an unknown product: 404
  useQueryGraphStep({ entity: "product", fields: ["id"], filters: { id: input.product_id }, options: { throwIfKeyNotFound: true } })
  const update = transform({ input }, ({ input }) => ({
    selector: { id: input.product_id },
    // null, not removed: the seed's fingerprint then tells the seller's choice from the catalogue's
    update: { metadata: { subscription: input.subscription ? MONTHLY_SUBSCRIPTION : null } },
  }))
  acquireLockStep({ key: SUBSCRIPTION_PROMOTION_LOCK, timeout: 30, ttl: 60 })
  updateProductsWorkflow.runAsStep({ input: update })
  const promotion = syncSubscriptionPromotionStep()
  releaseLockStep({ key: SUBSCRIPTION_PROMOTION_LOCK })
  return new WorkflowResponse({ product_id: input.product_id, subscription: input.subscription, promotion })
})
