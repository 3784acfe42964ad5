import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { retireUsedUpCodesStep } from "./steps/retire-used-up-codes"

/** A placed order's single-use codes, used up by it, shown used (inactive) in the admin. */
export const retireUsedUpCodesWorkflow = createWorkflow(
  "retire-used-up-codes",
  (input: { order_id: string }) => new WorkflowResponse(retireUsedUpCodesStep(input)),
)
