import { z } from "@medusajs/framework/zod"
import { SUBSCRIPTION_ACTIONS, type SubscriptionAction } from "../../../workflows/subscription/steps/change-subscription"

export const SUBSCRIPTION_TOKEN_MISSING = "This subscription link is incomplete."
// Object.keys types an object's keys as string[]: these are the keys of SUBSCRIPTION_ACTIONS, which z.enum takes as a tuple
const ACTIONS = Object.keys(SUBSCRIPTION_ACTIONS) as [SubscriptionAction, ...SubscriptionAction[]]

/** A shopper's action on a subscription, by link or from the account. */
export const subscriptionAction = z.enum(ACTIONS, { error: `Choose one of: ${ACTIONS.join(", ")}` })

const token = z
  .string({ error: SUBSCRIPTION_TOKEN_MISSING })
  .trim()
  .min(1, SUBSCRIPTION_TOKEN_MISSING)
  .max(1000, SUBSCRIPTION_TOKEN_MISSING)

export const ManagedSubscriptionQuery = z.object({ token })

export type ManagedSubscriptionParams = z.infer<typeof ManagedSubscriptionQuery>

export const ManageSubscriptionSchema = z.object({
  token,
  action: subscriptionAction,
})

export type ManageSubscription = z.infer<typeof ManageSubscriptionSchema>
