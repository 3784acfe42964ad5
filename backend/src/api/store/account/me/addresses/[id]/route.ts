import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deleteAccountAddressWorkflow } from "../../../../../../workflows/account/delete-account-address"

/** Removes a saved address of the signed-in customer. */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  await deleteAccountAddressWorkflow(req.scope).run({ input: { customer_id: req.auth_context.actor_id, address_id: req.params.id } })
  res.json({ deleted: true })
}
