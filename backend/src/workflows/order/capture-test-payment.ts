import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { capturePaymentWorkflow, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { TEST_PAYMENT_PROVIDER_ID } from "../../lib/payment-providers"
import { orderPaymentFields } from "./query-config"

/**
 * The test payment stands for a payment that succeeded: its order is paid at once, as a Stripe
 * Checkout order is (Checkout captures when the shopper pays). Medusa's system provider only
 * authorizes, so the order's uncaptured test payment is captured here with Medusa's own capture
 * (which records it on the order). A placed order has one payment: Medusa's completion authorizes
 * the cart's one payment session. Answers the captured payment's id, or null.
 */
export const captureTestPaymentWorkflow = createWorkflow("capture-test-payment", (input: { order_id: string }) => {
  const { data: orders } = useQueryGraphStep({
    entity: "order",
    fields: [...orderPaymentFields],
    filters: { id: input.order_id },
  })
  const uncaptured = transform(
    { orders },
    ({ orders }) =>
      (orders[0]?.payment_collections ?? [])
        .flatMap((collection) => collection?.payments ?? [])
        .find((payment) => payment?.provider_id === TEST_PAYMENT_PROVIDER_ID && !payment.captured_at)?.id ?? null,
  )
  const captured = when("test-payment-uncaptured", { uncaptured }, ({ uncaptured }) => uncaptured !== null).then(() =>
    // inside this branch a payment is uncaptured: the branch's condition does not narrow its type
    capturePaymentWorkflow.runAsStep({ input: transform({ uncaptured }, ({ uncaptured }) => ({ payment_id: uncaptured! })) }),
  )
  return new WorkflowResponse(transform({ captured }, ({ captured }) => captured?.id ?? null))
})
