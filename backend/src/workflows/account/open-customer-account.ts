import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createCustomerAccountWorkflow, setAuthAppMetadataStep } from "@medusajs/medusa/core-flows"
import { findCustomerAccountStep } from "./steps/find-customer-account"
import { linkAccountSubscriptionsStep } from "./steps/link-account-subscriptions"
import { linkGuestOrdersStep } from "./steps/link-guest-orders"

/**
 * Signing in, second half (after the code): the customer account of the verified address, made on
 * the first sign-in with Medusa's customer account workflow, and every order of that address in it,
 * with the subscriptions those orders started (their renewals are then the account's orders too).
 */
export const openCustomerAccountWorkflow = createWorkflow("open-customer-account", (input: { auth_identity_id: string }) => {
  const account = findCustomerAccountStep(input)
  const created = when("first-sign-in", { account }, ({ account }) => !account.customer_id).then(() =>
    createCustomerAccountWorkflow.runAsStep({
      input: transform({ account }, ({ account }) => ({
        authIdentityId: account.auth_identity_id,
        customerData: { email: account.email },
      })),
    }),
  )
  when("account-without-this-sign-in", { account }, ({ account }) => Boolean(account.customer_id) && !account.linked).then(() => {
    setAuthAppMetadataStep(
      // inside this branch the account has its customer: the branch's condition does not narrow its type
      transform({ account }, ({ account }) => ({
        authIdentityId: account.auth_identity_id,
        actorType: "customer",
        value: account.customer_id!,
      })),
    )
  })
  // an account without a customer got one from the first-sign-in branch, which its type cannot tell
  const customer = transform({ account, created }, ({ account, created }) => ({
    customer_id: account.customer_id ?? created!.id,
    email: account.email,
  }))
  const orders = linkGuestOrdersStep(customer)
  // after the orders: their subscriptions' renewals are then made for the account
  linkAccountSubscriptionsStep(transform({ customer, orders }, ({ customer }) => ({ customer_id: customer.customer_id })))
  return new WorkflowResponse(transform({ customer, orders }, ({ customer, orders }) => ({ ...customer, linked_orders: orders.linked })))
})
