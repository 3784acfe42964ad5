import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { createCustomerAddressesWorkflow } from "@medusajs/medusa/core-flows"
import type { SaveAddress } from "../../validators"

/** Saves an address in the account; the checkout offers it. */
export async function POST(req: AuthenticatedMedusaRequest<SaveAddress>, res: MedusaResponse) {
  const { result } = await createCustomerAddressesWorkflow(req.scope).run({
    input: { addresses: [{ ...req.validatedBody, customer_id: req.auth_context.actor_id }] },
  })
  res.status(201).json({ address: { id: result[0].id } })
}
