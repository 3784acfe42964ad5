import { toCents } from "order-summary"
import { escapeHtml } from "./layout"
import { formatsIn, type MessageFormats } from "../../../lib/messages/formats"

/** A delivery's price as every subscription e-mail states it (the same rows as the management page). */
export type RenewalPriceData = {
  subtotal: number
  discounts: { label: string; amount: number }[]
  shipping: { name: string; amount: number }
  total: number
}

/** The rows of a delivery's price: Subtotal, each discount, Shipping ('Free' at 0), Total per delivery; in the language of `f` (English without). */
export function renewalPriceRows(price: RenewalPriceData, f: MessageFormats = formatsIn(null)): [string, string][] {
  const { t, euros } = f
  return [
    [t("subscription.subtotal"), euros(price.subtotal)],
    ...price.discounts.map((discount): [string, string] => [discount.label, `-${euros(discount.amount)}`]),
    [t("subscription.shipping", { name: price.shipping.name }), f.shipping(toCents(price.shipping.amount))],
    [t("subscription.totalPerDelivery"), euros(price.total)],
  ]
}

/** The price rows as an e-mail's table. */
export function renewalPriceHtml(price: RenewalPriceData | undefined, f: MessageFormats = formatsIn(null)): string {
  if (!price) return ""
  const rows = renewalPriceRows(price, f)
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 8px">${rows
    .map(
      ([label, amount], index) =>
        `<tr><td style="padding:2px 16px 2px 0${index === rows.length - 1 ? ";font-weight:bold" : ""}">${escapeHtml(label)}</td><td align="right" style="padding:2px 0${index === rows.length - 1 ? ";font-weight:bold" : ""}">${escapeHtml(amount)}</td></tr>`,
    )
    .join("")}</table>`
}

/** The price rows as an e-mail's text lines, indented under the sentence that introduces them (apart from an order's own rows). */
export function renewalPriceText(price: RenewalPriceData | undefined, f: MessageFormats = formatsIn(null)): string[] {
  return price ? renewalPriceRows(price, f).map(([label, amount]) => `  ${label}: ${amount}`) : []
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

function termLines(data: SubscriptionTermsData, { t, euros, day }: MessageFormats): string[] {
  const amount = euros(data.per_delivery)
  return [
    t(data.renewal ? "subscription.introRenewal" : "subscription.introStart"),
    t(data.renewal ? "subscription.priceRenewal" : "subscription.priceStart", { amount }),
    ...(data.next_renewal_at ? [t("subscription.nextRenewal", { date: day(data.next_renewal_at) })] : []),
    t("subscription.anyTime"),
  ]
}

export function subscriptionTermsHtml(data: SubscriptionTermsData | undefined, f: MessageFormats = formatsIn(null)) {
  if (!data) return ""
  const [intro, price, ...rest] = termLines(data, f)
  return `
<h2 style="font-size:17px;margin:24px 0 8px">${escapeHtml(f.t("subscription.heading"))}</h2>
${[intro, price].map((line) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`).join("\n")}
${renewalPriceHtml(data.price, f)}
${rest.map((line) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`).join("\n")}
<p><a href="${escapeHtml(data.manage_url)}" style="color:#2f4f2f;font-weight:bold">${escapeHtml(f.t("subscription.manage"))}</a></p>`
}

export function subscriptionTermsText(data: SubscriptionTermsData | undefined, f: MessageFormats = formatsIn(null)): string[] {
  if (!data) return []
  const [intro, price, ...rest] = termLines(data, f)
  return [
    f.t("subscription.heading"),
    intro,
    price,
    ...renewalPriceText(data.price, f),
    ...rest,
    `${f.t("subscription.manage")}: ${data.manage_url}`,
    "",
  ]
}
