import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { clientAddress } from "../../../../lib/rate-limit"
import { confirmNewsletterSubscriptionWorkflow } from "../../../../workflows/newsletter/confirm-newsletter-subscription"
import { CONFIRMED, type ConfirmSubscription } from "../validators"
import type { FormReceived } from "order-summary/store-api"

/** The storefront's /newsletter/confirm page calls this with the token of the confirmation email's link. */
export async function POST(req: MedusaRequest<ConfirmSubscription>, res: MedusaResponse<FormReceived>) {
  await confirmNewsletterSubscriptionWorkflow(req.scope).run({ input: { token: req.validatedBody.token, ip: clientAddress(req) } })
  res.status(200).json(CONFIRMED)
}
