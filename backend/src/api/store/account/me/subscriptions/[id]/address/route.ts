import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { accountSubscriptionView } from "../../../../../../../workflows/account/account-views"
import { changeAccountSubscriptionAddressWorkflow } from "../../../../../../../workflows/account/change-account-subscription-address"
import { answeringConflicts } from "../../../../../../subscription-conflicts"
import type { SaveAddress } from "../../../../validators"

/** Changes where a subscription of the signed-in customer delivers: the next renewal ships there. */
export async function POST(req: AuthenticatedMedusaRequest<SaveAddress>, res: MedusaResponse) {
  const input = { customer_id: req.auth_context.actor_id, subscription_id: req.params.id, address: req.validatedBody }
  const done = await answeringConflicts(res, () => changeAccountSubscriptionAddressWorkflow(req.scope).run({ input }))
  if (done) res.json({ subscription: accountSubscriptionView(done.result) })
}
