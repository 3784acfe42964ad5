import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { MANAGE_BY_LINK_WORKFLOWS } from "../subscription/manage-subscription"
import type { SubscriptionAction } from "../subscription/steps/change-subscription"
import { findAccountSubscriptionStep } from "./steps/find-account-subscription"

type AccountSubscriptionChange = { customer_id: string; subscription_id: string; now: string }

/** One action from the account: the same workflow as the subscription e-mail's link, acknowledged by e-mail too. */
const fromAccount = (action: SubscriptionAction) =>
  createWorkflow(`${action}-account-subscription`, (input: AccountSubscriptionChange) => {
    const link = findAccountSubscriptionStep(input)
    const changed = MANAGE_BY_LINK_WORKFLOWS[action].runAsStep({
      input: transform({ link, input }, ({ link, input }) => ({ token: link.token, now: input.now })),
    })
    return new WorkflowResponse(changed)
  })

/** Skip, pause, resume or cancel a subscription of the signed-in customer. */
export const ACCOUNT_SUBSCRIPTION_WORKFLOWS = {
  skip: fromAccount("skip"),
  pause: fromAccount("pause"),
  resume: fromAccount("resume"),
  cancel: fromAccount("cancel"),
} as const
