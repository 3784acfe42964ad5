import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { subscriptionsNow } from "../../../../../lib/subscription-clock"
import { cancelSubscriptionWorkflow } from "../../../../../workflows/subscription/manage-subscription"
import { answeringConflicts } from "../../../../subscription-conflicts"
import { adminSubscription } from "../../admin-subscription"

/** The seller cancels a subscription: no further renewal; the shopper is told by e-mail. */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  await adminSubscription(req, req.params.id)
  const done = await answeringConflicts(res, () =>
    cancelSubscriptionWorkflow(req.scope).run({ input: { subscription_id: req.params.id, now: subscriptionsNow().toISOString() } }),
  )
  if (done) res.json({ subscription: await adminSubscription(req, req.params.id) })
}
