import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { deleteCustomerAccountWorkflow } from "../../../../workflows/account/delete-customer-account"
import { getAccountWorkflow } from "../../../../workflows/account/get-account"

/** The account page: the signed-in customer's profile, addresses, orders, subscriptions and consent. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { result } = await getAccountWorkflow(req.scope).run({ input: { customer_id: req.auth_context.actor_id } })
  res.set("Cache-Control", "no-store")
  res.json({ account: result })
}

/** "Delete my account": personal data erased or anonymised, orders kept for the tax law; signed out. */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { result } = await deleteCustomerAccountWorkflow(req.scope).run({ input: { customer_id: req.auth_context.actor_id } })
  await new Promise<void>((resolve) => (req.session ? req.session.destroy(() => resolve()) : resolve()))
  const { sessionOptions, cookieOptions } = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig
  res.clearCookie(sessionOptions?.name ?? "connect.sid", cookieOptions)
  res.json({ deleted: true, ...result })
}
