import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { subscriptionsNow } from "../../../../../../lib/subscription-clock"
import { ACCOUNT_SUBSCRIPTION_WORKFLOWS } from "../../../../../../workflows/account/change-account-subscription"
import { toManagedSubscription } from "../../../../../../workflows/subscription/subscription-views"
import { answeringConflicts } from "../../../../../subscription-conflicts"
import type { ChangeSubscription } from "../../../validators"
import type { ManagedSubscriptionAnswer } from "order-summary/store-api"

/** Skip the next delivery, pause, resume or cancel a subscription of the signed-in customer. */
export async function POST(req: AuthenticatedMedusaRequest<ChangeSubscription>, res: MedusaResponse<ManagedSubscriptionAnswer>) {
  const input = { customer_id: req.auth_context.actor_id, subscription_id: req.params.id, now: subscriptionsNow().toISOString() }
  const done = await answeringConflicts(res, () => ACCOUNT_SUBSCRIPTION_WORKFLOWS[req.validatedBody.action](req.scope).run({ input }))
  if (done) res.json({ subscription: toManagedSubscription(done.result) })
}
