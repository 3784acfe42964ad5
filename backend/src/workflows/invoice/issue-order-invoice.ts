import { createStep, createWorkflow, StepResponse, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { keptInvoice } from "./issued-documents"

/**
 * The order's invoice, issued once the order is paid and kept with its PDF. No compensation: an
 * invoice once numbered stays issued (taking its number back would leave a gap), and a later run
 * finds and answers it unchanged.
 */
export const issueInvoiceStep = createStep("issue-invoice", async ({ order_id }: { order_id: string }, { container }) => {
  return new StepResponse((await keptInvoice(container, order_id, { requirePaid: true })).document)
})

/** A paid order's invoice as issued: what the PDF and the confirmation e-mail carry. */
export const issueOrderInvoiceWorkflow = createWorkflow("issue-order-invoice", (input: { order_id: string }) => {
  return new WorkflowResponse(issueInvoiceStep({ order_id: input.order_id }))
})
