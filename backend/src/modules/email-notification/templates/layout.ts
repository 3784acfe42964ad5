import type { TFunction } from "i18next"
import { messagesIn } from "../../../lib/messages"
import { shopConfig } from "../../../lib/shop-config"

/** What a template produces: one email, ready for the transport. */
export type RenderedEmail = {
  subject: string
  html: string
  text: string
  headers?: Record<string, string>
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }

/** Every value put into an email's HTML goes through here. */
export function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character])
}

/** The shop's email frame: brand header, the template's content, the business footer. */
export function emailLayout({ title, body, footer = "", lang = "en" }: { title: string; body: string; footer?: string; lang?: string }) {
  const { brand, business } = shopConfig
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f6f4ef;font-family:Arial,Helvetica,sans-serif;color:#1f2a1f">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="background:#2f4f2f;color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0">${escapeHtml(brand)}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">${body}</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#5b655b;border-top:1px solid #e5e2da">
${footer}
<p style="margin:8px 0 0">${escapeHtml(business.legalName)}, ${escapeHtml(business.street)}, ${escapeHtml(business.postalCode)} ${escapeHtml(business.city)}, ${escapeHtml(business.country)}</p>
</td></tr>
</table></td></tr></table>
</body>
</html>`
}

/** The plain-text part's footer, matching the HTML one. */
export function textFooter() {
  const { business } = shopConfig
  return `${business.legalName}, ${business.street}, ${business.postalCode} ${business.city}, ${business.country}`
}

/** The line every transactional e-mail ends its message with, HTML and plain text, in the e-mail's language (`t`; English without). */
export function questionsHtml(t: TFunction = messagesIn(null)) {
  const { email } = shopConfig.business
  // the catalogue's message is the shop's own HTML; the address is escaped
  return `<p>${t("common.questionsHtml", { link: `<a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a>` })}</p>`
}

export const questionsText = (t: TFunction = messagesIn(null)) => t("common.questionsText", { email: shopConfig.business.email })

/** A transactional e-mail: the body in the layout, and the text's lines above the signature and the business line. */
export function transactionalEmail(subject: string, body: string, lines: string[], lang = "en"): RenderedEmail {
  return { subject, html: emailLayout({ title: subject, body, lang }), text: [...lines, "", "--", textFooter()].join("\n") }
}
