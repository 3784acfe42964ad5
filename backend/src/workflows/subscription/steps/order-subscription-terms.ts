import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Maybe } from "../../../lib/queried"
import { subscriptionManageUrl } from "../../../lib/subscription-token"
import type { SubscriptionTermsData } from "../../../modules/email-notification/templates/subscription-terms"
import { deliveryTotal, renewalPriceOf, subscriptions } from "../subscriptions"

/** The subscription an order started or renewed, as its e-mail states it; undefined for other orders. */
export const orderSubscriptionTermsStep = createStep("order-subscription-terms", async ({ order_id }: { order_id: string }, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: ["id", "subscription.id"], filters: { id: order_id } })
  const subscriptionId = (data[0] as { subscription?: Maybe<{ id: string }> } | undefined)?.subscription?.id
  if (!subscriptionId) return new StepResponse<SubscriptionTermsData | undefined>(undefined)
  const [subscription] = await subscriptions(container).listSubscriptions({ id: subscriptionId })
  if (!subscription) return new StepResponse<SubscriptionTermsData | undefined>(undefined)
  return new StepResponse<SubscriptionTermsData | undefined>({
    renewal: subscription.origin_order_id !== order_id,
    per_delivery: deliveryTotal(subscription),
    price: renewalPriceOf(subscription),
    next_renewal_at: subscription.next_renewal_at ? new Date(subscription.next_renewal_at).toISOString() : null,
    manage_url: subscriptionManageUrl(subscription.id),
  })
})
