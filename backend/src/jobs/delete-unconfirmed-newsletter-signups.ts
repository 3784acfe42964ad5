import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { NEWSLETTER_MODULE } from "../modules/newsletter"
import type NewsletterModuleService from "../modules/newsletter/service"
import { SHOP_LINKS } from "../lib/shop-links"

/**
 * Sign-ups nobody confirmed within the link's validity: an address that never confirmed is deleted
 * (the shop keeps no address it has no consent for); one that had been subscribed before and asked
 * to come back without confirming stays unsubscribed, with its earlier welcome code on record.
 */
export default async function deleteUnconfirmedNewsletterSignups(container: MedusaContainer) {
  await clearStaleNewsletterSignups(container)
}

export async function clearStaleNewsletterSignups(container: MedusaContainer, now = Date.now()) {
  const newsletter: NewsletterModuleService = container.resolve(NEWSLETTER_MODULE)
  const stale = await newsletter.listNewsletterSubscriptions(
    { status: "pending", requested_at: { $lt: new Date(now - SHOP_LINKS["newsletter-confirmation"].validMs) } },
    { select: ["id", "confirmed_at"] },
  )
  const neverConfirmed = stale.filter((signup) => !signup.confirmed_at).map((signup) => signup.id)
  const returning = stale.filter((signup) => signup.confirmed_at).map((signup) => ({ id: signup.id, status: "unsubscribed" as const }))
  if (neverConfirmed.length) await newsletter.deleteNewsletterSubscriptions(neverConfirmed)
  if (returning.length) await newsletter.updateNewsletterSubscriptions(returning)
  if (stale.length) {
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .info(`Newsletter: ${neverConfirmed.length} unconfirmed sign-ups deleted, ${returning.length} unconfirmed returns left unsubscribed`)
  }
  return { deleted: neverConfirmed.length, leftUnsubscribed: returning.length }
}

export const config = { name: "delete-unconfirmed-newsletter-signups", schedule: "17 * * * *" }
