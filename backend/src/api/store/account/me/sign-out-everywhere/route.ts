import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { updateCustomersWorkflow } from "@medusajs/medusa/core-flows"
import { SESSIONS_VALID_FROM, sessionsValidFromNow } from "../../sessions"

/** Ends every session and token of the customer, this one included. */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const id = req.auth_context.actor_id
  await updateCustomersWorkflow(req.scope).run({ input: { selector: { id }, update: { metadata: { [SESSIONS_VALID_FROM]: sessionsValidFromNow() } } } })
  await new Promise<void>((resolve) => (req.session ? req.session.destroy(() => resolve()) : resolve()))
  const { sessionOptions, cookieOptions } = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig
  res.clearCookie(sessionOptions?.name ?? "connect.sid", cookieOptions)
  res.status(200).json({ signed_out: true })
}
