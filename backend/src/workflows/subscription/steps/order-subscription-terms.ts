import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { SubscriptionTermsData } from "../../../modules/email-notification/templates/subscription-terms"
import { deliveryTotal, renewalPriceOf, subscriptions } from "../subscriptions"
import { linkUrl } from "../../../lib/shop-links"

/** The subscription an order started or renewed and its terms as its e-mails state them; undefined for other orders. */
export async function orderSubscriptionTerms(container: MedusaContainer, orderId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: ["id", "subscription.id"], filters: { id: orderId } })
  const subscriptionId = data[0]?.subscription?.id
  if (!subscriptionId) return undefined
  const [subscription] = await subscriptions(container).listSubscriptions({ id: subscriptionId })
  if (!subscription) return undefined
  const terms: SubscriptionTermsData = {
    renewal: subscription.origin_order_id !== orderId,
    per_delivery: deliveryTotal(subscription),
    price: renewalPriceOf(subscription),
    next_renewal_at: subscription.next_renewal_at ? new Date(subscription.next_renewal_at).toISOString() : null,
    manage_url: linkUrl("subscription-management", { subscription_id: subscription.id }),
  }
  return { subscription_id: subscription.id, terms }
}

/** The subscription an order started or renewed, as its e-mail states it; undefined for other orders. */
export const orderSubscriptionTermsStep = createStep(
  "order-subscription-terms",
  async ({ order_id }: { order_id: string }, { container }) => {
    return new StepResponse<SubscriptionTermsData | undefined>((await orderSubscriptionTerms(container, order_id))?.terms)
  },
)
