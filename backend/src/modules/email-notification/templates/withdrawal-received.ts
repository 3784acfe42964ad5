import { receivedAtText } from "../../../lib/withdrawal-form"
import { shopConfig } from "../../../lib/shop-config"
import { RenderedEmail, escapeHtml, questionsHtml, questionsText, transactionalEmail } from "./layout"
import { withdrawalNextSteps } from "order-summary/rules"

export type WithdrawalReceivedData = {
  display_id: number
  name: string
  email: string
  items: { title: string; quantity: number }[]
  /** ISO time the shop received the statement */
  received_at: string
  /** whether some of it was shipped and is to come back (a return was requested); nothing shipped: nothing to send back */
  items_to_return: boolean
  shop_url: string
}

/**
 * The acknowledgement of a withdrawal on a durable medium (Consumer Rights Directive art. 11a): the
 * statement as the consumer made it, with the date and time the shop received it.
 */
export function withdrawalReceived(data: WithdrawalReceivedData): RenderedEmail {
  const { brand, business } = shopConfig
  const subject = `${brand}: we received your withdrawal from order #${data.display_id}`
  const received = receivedAtText(data.received_at)
  const returnAddress = `${business.legalName}, ${business.street}, ${business.postalCode} ${business.city}, ${business.country}`
  const nextSteps = withdrawalNextSteps({ itemsToReturn: data.items_to_return, returnAddress })
  const statement = `I hereby give notice that I withdraw from my contract of sale of the following goods of order #${data.display_id}:`
  const body = `
<h1 style="font-size:22px;margin:0 0 16px">We received your withdrawal</h1>
<p>We received your withdrawal from order <strong>#${data.display_id}</strong> on <strong>${escapeHtml(received)}</strong>. This e-mail confirms its receipt; keep it for your records.</p>
<h2 style="font-size:17px;margin:16px 0 8px">Your statement</h2>
<p>${escapeHtml(statement)}</p>
<ul>${data.items.map((item) => `<li>${escapeHtml(item.title)} × ${item.quantity}</li>`).join("")}</ul>
<p>Order number: #${data.display_id}<br>Name: ${escapeHtml(data.name)}<br>E-mail: ${escapeHtml(data.email)}<br>Received: ${escapeHtml(received)}</p>
<h2 style="font-size:17px;margin:16px 0 8px">What happens next</h2>
${nextSteps.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("")}
${questionsHtml()}
<p><a href="${escapeHtml(data.shop_url)}" style="color:#2f4f2f;font-weight:bold">${escapeHtml(brand)}</a></p>`
  const lines = [
    "We received your withdrawal",
    "",
    `We received your withdrawal from order #${data.display_id} on ${received}. This e-mail confirms its receipt; keep it for your records.`,
    "",
    "Your statement:",
    statement,
    ...data.items.map((item) => `- ${item.title} x ${item.quantity}`),
    "",
    `Order number: #${data.display_id}`,
    `Name: ${data.name}`,
    `E-mail: ${data.email}`,
    `Received: ${received}`,
    "",
    "What happens next:",
    ...nextSteps.flatMap((paragraph) => [paragraph, ""]),
    questionsText(),
  ]
  return transactionalEmail(subject, body, lines)
}
