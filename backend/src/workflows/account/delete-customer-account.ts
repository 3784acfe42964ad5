import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { removeCustomerAccountWorkflow } from "@medusajs/medusa/core-flows"
import { anonymiseAccountStep } from "./steps/anonymise-account"
import { forgetNewsletterConsentStep } from "./steps/forget-newsletter-consent"

/**
 * "Delete my account" (GDPR art. 17): the person's data anonymised in what must stay (orders, for
 * the tax law) and erased elsewhere; then Medusa's workflow removes the customer and its sign-in.
 */
export const deleteCustomerAccountWorkflow = createWorkflow("delete-customer-account", (input: { customer_id: string }) => {
  const anonymised = anonymiseAccountStep(input)
  removeCustomerAccountWorkflow.runAsStep({ input: transform({ input }, ({ input }) => ({ customerId: input.customer_id })) })
  forgetNewsletterConsentStep(transform({ anonymised }, ({ anonymised }) => ({ email: anonymised.email })))
  return new WorkflowResponse(transform({ anonymised }, ({ anonymised }) => ({ anonymised_orders: anonymised.orders })))
})
