import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { removeCustomerAccountWorkflow } from "@medusajs/medusa/core-flows"
import { anonymiseAccountStep } from "./steps/anonymise-account"
import { forgetNewsletterConsentStep } from "./steps/forget-newsletter-consent"
import { eraseCopiesStep } from "./steps/erase-copies"

/**
 * "Delete my account" (GDPR art. 17): the person's data anonymised in what must stay (orders, for
 * the tax law) and erased elsewhere; then Medusa's workflow removes the customer and its sign-in,
 * and last the copies no record needs (e-mails kept by the notification module, workflow contexts).
 */
export const deleteCustomerAccountWorkflow = createWorkflow("delete-customer-account", (input: { customer_id: string }) => {
  const anonymised = anonymiseAccountStep(input)
  removeCustomerAccountWorkflow.runAsStep({ input: transform({ input }, ({ input }) => ({ customerId: input.customer_id })) })
  forgetNewsletterConsentStep(transform({ anonymised }, ({ anonymised }) => ({ email: anonymised.email })))
  eraseCopiesStep(
    transform({ anonymised }, ({ anonymised }) => ({
      emails: anonymised.emails,
      personal: anonymised.personal,
      resource_ids: anonymised.resource_ids,
    })),
  )
  return new WorkflowResponse(transform({ anonymised }, ({ anonymised }) => ({ anonymised_orders: anonymised.orders })))
})
