import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { clientAddress } from "../../../lib/rate-limit"
import { subscribeToNewsletterWorkflow } from "../../../workflows/newsletter/subscribe-to-newsletter"
import { CreateNewsletterSubscription, SIGNUP_RECEIVED, SIGNUP_SOURCE } from "./validators"
import type { FormReceived } from "order-summary/store-api"

/** A sign-up (double opt-in): the address is asked to confirm. Every address gets the same answer. */
export async function POST(req: MedusaRequest<CreateNewsletterSubscription>, res: MedusaResponse<FormReceived>) {
  const { email } = req.validatedBody
  await subscribeToNewsletterWorkflow(req.scope).run({ input: { email, ip: clientAddress(req), source: SIGNUP_SOURCE } })
  res.status(200).json(SIGNUP_RECEIVED)
}
