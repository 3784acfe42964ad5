import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { emailOfUnsubscribeToken } from "../../../../lib/unsubscribe-token"
import { unsubscribeFromNewsletterWorkflow } from "../../../../workflows/newsletter/unsubscribe-from-newsletter"
import type { Unsubscribe } from "../validators"

/** The storefront's /newsletter/unsubscribe page calls this with the token of the email's link. */
export async function POST(req: MedusaRequest<Unsubscribe>, res: MedusaResponse) {
  const email = emailOfUnsubscribeToken(req.validatedBody.token)
  if (!email) {
    res.status(400).json({ type: "invalid_data", message: "This unsubscribe link is not valid.", errors: {} })
    return
  }
  await unsubscribeFromNewsletterWorkflow(req.scope).run({ input: { email } })
  res.status(200).json({ email, message: "You have been unsubscribed." })
}
