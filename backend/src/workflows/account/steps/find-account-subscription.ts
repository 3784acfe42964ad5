import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { subscriptions } from "../../subscription/subscriptions"
import { linkToken } from "../../../lib/shop-links"

export const ACCOUNT_SUBSCRIPTION_NOT_FOUND = "This subscription is not in your account."

/**
 * A subscription of the signed-in customer (started by an order in the account), as the link its
 * e-mails carry: the account acts on it as that link does. Anyone else's answers 404.
 */
export const findAccountSubscriptionStep = createStep(
  "find-account-subscription",
  async ({ customer_id, subscription_id }: { customer_id: string; subscription_id: string }, { container }) => {
    const [subscription] = await subscriptions(container).listSubscriptions({ id: subscription_id }, { select: ["id", "origin_order_id"] })
    if (!subscription) throw new MedusaError(MedusaError.Types.NOT_FOUND, ACCOUNT_SUBSCRIPTION_NOT_FOUND)
    const { data: orders } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "order",
      fields: ["id"],
      filters: { id: subscription.origin_order_id, customer_id },
    })
    if (!orders.length) throw new MedusaError(MedusaError.Types.NOT_FOUND, ACCOUNT_SUBSCRIPTION_NOT_FOUND)
    return new StepResponse({ token: linkToken("subscription-management", { subscription_id: subscription.id }) })
  },
)
