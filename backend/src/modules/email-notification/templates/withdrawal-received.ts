import type { TFunction } from "i18next"
import { WITHDRAWAL_PERIOD_DAYS } from "order-summary/rules"
import { formatsIn } from "../../../lib/messages/formats"
import { receivedAtText } from "../../../lib/withdrawal-form"
import { shopConfig } from "../../../lib/shop-config"
import { RenderedEmail, escapeHtml, questionsHtml, questionsText, transactionalEmail } from "./layout"

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
  /** the language of the e-mail (lib/shop-locales.ts orderLanguage; absent in e-mails queued before it was added: English) */
  locale?: string
}

/**
 * What comes after a withdrawal, as order-summary/rules withdrawalNextSteps says it in English (a
 * unit test holds the English catalogue to it): a return only when some of it was shipped, then the refund.
 */
export function withdrawalNextStepsIn(t: TFunction, { itemsToReturn, returnAddress }: { itemsToReturn: boolean; returnAddress: string }) {
  const days = WITHDRAWAL_PERIOD_DAYS
  const refund = t("withdrawalReceived.refundTerms", { days })
  if (!itemsToReturn) return [t("withdrawalReceived.nothingShipped"), refund]
  const to = returnAddress ? ` ${t("withdrawalReceived.returnTo", { address: returnAddress })}` : ""
  return [`${t("withdrawalReceived.returnTerms", { days })}${to} ${t("withdrawalReceived.notShipped")}`, refund]
}

/**
 * The acknowledgement of a withdrawal on a durable medium (Consumer Rights Directive art. 11a): the
 * statement as the consumer made it, with the date and time the shop received it, in the order's language.
 */
export function withdrawalReceived(data: WithdrawalReceivedData): RenderedEmail {
  const { brand, business } = shopConfig
  const { t, locale, intl } = formatsIn(data.locale)
  const displayId = data.display_id
  const subject = t("withdrawalReceived.subject", { brand, displayId })
  const heading = t("withdrawalReceived.heading")
  const received = receivedAtText(data.received_at, intl)
  const returnAddress = `${business.legalName}, ${business.street}, ${business.postalCode} ${business.city}, ${business.country}`
  const nextSteps = withdrawalNextStepsIn(t, { itemsToReturn: data.items_to_return, returnAddress })
  const statement = t("withdrawalReceived.statement", { displayId })
  const details: [string, string][] = [
    [t("withdrawalReceived.orderNumber"), `#${displayId}`],
    [t("withdrawalReceived.name"), data.name],
    [t("withdrawalReceived.email"), data.email],
    [t("withdrawalReceived.receivedAt"), received],
  ]
  const body = `
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(heading)}</h1>
<p>${t("withdrawalReceived.receivedHtml", { displayId, received: escapeHtml(received) })}</p>
<h2 style="font-size:17px;margin:16px 0 8px">${escapeHtml(t("withdrawalReceived.statementHeading"))}</h2>
<p>${escapeHtml(statement)}</p>
<ul>${data.items.map((item) => `<li>${escapeHtml(item.title)} × ${item.quantity}</li>`).join("")}</ul>
<p>${details.map(([label, value]) => `${escapeHtml(label)}: ${escapeHtml(value)}`).join("<br>")}</p>
<h2 style="font-size:17px;margin:16px 0 8px">${escapeHtml(t("withdrawalReceived.nextHeading"))}</h2>
${nextSteps.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("")}
${questionsHtml(t)}
<p><a href="${escapeHtml(data.shop_url)}" style="color:#2f4f2f;font-weight:bold">${escapeHtml(brand)}</a></p>`
  const lines = [
    heading,
    "",
    t("withdrawalReceived.received", { displayId, received }),
    "",
    `${t("withdrawalReceived.statementHeading")}:`,
    statement,
    ...data.items.map((item) => `- ${item.title} x ${item.quantity}`),
    "",
    ...details.map(([label, value]) => `${label}: ${value}`),
    "",
    `${t("withdrawalReceived.nextHeading")}:`,
    ...nextSteps.flatMap((paragraph) => [paragraph, ""]),
    questionsText(t),
  ]
  return transactionalEmail(subject, body, lines, locale)
}
