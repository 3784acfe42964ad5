import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { NEWSLETTER_MODULE } from "../../../../modules/newsletter"
import type NewsletterModuleService from "../../../../modules/newsletter/service"

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

/** A CSV cell: quoted when needed, and never read as a formula by a spreadsheet. */
function csvCell(value: string) {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

const iso = (date: Date | string | null) => (date ? new Date(date).toISOString() : "")

/** Every subscriber as a CSV download, oldest first. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const newsletter: NewsletterModuleService = req.scope.resolve(NEWSLETTER_MODULE)
  const subscriptions = await newsletter.listNewsletterSubscriptions({}, { order: { created_at: "ASC" } })
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
    ].map(csvCell).join(",")
  )
  const date = new Date().toISOString().slice(0, 10)
  res.setHeader("Content-Type", "text/csv; charset=utf-8")
  res.setHeader("Content-Disposition", `attachment; filename="newsletter-subscribers-${date}.csv"`)
  res.send([COLUMNS.join(","), ...rows].join("\r\n") + "\r\n")
}
