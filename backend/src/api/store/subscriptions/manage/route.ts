import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { subscriptionsNow } from "../../../../lib/subscription-clock"
import { answeringConflicts } from "../../../subscription-conflicts"
import { SUBSCRIPTION_LINK_INVALID, subscriptionOfToken } from "../../../../lib/subscription-token"
import {
  cancelSubscriptionWorkflow,
  getSubscriptionWorkflow,
  pauseSubscriptionWorkflow,
  resumeSubscriptionWorkflow,
  skipSubscriptionDeliveryWorkflow,
} from "../../../../workflows/subscription/manage-subscription"
import { toManagedSubscription } from "../../../../workflows/subscription/subscription-views"
import type { ManagedSubscriptionParams, ManageSubscription } from "../validators"

const WORKFLOWS = {
  skip: skipSubscriptionDeliveryWorkflow,
  pause: pauseSubscriptionWorkflow,
  resume: resumeSubscriptionWorkflow,
  cancel: cancelSubscriptionWorkflow,
} as const

/** The subscription of a link; a forged, expired or unknown one gets the one 404 answer. */
function subscriptionIdOf(token: string) {
  const id = subscriptionOfToken(token)
  if (!id) throw new MedusaError(MedusaError.Types.NOT_FOUND, SUBSCRIPTION_LINK_INVALID)
  return id
}

/** The storefront's /subscription page: the subscription of the e-mail's link. */
export async function GET(req: MedusaRequest<unknown, ManagedSubscriptionParams>, res: MedusaResponse) {
  const subscription_id = subscriptionIdOf(req.validatedQuery.token as string)
  const { result } = await getSubscriptionWorkflow(req.scope).run({ input: { subscription_id } })
  res.json({ subscription: toManagedSubscription(result) })
}

/** Skip the next delivery, pause, resume or cancel, as the link's holder asks. */
export async function POST(req: MedusaRequest<ManageSubscription>, res: MedusaResponse) {
  const subscription_id = subscriptionIdOf(req.validatedBody.token)
  const done = await answeringConflicts(res, () =>
    WORKFLOWS[req.validatedBody.action](req.scope).run({ input: { subscription_id, now: subscriptionsNow().toISOString() } })
  )
  if (done) res.json({ subscription: toManagedSubscription(done.result) })
}
