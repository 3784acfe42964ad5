import { formatEuros, formatShipping, toCents } from "order-summary"
import { escapeHtml } from "./layout"
import { shopConfig } from "../../../lib/shop-config"

/** A delivery's price as every subscription e-mail states it (the same rows as the management page). */
export type RenewalPriceData = {
  subtotal: number
  discounts: { label: string; amount: number }[]
  shipping: { name: string; amount: number }
  total: number
}

/** The rows of a delivery's price: Subtotal, each discount, Shipping ('Free' at 0), Total per delivery. */
export function renewalPriceRows(price: RenewalPriceData): [string, string][] {
  return [
    ["Subtotal", formatEuros(price.subtotal)],
    ...price.discounts.map((discount): [string, string] => [discount.label, `-${formatEuros(discount.amount)}`]),
    [`Shipping (${price.shipping.name})`, formatShipping(toCents(price.shipping.amount))],
    ["Total per delivery", formatEuros(price.total)],
  ]
}

/** The price rows as an e-mail's table. */
export function renewalPriceHtml(price: RenewalPriceData | undefined): string {
  if (!price) return ""
  const rows = renewalPriceRows(price)
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 8px">${rows
    .map(
      ([label, amount], index) =>
        `<tr><td style="padding:2px 16px 2px 0${index === rows.length - 1 ? ";font-weight:bold" : ""}">${escapeHtml(label)}</td><td align="right" style="padding:2px 0${index === rows.length - 1 ? ";font-weight:bold" : ""}">${escapeHtml(amount)}</td></tr>`,
    )
    .join("")}</table>`
}

/** The price rows as an e-mail's text lines, indented under the sentence that introduces them (apart from an order's own rows). */
export function renewalPriceText(price: RenewalPriceData | undefined): string[] {
  return price ? renewalPriceRows(price).map(([label, amount]) => `  ${label}: ${amount}`) : []
}

/** What every subscription e-mail says of the subscription: its terms and the management link. */
export type SubscriptionTermsData = {
  /** true in the e-mail of a renewal's order */
  renewal: boolean
  /** euros per delivery incl. VAT and shipping */
  per_delivery: number
  /** the price per delivery row by row (absent in e-mails queued before it was added) */
  price?: RenewalPriceData
  /** ISO date of the next renewal; null when none is planned (paused, cancelled) */
  next_renewal_at: string | null
  manage_url: string
}

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: shopConfig.timeZone })

function termLines(data: SubscriptionTermsData): string[] {
  return [
    data.renewal
      ? "This order is the monthly delivery of your subscription, paid with the payment method of your subscription."
      : "This order starts your monthly subscription of the subscription products in it.",
    data.renewal
      ? `Every month you receive the same products for ${formatEuros(data.per_delivery)} per delivery (VAT and shipping included, the subscription discount applied), charged on each renewal date:`
      : `Every month you receive its subscription products for ${formatEuros(data.per_delivery)} per delivery (VAT and shipping included, the subscription discount applied; its one-time items and one-time codes are not repeated), charged on each renewal date:`,
    ...(data.next_renewal_at ? [`Next renewal: ${day(data.next_renewal_at)}.`] : []),
    "You can skip a month, pause, resume or cancel at any time before the next renewal, without an account: use the link below.",
  ]
}

export function subscriptionTermsHtml(data: SubscriptionTermsData | undefined) {
  if (!data) return ""
  const [intro, price, ...rest] = termLines(data)
  return `
<h2 style="font-size:17px;margin:24px 0 8px">Your subscription</h2>
${[intro, price].map((line) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`).join("\n")}
${renewalPriceHtml(data.price)}
${rest.map((line) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`).join("\n")}
<p><a href="${escapeHtml(data.manage_url)}" style="color:#2f4f2f;font-weight:bold">Manage your subscription</a></p>`
}

export function subscriptionTermsText(data: SubscriptionTermsData | undefined): string[] {
  if (!data) return []
  const [intro, price, ...rest] = termLines(data)
  return ["Your subscription", intro, price, ...renewalPriceText(data.price), ...rest, `Manage your subscription: ${data.manage_url}`, ""]
}
