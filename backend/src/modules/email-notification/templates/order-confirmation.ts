import { shopConfig } from "../../../lib/shop-config"
import { emailLayout, escapeHtml, RenderedEmail, textFooter } from "./layout"

export type OrderConfirmationData = {
  display_id: number
  lines: { title: string; quantity: number; total: number; review_url?: string | null }[]
  shipping: { name: string; total: number }
  total: number
  tax_total: number
  shipping_address: string[]
  shop_url: string
}

const euro = (amount: number) => `€${amount.toFixed(2)}`

const reviewLink = (url: string | null | undefined) =>
  url ? `<br><a href="${escapeHtml(url)}" style="font-size:13px;color:#2f4f2f">Write a review</a>` : ""

/** Sent to the shopper once per order, when it is placed (that is, paid). */
export function orderConfirmation(data: OrderConfirmationData): RenderedEmail {
  const { brand, business } = shopConfig
  const subject = `${brand}: order #${data.display_id} confirmed`
  const shipping = data.shipping.total === 0 ? "Free" : euro(data.shipping.total)
  const rows = data.lines
    .map(
      (line) =>
        `<tr><td style="padding:4px 0">${escapeHtml(line.title)} × ${line.quantity}${reviewLink(line.review_url)}</td><td align="right">${euro(line.total)}</td></tr>`
    )
    .join("")
  const body = `
<h1 style="font-size:22px;margin:0 0 16px">Thank you for your order!</h1>
<p>We have received your payment for order <strong>#${data.display_id}</strong>. Orders are processed within 1-3 business days.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:16px 0">${rows}
<tr><td style="padding:4px 0">${escapeHtml(data.shipping.name)}</td><td align="right">${shipping}</td></tr>
<tr><td style="padding:8px 0;font-weight:bold;border-top:1px solid #e5e2da">Total</td><td align="right" style="font-weight:bold;border-top:1px solid #e5e2da">${euro(data.total)}</td></tr>
<tr><td style="font-size:13px;color:#5b655b">including VAT</td><td align="right" style="font-size:13px;color:#5b655b">${euro(data.tax_total)}</td></tr>
</table>
<p>Shipping to:<br>${data.shipping_address.map(escapeHtml).join("<br>")}</p>
<p>Questions? Reply to this email or write to <a href="mailto:${escapeHtml(business.email)}">${escapeHtml(business.email)}</a>.</p>
<p><a href="${escapeHtml(data.shop_url)}" style="color:#2f4f2f;font-weight:bold">${escapeHtml(brand)}</a></p>`
  const text = [
    "Thank you for your order!",
    "",
    `We have received your payment for order #${data.display_id}. Orders are processed within 1-3 business days.`,
    "",
    ...data.lines.flatMap((line) => [
      `${line.title} x ${line.quantity}: ${euro(line.total)}`,
      ...(line.review_url ? [`  Write a review: ${line.review_url}`] : []),
    ]),
    `${data.shipping.name}: ${shipping}`,
    `Total: ${euro(data.total)} (including VAT ${euro(data.tax_total)})`,
    "",
    "Shipping to:",
    ...data.shipping_address,
    "",
    `Questions? Write to ${business.email}.`,
    "",
    "--",
    textFooter(),
  ].join("\n")
  return { subject, html: emailLayout({ title: subject, body }), text }
}
