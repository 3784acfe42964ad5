import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { loadAccountStep } from "./steps/load-account"

/** The account page: the signed-in customer's profile, addresses, orders, subscriptions and consent. */
export const getAccountWorkflow = createWorkflow("get-account", (input: { customer_id: string }) => new WorkflowResponse(loadAccountStep(input)))
