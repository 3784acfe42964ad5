import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { CONFIRMATION_LINK_MESSAGES, readConfirmationToken } from "../../../../lib/newsletter-confirmation-token"
import { clientAddress } from "../../../../lib/rate-limit"
import { confirmNewsletterSubscriptionWorkflow } from "../../../../workflows/newsletter/confirm-newsletter-subscription"
import { CONFIRMED, type ConfirmSubscription } from "../validators"

/** The storefront's /newsletter/confirm page calls this with the token of the confirmation email's link. */
export async function POST(req: MedusaRequest<ConfirmSubscription>, res: MedusaResponse) {
  const link = readConfirmationToken(req.validatedBody.token)
  if ("refused" in link) {
    res.status(400).json({ type: "invalid_data", message: CONFIRMATION_LINK_MESSAGES[link.refused], errors: {} })
    return
  }
  await confirmNewsletterSubscriptionWorkflow(req.scope).run({ input: { ...link, ip: clientAddress(req) } })
  res.status(200).json(CONFIRMED)
}
