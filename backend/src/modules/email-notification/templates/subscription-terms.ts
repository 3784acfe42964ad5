import { formatEuros } from "order-summary"
import { escapeHtml } from "./layout"
import { shopConfig } from "../../../lib/shop-config"

/** What every subscription e-mail says of the subscription: its terms and the management link. */
export type SubscriptionTermsData = {
  /** true in the e-mail of a renewal's order */
  renewal: boolean
  /** euros per delivery incl. VAT and shipping */
  per_delivery: number
  /** ISO date of the next renewal; null when none is planned (paused, cancelled) */
  next_renewal_at: string | null
  manage_url: string
}

const day = (iso: string) => new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: shopConfig.timeZone })

function termLines(data: SubscriptionTermsData): string[] {
  return [
    data.renewal
      ? "This order is the monthly delivery of your subscription, paid with the payment method of your subscription."
      : "This order starts your monthly subscription of the subscription products in it.",
    `Every month you receive the same products for ${formatEuros(data.per_delivery)} per delivery (VAT and shipping included, the subscription discount applied), charged on each renewal date.`,
    ...(data.next_renewal_at ? [`Next renewal: ${day(data.next_renewal_at)}.`] : []),
    "You can skip a month, pause, resume or cancel at any time before the next renewal, without an account: use the link below.",
  ]
}

export function subscriptionTermsHtml(data: SubscriptionTermsData | undefined) {
  if (!data) return ""
  return `
<h2 style="font-size:17px;margin:24px 0 8px">Your subscription</h2>
${termLines(data).map((line) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`).join("\n")}
<p><a href="${escapeHtml(data.manage_url)}" style="color:#2f4f2f;font-weight:bold">Manage your subscription</a></p>`
}

export function subscriptionTermsText(data: SubscriptionTermsData | undefined): string[] {
  if (!data) return []
  return ["Your subscription", ...termLines(data), `Manage your subscription: ${data.manage_url}`, ""]
}
