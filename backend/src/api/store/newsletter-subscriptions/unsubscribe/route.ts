import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { unsubscribeFromNewsletterWorkflow } from "../../../../workflows/newsletter/unsubscribe-from-newsletter"
import type { Unsubscribe } from "../validators"
import type { FormReceived } from "order-summary/store-api"

/** The storefront's /newsletter/unsubscribe page calls this with the token of the email's link. */
export async function POST(req: MedusaRequest<Unsubscribe>, res: MedusaResponse<FormReceived & { email: string }>) {
  const { result } = await unsubscribeFromNewsletterWorkflow(req.scope).run({ input: { token: req.validatedBody.token } })
  res.status(200).json({ email: result.email, message: "You have been unsubscribed." })
}
