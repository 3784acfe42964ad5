import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { deleteCustomerAddressesWorkflow } from "@medusajs/medusa/core-flows"
import { findAccountAddressStep } from "./steps/find-account-address"

/** Removes a saved address of the signed-in customer (Medusa's workflow, after the owner is checked). */
export const deleteAccountAddressWorkflow = createWorkflow(
  "delete-account-address",
  (input: { customer_id: string; address_id: string }) => {
    const address = findAccountAddressStep(input)
    deleteCustomerAddressesWorkflow.runAsStep({ input: address })
    return new WorkflowResponse(address)
  },
)
