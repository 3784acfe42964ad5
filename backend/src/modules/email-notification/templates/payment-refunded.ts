import { formatEuros } from "order-summary"
import { shopConfig } from "../../../lib/shop-config"
import { RenderedEmail, emailLayout, escapeHtml, questionsHtml, questionsText, transactionalEmail } from "./layout"

export type PaymentRefundedData = {
  /** in euros */
  amount: number
  reason: string
  checkout_session_id: string
  cart_id: string | null
  email: string | null
  shop_url: string
}

/** To the shopper: a payment the shop could not turn into an order was given back in full. */
export function paymentRefunded(data: PaymentRefundedData): RenderedEmail {
  const { brand } = shopConfig
  const subject = `${brand}: your payment of ${formatEuros(data.amount)} was refunded`
  const body = `
<h1 style="font-size:22px;margin:0 0 16px">Your payment was refunded</h1>
<p>We received your payment of <strong>${formatEuros(data.amount)}</strong>, but could not place the order: ${escapeHtml(data.reason)}</p>
<p>We have refunded the full amount. Depending on your bank it shows on your statement within 5-10 business days. No order was placed and nothing will be shipped.</p>
${questionsHtml()}
<p><a href="${escapeHtml(data.shop_url)}" style="color:#2f4f2f;font-weight:bold">Back to ${escapeHtml(brand)}</a></p>`
  const lines = [
    "Your payment was refunded",
    "",
    `We received your payment of ${formatEuros(data.amount)}, but could not place the order: ${data.reason}`,
    "",
    "We have refunded the full amount. Depending on your bank it shows on your statement within 5-10 business days. No order was placed and nothing will be shipped.",
    "",
    questionsText(),
    `Back to ${brand}: ${data.shop_url}`,
  ]
  return transactionalEmail(subject, body, lines)
}

/** To the shop's address: a paid Checkout Session ended as a refund instead of an order. */
export function paymentRefundedSeller(data: PaymentRefundedData): RenderedEmail {
  const subject = `Refunded ${formatEuros(data.amount)}: a payment could not become an order`
  const rows = [
    ["Amount", formatEuros(data.amount)],
    ["Reason", data.reason],
    ["Shopper", data.email ?? "unknown"],
    ["Cart", data.cart_id ?? "unknown"],
    ["Stripe Checkout Session", data.checkout_session_id],
  ]
  const body = `
<h1 style="font-size:22px;margin:0 0 16px">A payment was refunded</h1>
<p>A paid Stripe Checkout Session could not become an order, so the shop refunded it in full and told the shopper.</p>
<table role="presentation" cellpadding="4" cellspacing="0">${rows
    .map(([name, value]) => `<tr><td>${escapeHtml(name)}</td><td><strong>${escapeHtml(value)}</strong></td></tr>`)
    .join("")}</table>`
  const text = [
    "A paid Stripe Checkout Session could not become an order; it was refunded in full.",
    "",
    ...rows.map(([n, v]) => `${n}: ${v}`),
  ].join("\n")
  return { subject, html: emailLayout({ title: subject, body }), text }
}
