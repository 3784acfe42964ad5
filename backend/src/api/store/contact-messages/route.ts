import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { createContactMessageWorkflow } from "../../../workflows/contact/create-contact-message"
import { CONTACT_MESSAGE_RECEIVED, CreateContactMessage } from "./validators"
import type { FormReceived } from "order-summary/store-api"

/** Stores a message from the contact form; a subscriber forwards it to the team's chat. */
export async function POST(req: MedusaRequest<CreateContactMessage>, res: MedusaResponse<FormReceived>) {
  await createContactMessageWorkflow(req.scope).run({ input: req.validatedBody })
  res.status(201).json(CONTACT_MESSAGE_RECEIVED)
}
