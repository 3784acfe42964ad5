import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys, OrderWorkflowEvents } from "@medusajs/framework/utils"
import { capturePaymentWorkflow } from "@medusajs/medusa/core-flows"
import { TEST_PAYMENT_PROVIDER_ID } from "../lib/payment-providers"

/**
 * The test payment stands for a payment that succeeded: its order is paid at once, as a Stripe
 * Checkout order is (Checkout captures when the shopper pays). Medusa's system provider only
 * authorizes, so the capture is done here.
 */
export default async function captureTestPayment({ event, container }: SubscriberArgs<{ id: string }>) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ["payment_collections.payments.id", "payment_collections.payments.provider_id", "payment_collections.payments.captured_at"],
    filters: { id: event.data.id },
  })
  const payments = (data[0]?.payment_collections ?? []).flatMap((collection) => collection?.payments ?? [])
  for (const payment of payments) {
    if (payment?.provider_id === TEST_PAYMENT_PROVIDER_ID && !payment.captured_at) {
      await capturePaymentWorkflow(container).run({ input: { payment_id: payment.id } })
    }
  }
}

export const config: SubscriberConfig = { event: OrderWorkflowEvents.PLACED }
