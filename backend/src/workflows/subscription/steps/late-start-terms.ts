import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { SubscriptionStartedData } from "../../../modules/email-notification/templates/subscription-started"
import { orderSubscriptionTerms } from "./order-subscription-terms"
import { ORDER_LANGUAGE_FIELDS, orderLanguage } from "../../../lib/shop-locales"

export type LateStart = { email: string; order_id: string; subscription_id: string; data: SubscriptionStartedData }

/**
 * The terms to send for a subscription started after its order's confirmation went out without
 * them; null when the confirmation is still to come (it will carry them) or the order started none.
 */
export const lateStartTermsStep = createStep("late-subscription-start-terms", async ({ order_id }: { order_id: string }, { container }) => {
  const confirmations = await container
    .resolve(Modules.NOTIFICATION)
    .listNotifications({ resource_type: "order", template: "order-confirmation", resource_id: order_id }, { select: ["id"] })
  if (!confirmations.length) return new StepResponse<LateStart | null>(null)
  const terms = await orderSubscriptionTerms(container, order_id)
  if (!terms) return new StepResponse<LateStart | null>(null)
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "order", fields: ["id", "email", "display_id", ...ORDER_LANGUAGE_FIELDS], filters: { id: order_id } })
  const order = data[0]
  if (!order?.email) return new StepResponse<LateStart | null>(null)
  return new StepResponse<LateStart | null>({
    email: order.email,
    order_id,
    subscription_id: terms.subscription_id,
    data: { display_id: Number(order.display_id), subscription: terms.terms, locale: orderLanguage(order, order.customer) },
  })
})
