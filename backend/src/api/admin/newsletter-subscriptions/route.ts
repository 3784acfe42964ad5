import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { NewsletterStatus } from "../../../modules/newsletter/models/newsletter-subscription"
import { newsletterFilters } from "../validators"

type NewsletterListQuery = { q?: string; status?: NewsletterStatus }

/** Newsletter subscribers for the seller, newest first (unsubscribed ones included, marked); searched by address, filtered by status. */
export async function GET(req: MedusaRequest<unknown, NewsletterListQuery>, res: MedusaResponse) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const filters = newsletterFilters(req.validatedQuery)
  const { data, metadata } = await query.graph({ entity: "newsletter_subscription", ...req.queryConfig, filters })
  res.json({ newsletter_subscriptions: data, count: metadata?.count, offset: metadata?.skip, limit: metadata?.take })
}
