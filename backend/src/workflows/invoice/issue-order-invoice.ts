import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { issueInvoiceStep } from "./steps/issue-invoice"
import { loadOrderDocumentStep } from "./steps/load-order-document"

/** A paid order's invoice, numbered on first use: what the PDF and the confirmation e-mail print. */
export const issueOrderInvoiceWorkflow = createWorkflow("issue-order-invoice", (input: { order_id: string }) => {
  const issued = issueInvoiceStep({ order_id: input.order_id })
  const invoice = transform({ issued }, ({ issued }) => ({ number: issued.number, issued_at: issued.issued_at }))
  return new WorkflowResponse(loadOrderDocumentStep({ order_id: input.order_id, invoice }))
})
