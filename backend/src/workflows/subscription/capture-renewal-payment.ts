import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  authorizePaymentSessionStep,
  capturePaymentWorkflow,
  createPaymentSessionsWorkflow,
  useQueryGraphStep,
} from "@medusajs/medusa/core-flows"

export type CaptureRenewalPaymentInput = {
  payment_collection_id: string
  provider_id: string
  /** what the provider needs to find the money taken: nothing for the test payment, the paid invoice for Stripe */
  data: Record<string, unknown>
}

/**
 * A renewal order's payment, captured: Medusa's markPaymentCollectionAsPaid, with the provider's
 * data passed on, so a renewal Stripe charged is recorded as Stripe's payment of its invoice (the
 * provider checks with Stripe that the invoice is paid) instead of a test payment.
 */
export const captureRenewalPaymentWorkflow = createWorkflow("capture-renewal-payment", (input: CaptureRenewalPaymentInput) => {
  const { data: collection } = useQueryGraphStep({
    entity: "payment_collection",
    filters: { id: input.payment_collection_id },
    fields: ["id", "amount"],
    options: { throwIfKeyNotFound: true, isList: false },
  }).config({ name: "renewal-payment-collection" })
  const session = createPaymentSessionsWorkflow.runAsStep({
    input: { payment_collection_id: input.payment_collection_id, provider_id: input.provider_id, data: input.data, context: {} },
  })
  const payment = authorizePaymentSessionStep({ id: session.id })
  capturePaymentWorkflow.runAsStep({ input: { payment_id: payment.id, amount: collection.amount } })
  return new WorkflowResponse(payment)
})
