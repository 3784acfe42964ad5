import { shopConfig } from "../../../lib/shop-config"
import { emailLayout, escapeHtml, RenderedEmail, textFooter } from "./layout"

export type NewsletterWelcomeData = {
  code: string
  percent: number
  shop_url: string
  unsubscribe_url: string
}

/** Sent once per subscribed address: the personal single-use code for the first order. */
export function newsletterWelcome(data: NewsletterWelcomeData): RenderedEmail {
  const { brand } = shopConfig
  const subject = `Welcome to ${brand}: ${data.percent}% off your first purchase`
  const body = `
<h1 style="font-size:22px;margin:0 0 16px">Thank you for subscribing!</h1>
<p>As promised, here is ${data.percent}% off your first purchase. Enter this code in your cart:</p>
<p style="font-size:24px;font-weight:bold;letter-spacing:2px;background:#f6f4ef;padding:12px 16px;display:inline-block;border-radius:6px">${escapeHtml(data.code)}</p>
<p>The code is personal and works for one order.</p>
<p><a href="${escapeHtml(data.shop_url)}" style="color:#2f4f2f;font-weight:bold">Shop now</a></p>`
  const footer = `<p style="margin:0">You receive this email because you subscribed to the ${escapeHtml(brand)} newsletter.
<a href="${escapeHtml(data.unsubscribe_url)}" style="color:#5b655b">Unsubscribe</a></p>`
  const text = [
    "Thank you for subscribing!",
    "",
    `As promised, here is ${data.percent}% off your first purchase. Enter this code in your cart:`,
    "",
    `    ${data.code}`,
    "",
    "The code is personal and works for one order.",
    `Shop now: ${data.shop_url}`,
    "",
    "--",
    `You receive this email because you subscribed to the ${brand} newsletter.`,
    `Unsubscribe: ${data.unsubscribe_url}`,
    textFooter(),
  ].join("\n")
  return {
    subject,
    html: emailLayout({ title: subject, body, footer }),
    text,
    headers: { "List-Unsubscribe": `<${data.unsubscribe_url}>` },
  }
}
