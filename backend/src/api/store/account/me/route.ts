import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deleteCustomerAccountWorkflow } from "../../../../workflows/account/delete-customer-account"
import { getAccountWorkflow } from "../../../../workflows/account/get-account"
import type { AccountAnswer } from "order-summary/store-api"

/** The account page: the signed-in customer's profile, addresses, orders, subscriptions and consent. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<AccountAnswer>) {
  const { result } = await getAccountWorkflow(req.scope).run({ input: { customer_id: req.auth_context.actor_id } })
  res.set("Cache-Control", "no-store")
  res.json({ account: result })
}

/** "Delete my account": personal data erased or anonymised, orders kept for the tax law; its tokens are refused after it. */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { result } = await deleteCustomerAccountWorkflow(req.scope).run({ input: { customer_id: req.auth_context.actor_id } })
  res.json({ deleted: true, ...result })
}
