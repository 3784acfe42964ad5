import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { openCustomerAccountWorkflow } from "../../../workflows/account/open-customer-account"

/**
 * After the sign-in code: the account of the verified address (made on the first sign-in) with
 * its guest orders in it. The storefront then renews its token (which now names the customer) and
 * makes it a session cookie.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { result } = await openCustomerAccountWorkflow(req.scope).run({ input: { auth_identity_id: req.auth_context.auth_identity_id } })
  res.status(200).json({ customer: { id: result.customer_id, email: result.email }, linked_orders: result.linked_orders })
}
