import { shopConfig } from "../../../lib/shop-config"
import { emailLayout, escapeHtml, RenderedEmail, textFooter } from "./layout"

export type NewsletterConfirmationData = {
  confirm_url: string
  valid_hours: number
  percent: number
}

/** The only email a sign-up sends before the address is confirmed (double opt-in): the link to confirm. */
export function newsletterConfirmation(data: NewsletterConfirmationData): RenderedEmail {
  const { brand } = shopConfig
  const subject = `Please confirm your subscription to the ${brand} newsletter`
  const body = `
<h1 style="font-size:22px;margin:0 0 16px">Confirm your subscription</h1>
<p>Someone, hopefully you, asked to receive the ${escapeHtml(brand)} newsletter at this address. Please confirm that it was you:</p>
<p><a href="${escapeHtml(data.confirm_url)}" style="display:inline-block;background:#2f4f2f;color:#ffffff;font-weight:bold;padding:12px 20px;border-radius:6px;text-decoration:none">Confirm my subscription</a></p>
<p>Once you confirm, we send you your personal code for ${data.percent}% off your first purchase.</p>
<p>The link works for ${data.valid_hours} hours. If you did not ask for this, ignore this email: without a confirmation we delete your address and you will not hear from us again.</p>`
  const text = [
    "Confirm your subscription",
    "",
    `Someone, hopefully you, asked to receive the ${brand} newsletter at this address. Please confirm that it was you:`,
    "",
    data.confirm_url,
    "",
    `Once you confirm, we send you your personal code for ${data.percent}% off your first purchase.`,
    `The link works for ${data.valid_hours} hours. If you did not ask for this, ignore this email: without a confirmation we delete your address and you will not hear from us again.`,
    textFooter(),
  ].join("\n")
  return { subject, html: emailLayout({ title: subject, body }), text }
}
