import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { SUBSCRIPTION_LINK_INVALID, subscriptionOfToken } from "../../../lib/subscription-token"

/** The subscription a management link is for: a forged or expired link gets the one 404 answer. */
export const readSubscriptionLinkStep = createStep("read-subscription-link", async ({ token }: { token: string }) => {
  const subscription_id = subscriptionOfToken(token)
  if (!subscription_id) throw new MedusaError(MedusaError.Types.NOT_FOUND, SUBSCRIPTION_LINK_INVALID)
  return new StepResponse({ subscription_id })
})
