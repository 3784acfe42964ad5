import { receivedAtText } from "../../../lib/withdrawal-form"
import { RenderedEmail, emailLayout, escapeHtml } from "./layout"

export type WithdrawalReceivedSellerData = {
  display_id: number
  name: string
  email: string
  items: { title: string; quantity: number }[]
  /** ISO time the shop received the statement */
  received_at: string
  /** what the shop did with the order, and what is left to the seller */
  outcome: string[]
  /** the order's page in the admin */
  order_url: string
}

/** To the shop's address: a consumer withdrew from (part of) an order, and what became of the order. */
export function withdrawalReceivedSeller(data: WithdrawalReceivedSellerData): RenderedEmail {
  const subject = `Withdrawal from order #${data.display_id}`
  const received = receivedAtText(data.received_at)
  const rows = [
    ["Order", `#${data.display_id}`],
    ["Received", received],
    ["Name", data.name],
    ["E-mail", data.email],
  ]
  const body = `
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(subject)}</h1>
<table role="presentation" cellpadding="4" cellspacing="0">${rows
    .map(([name, value]) => `<tr><td>${escapeHtml(name)}</td><td><strong>${escapeHtml(value)}</strong></td></tr>`)
    .join("")}</table>
<p>Withdrawn from:</p>
<ul>${data.items.map((item) => `<li>${escapeHtml(item.title)} × ${item.quantity}</li>`).join("")}</ul>
${data.outcome.map((sentence) => `<p>${escapeHtml(sentence)}</p>`).join("\n")}
<p><a href="${escapeHtml(data.order_url)}" style="color:#2f4f2f;font-weight:bold">Open order #${data.display_id} in the admin</a></p>`
  const text = [
    subject,
    "",
    ...rows.map(([name, value]) => `${name}: ${value}`),
    "",
    "Withdrawn from:",
    ...data.items.map((item) => `- ${item.title} x ${item.quantity}`),
    "",
    ...data.outcome,
    "",
    `Open order #${data.display_id} in the admin: ${data.order_url}`,
  ].join("\n")
  return { subject, html: emailLayout({ title: subject, body }), text }
}
