import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { clientAddress } from "../../../../../lib/rate-limit"
import { subscribeToNewsletterWorkflow } from "../../../../../workflows/newsletter/subscribe-to-newsletter"
import { unsubscribeFromNewsletterWorkflow } from "../../../../../workflows/newsletter/unsubscribe-from-newsletter"
import type { NewsletterConsent } from "../../validators"
import { linkToken } from "../../../../../lib/shop-links"
import type { AccountNewsletterAnswer } from "order-summary/store-api"

export const ACCOUNT_NEWSLETTER_SOURCE = "customer account"

/** Newsletter consent from the account: a sign-up still confirmed by e-mail (double opt-in), or leaving the list. */
export async function POST(req: AuthenticatedMedusaRequest<NewsletterConsent>, res: MedusaResponse<AccountNewsletterAnswer>) {
  const { data: customers } = await req.scope
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "customer", fields: ["email"], filters: { id: req.auth_context.actor_id } })
  // every account is opened with the address its sign-in code went to
  const address = customers[0]?.email
  if (!address) throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `Customer ${req.auth_context.actor_id} has no e-mail address`)
  if (req.validatedBody.subscribed) {
    await subscribeToNewsletterWorkflow(req.scope).run({
      input: { email: address, ip: clientAddress(req), source: ACCOUNT_NEWSLETTER_SOURCE },
    })
    res.json({ newsletter: { status: "pending", message: "Please check your inbox and confirm your subscription." } })
    return
  }
  await unsubscribeFromNewsletterWorkflow(req.scope).run({ input: { token: linkToken("newsletter-unsubscribe", { email: address }) } })
  res.json({ newsletter: { status: "unsubscribed" } })
}
