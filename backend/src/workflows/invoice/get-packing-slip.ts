import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { loadOrderDocumentsStep } from "./steps/load-order-documents"

/** An order's packing slip: where it goes and what goes in the parcel (any order, paid or not). */
export const getPackingSlipWorkflow = createWorkflow("get-packing-slip", (input: { order_id: string }) => {
  const documents = loadOrderDocumentsStep({ order_ids: transform({ input }, ({ input }) => [input.order_id]) })
  return new WorkflowResponse(transform({ documents }, ({ documents }) => documents[0]))
})

/** The packing slips of several orders, in the order asked for: the To ship page prints them as one PDF. */
export const getPackingSlipsWorkflow = createWorkflow("get-packing-slips", (input: { order_ids: string[] }) => {
  return new WorkflowResponse(loadOrderDocumentsStep({ order_ids: input.order_ids }))
})
