import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { subscriptionsNow } from "../../../../lib/subscription-clock"
import { answeringConflicts } from "../../../subscription-conflicts"
import { getSubscriptionWorkflow, MANAGE_BY_LINK_WORKFLOWS } from "../../../../workflows/subscription/manage-subscription"
import { toManagedSubscription } from "../../../../workflows/subscription/subscription-views"
import type { ManagedSubscriptionParams, ManageSubscription } from "../validators"
import type { ManagedSubscriptionAnswer } from "order-summary/store-api"

/** The storefront's /subscription page: the subscription of the e-mail's link. */
export async function GET(req: MedusaRequest<unknown, ManagedSubscriptionParams>, res: MedusaResponse<ManagedSubscriptionAnswer>) {
  const { result } = await getSubscriptionWorkflow(req.scope).run({ input: { token: req.validatedQuery.token } })
  res.json({ subscription: toManagedSubscription(result) })
}

/** Skip the next delivery, pause, resume or cancel, as the link's holder asks. */
export async function POST(req: MedusaRequest<ManageSubscription>, res: MedusaResponse) {
  const { token, action } = req.validatedBody
  const done = await answeringConflicts(res, () =>
    MANAGE_BY_LINK_WORKFLOWS[action](req.scope).run({ input: { token, now: subscriptionsNow().toISOString() } }),
  )
  if (done) res.json({ subscription: toManagedSubscription(done.result) })
}
