import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { NEWSLETTER_MODULE } from "../../../../modules/newsletter"
import type { NewsletterStatus } from "../../../../modules/newsletter/models/newsletter-subscription"
import type NewsletterModuleService from "../../../../modules/newsletter/service"
import { newsletterFilters } from "../../validators"

/** The consent of each address (GDPR art. 7): the sign-up and its confirmation, when and from where. */
const COLUMNS = [
  "email",
  "status",
  "signed_up_at",
  "signup_ip",
  "signup_source",
  "confirmation_sent_at",
  "confirmed_at",
  "confirmation_ip",
  "unsubscribed_at",
  "welcome_code",
  "welcome_sent_at",
] as const

/**
 * An address as the shop accepts one: no spaces, quotes or brackets, so a spreadsheet cannot read a
 * function call in it. Kept exactly (a "+31...@" address is a valid one): the export is the list
 * a mailing service imports, and an address changed there is another address.
 */
const PLAIN_ADDRESS = /^[A-Za-z0-9.!#$%&*+/=?^_`{|}~-]+@[A-Za-z0-9.-]+$/

/** A CSV cell: quoted when needed, and never read as a formula by a spreadsheet (plain addresses kept as they are). */
function csvCell(value: string) {
  const safe = /^[=+\-@\t\r]/.test(value) && !PLAIN_ADDRESS.test(value) ? `'${value}` : value
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

const iso = (date: Date | string | null) => (date ? new Date(date).toISOString() : "")

/** The subscribers the page shows (its search and status, every page) as a CSV download, oldest first. */
export async function GET(req: MedusaRequest<unknown, { q?: string; status?: NewsletterStatus }>, res: MedusaResponse) {
  const newsletter: NewsletterModuleService = req.scope.resolve(NEWSLETTER_MODULE)
  const subscriptions = await newsletter.listNewsletterSubscriptions(newsletterFilters(req.validatedQuery), {
    order: { created_at: "ASC" },
  })
  const rows = subscriptions.map((subscription) =>
    [
      subscription.email,
      subscription.status,
      iso(subscription.requested_at),
      subscription.request_ip ?? "",
      subscription.request_source ?? "",
      iso(subscription.confirmation_sent_at),
      iso(subscription.confirmed_at),
      subscription.confirmation_ip ?? "",
      iso(subscription.unsubscribed_at),
      subscription.welcome_code ?? "",
      iso(subscription.welcome_sent_at),
    ]
      .map(csvCell)
      .join(","),
  )
  const date = new Date().toISOString().slice(0, 10)
  res.setHeader("Content-Type", "text/csv; charset=utf-8")
  res.setHeader("Content-Disposition", `attachment; filename="newsletter-subscribers-${date}.csv"`)
  res.send([COLUMNS.join(","), ...rows].join("\r\n") + "\r\n")
}
