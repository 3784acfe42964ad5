import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { TEST_PAYMENT_PROVIDER_ID } from "../../lib/payment-providers"
import { orderPaymentFields } from "./query-config"
import { capturePaymentsStep } from "./steps/capture-payments"

/**
 * The test payment stands for a payment that succeeded: its order is paid at once, as a Stripe
 * Checkout order is (Checkout captures when the shopper pays). Medusa's system provider only
 * authorizes, so the order's uncaptured test payment is captured here.
 */
export const captureTestPaymentWorkflow = createWorkflow("capture-test-payment", (input: { order_id: string }) => {
  const { data: orders } = useQueryGraphStep({
    entity: "order",
    fields: [...orderPaymentFields],
    filters: { id: input.order_id },
  })
  const uncaptured = transform({ orders }, ({ orders }) => ({
    payment_ids: (orders[0]?.payment_collections ?? [])
      .flatMap((collection) => collection?.payments ?? [])
      .filter((payment) => payment?.provider_id === TEST_PAYMENT_PROVIDER_ID && !payment.captured_at)
      .flatMap((payment) => (payment ? [payment.id] : [])),
  }))
  return new WorkflowResponse(capturePaymentsStep(uncaptured))
})
