import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { setContactMessageHandledWorkflow } from "../../../../workflows/contact/set-contact-message-handled"

/** Marks a contact message handled (`{ "handled": true }`) or waiting again (`false`). */
export async function POST(req: MedusaRequest<{ handled: boolean }>, res: MedusaResponse) {
  const { result } = await setContactMessageHandledWorkflow(req.scope).run({
    input: { id: req.params.id, handled: req.validatedBody.handled },
  })
  res.json({ contact_message: result })
}
