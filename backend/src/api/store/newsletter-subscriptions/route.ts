import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { subscribeToNewsletterWorkflow } from "../../../workflows/newsletter/subscribe-to-newsletter"
import { CreateNewsletterSubscription, SUBSCRIBED } from "./validators"

/** Subscribes an address. Subscribing it again answers the same and sends nothing new. */
export async function POST(req: MedusaRequest<CreateNewsletterSubscription>, res: MedusaResponse) {
  await subscribeToNewsletterWorkflow(req.scope).run({ input: req.validatedBody })
  res.status(200).json(SUBSCRIBED)
}
