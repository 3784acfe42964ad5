import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { updateCustomersWorkflow } from "@medusajs/medusa/core-flows"
import { SESSIONS_VALID_FROM, sessionsValidFromNow } from "../../sessions"

/** Ends every token of the customer, this one included (the storefront's sessions hold them). */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const id = req.auth_context.actor_id
  await updateCustomersWorkflow(req.scope).run({
    input: { selector: { id }, update: { metadata: { [SESSIONS_VALID_FROM]: sessionsValidFromNow() } } },
  })
  res.status(200).json({ signed_out: true })
}
