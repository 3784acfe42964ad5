import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { updateCustomersWorkflow, useQueryGraphStep } from "@medusajs/medusa/core-flows"

/**
 * A guest's customer record named after the order's billing (else delivery) address, when it has no
 * name: Medusa's guest customers carry only the e-mail, so the admin's customer list and Medusa's
 * order export showed guests without a name. An account's own name is never touched.
 */
export const nameGuestCustomerWorkflow = createWorkflow("name-guest-customer", (input: { order_id: string }) => {
  const { data: order } = useQueryGraphStep({
    entity: "order",
    fields: [
      "id",
      "customer.id",
      "customer.has_account",
      "customer.first_name",
      "customer.last_name",
      "shipping_address.first_name",
      "shipping_address.last_name",
      "billing_address.first_name",
      "billing_address.last_name",
    ],
    filters: { id: input.order_id },
    options: { isList: false, throwIfKeyNotFound: true },
  })
  const naming = transform({ order }, ({ order }) => {
    const customer = order.customer
    if (!customer || customer.has_account || customer.first_name || customer.last_name) return null
    const address = order.billing_address?.first_name || order.billing_address?.last_name ? order.billing_address : order.shipping_address
    if (!address?.first_name && !address?.last_name) return null
    return { selector: { id: customer.id }, update: { first_name: address.first_name ?? null, last_name: address.last_name ?? null } }
  })
  when({ naming }, ({ naming }) => naming !== null).then(() => {
    // the condition above leaves naming set; Medusa's `when` does not narrow it
    updateCustomersWorkflow.runAsStep({ input: transform({ naming }, ({ naming }) => naming ?? { selector: { id: [] }, update: {} }) })
  })
  return new WorkflowResponse(naming)
})
