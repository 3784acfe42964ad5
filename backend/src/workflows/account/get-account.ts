import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { getOrdersListWorkflow } from "@medusajs/medusa/core-flows"
import { accountOrderFields } from "./account-views"
import { loadAccountStep } from "./steps/load-account"

/**
 * The account page: the signed-in customer's profile, addresses, orders, subscriptions and consent.
 * The orders come from Medusa's order list, which computes each order's payment and fulfilment
 * status from its payments and fulfilments (Query alone returns no such fields), as the order page's
 * order detail does: the account and the order page say the same of an order.
 */
export const getAccountWorkflow = createWorkflow("get-account", (input: { customer_id: string }) => {
  const listed = getOrdersListWorkflow.runAsStep({
    input: transform({ input }, ({ input }) => ({
      fields: accountOrderFields,
      variables: { filters: { customer_id: input.customer_id } },
    })),
  })
  // without paging the list answers the orders themselves
  const orders = transform({ listed }, ({ listed }) => (Array.isArray(listed) ? listed : listed.rows))
  return new WorkflowResponse(loadAccountStep({ customer_id: input.customer_id, orders }))
})
