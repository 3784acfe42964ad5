import { z } from "@medusajs/framework/zod"
import { SUBSCRIPTION_ACTIONS, type SubscriptionAction } from "../../../workflows/subscription/steps/change-subscription"

export const SUBSCRIPTION_TOKEN_MISSING = "This subscription link is incomplete."
const ACTIONS = Object.keys(SUBSCRIPTION_ACTIONS) as [SubscriptionAction, ...SubscriptionAction[]]

const token = z.string({ error: SUBSCRIPTION_TOKEN_MISSING }).trim().min(1, SUBSCRIPTION_TOKEN_MISSING).max(1000, SUBSCRIPTION_TOKEN_MISSING)

export const ManagedSubscriptionQuery = z.object({ token })

export type ManagedSubscriptionParams = z.infer<typeof ManagedSubscriptionQuery>

export const ManageSubscriptionSchema = z.object({
  token,
  action: z.enum(ACTIONS, { error: `Choose one of: ${ACTIONS.join(", ")}` }),
})

export type ManageSubscription = z.infer<typeof ManageSubscriptionSchema>
