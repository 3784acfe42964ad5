import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { DEFAULT_LOCALE, ORDER_LANGUAGE_FIELDS, orderLanguage } from "../../lib/shop-locales"

/**
 * The language of a subscription's e-mails: its first order's (lib/shop-locales.ts orderLanguage:
 * the account's language when the customer chose one since); English without that order.
 */
export async function subscriptionLanguage(container: MedusaContainer, subscription: { origin_order_id: string }): Promise<string> {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "order", fields: [...ORDER_LANGUAGE_FIELDS], filters: { id: subscription.origin_order_id } })
  const order = data[0]
  return order ? orderLanguage(order, order.customer) : DEFAULT_LOCALE
}

/** subscriptionLanguage as a step: the e-mail acknowledging a change of the subscription is in it. */
export const subscriptionLanguageStep = createStep(
  "subscription-language",
  async (subscription: { origin_order_id: string }, { container }) => new StepResponse(await subscriptionLanguage(container, subscription)),
)
