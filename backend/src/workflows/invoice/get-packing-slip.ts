import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { loadOrderDocumentStep } from "./steps/load-order-document"

/** An order's packing slip: where it goes and what goes in the parcel (any order, paid or not). */
export const getPackingSlipWorkflow = createWorkflow("get-packing-slip", (input: { order_id: string }) => {
  return new WorkflowResponse(loadOrderDocumentStep({ order_id: input.order_id, invoice: null }))
})
