import type Stripe from "stripe"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { shopStripe } from "../../lib/stripe"
import { isPaid } from "../../modules/stripe-checkout/stripe-client"
import { settlePaidCheckoutSessionWorkflow } from "./settle-paid-checkout-session"
import { messageOf } from "../../lib/error-message"

/** How far back Stripe's list is read: a Checkout Session is payable for at most 24 hours. */
export const RECONCILE_LOOK_BACK_HOURS = 72
const PAGE_SIZE = 100
/** at most this many sessions per run, so one run stays short; the next run continues */
const MAX_SESSIONS = 500
/**
 * The scheduled job leaves sessions younger than this to their webhook, which Stripe sends within
 * seconds of the payment: settling them at the same moment only races the webhook (a job run at a
 * 10-minute mark took a test's fresh session before its events). The next run takes any it missed.
 */
export const RECONCILE_GRACE_SECONDS = 300

export type ReconciliationSummary = { paid: number; orders: number; refunds: number; failed: number }

/**
 * Makes sure every paid Checkout Session of the last RECONCILE_LOOK_BACK_HOURS has its order or its
 * refund, whatever happened to its webhook. Bounded and safe to run again: a settled session
 * changes nothing (the order is found, the refund is recorded and keyed by the session).
 */
export async function reconcileStripePayments(
  container: MedusaContainer,
  { minAgeSeconds = 0 }: { minAgeSeconds?: number } = {},
): Promise<ReconciliationSummary> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const stripe = shopStripe()
  const now = Math.floor(Date.now() / 1000)
  const since = now - RECONCILE_LOOK_BACK_HOURS * 3600
  const summary: ReconciliationSummary = { paid: 0, orders: 0, refunds: 0, failed: 0 }
  let seen = 0
  let startingAfter: string | undefined
  while (seen < MAX_SESSIONS) {
    const page: Stripe.ApiList<Stripe.Checkout.Session> = await stripe.checkout.sessions.list({
      status: "complete",
      created: { gte: since },
      limit: PAGE_SIZE,
      ...(startingAfter ? { starting_after: startingAfter } : {}),
    })
    for (const session of page.data) {
      seen++
      // a session without our payment session id was not created by this shop (a shared account)
      if (!isPaid(session) || !session.metadata?.session_id || session.created > now - minAgeSeconds) continue
      summary.paid++
      try {
        const { result } = await settlePaidCheckoutSessionWorkflow(container).run({ input: { checkout_session_id: session.id } })
        if (result.order_id) summary.orders++
        if (result.refunded) summary.refunds++
      } catch (error) {
        summary.failed++
        logger.warn(`Stripe reconciliation: ${session.id} not settled yet: ${messageOf(error).split("\n")[0]}`)
      }
    }
    if (!page.has_more || !page.data.length) break
    startingAfter = page.data[page.data.length - 1].id
  }
  return summary
}
