import type Stripe from "stripe"
import { toCents } from "order-summary"
import { shopStripe } from "../../lib/stripe"
import { skipKeptOnResume } from "../../lib/subscription-clock"
import type { SubscriptionAction } from "./steps/change-subscription"
import { SHIPPING_PER_DELIVERY } from "../../modules/stripe-checkout/session-params"
import { linesOf, type StoredSubscription } from "./subscriptions"

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * What each management action asks of Stripe for a subscription Stripe bills, before the shop
 * records it. Cancel ends the Stripe subscription at once (no further invoice). Pause and resume
 * set and clear pause_collection with behavior "void": Stripe keeps the subscription but voids the
 * invoices of the paused months, so nothing is charged. Skip pauses collection until a day after
 * the skipped renewal: that month's invoice is voided and Stripe charges again the month after.
 * Resume keeps a skip still ahead (`now`: the time of the change): collection resumes after the
 * skipped renewal, not before it.
 */
export function stripeUpdateFor(
  action: SubscriptionAction,
  subscription: StoredSubscription,
  now: Date = new Date(),
): Stripe.SubscriptionUpdateParams | "cancel" {
  switch (action) {
    case "cancel":
      return "cancel"
    case "pause":
      return { pause_collection: { behavior: "void" } }
    case "resume": {
      const skipped = skipKeptOnResume(new Date(subscription.started_at), subscription.skipped_renewal_at, now)
      return skipped ? pauseUntilAfter(skipped) : { pause_collection: "" }
    }
    case "skip":
      // the skip is checked first (SUBSCRIPTION_ACTIONS.skip refuses one without a next renewal); the stored type allows none
      return pauseUntilAfter(new Date(subscription.next_renewal_at!))
  }
}

/** Collection paused (the invoices voided) until a day after the skipped renewal. */
const pauseUntilAfter = (skipped: Date): Stripe.SubscriptionUpdateParams => ({
  pause_collection: { behavior: "void", resumes_at: Math.floor((skipped.getTime() + DAY_MS) / 1000) },
})

/** A Stripe subscription's collection before a change: what undoing the change puts back. */
export type StripeCollection = { id: string; pause_collection: Stripe.SubscriptionUpdateParams["pause_collection"] }

/**
 * Applies a management action at Stripe (a Stripe subscription only); the caller then records it.
 * Answers the collection it replaced (null for a cancellation, which cannot be undone, or for a
 * subscription Stripe does not bill).
 */
export async function applyAtStripe(
  action: SubscriptionAction,
  subscription: StoredSubscription,
  now: Date = new Date(),
): Promise<StripeCollection | null> {
  if (subscription.payment !== "stripe" || !subscription.stripe_subscription_id) return null
  const update = stripeUpdateFor(action, subscription, now)
  const id = subscription.stripe_subscription_id
  const current = await shopStripe().subscriptions.retrieve(id)
  if (update === "cancel") {
    // ended at Stripe already (customer.subscription.deleted, the dashboard): nothing left to cancel
    if (current.status !== "canceled") await shopStripe().subscriptions.cancel(id, {}, { idempotencyKey: `cancel-${id}` })
    return null
  }
  await shopStripe().subscriptions.update(id, update)
  const paused = current.pause_collection
  return {
    id,
    pause_collection: paused ? { behavior: paused.behavior, ...(paused.resumes_at ? { resumes_at: paused.resumes_at } : {}) } : "",
  }
}

/** Puts a Stripe subscription's collection back as it was before a change that was undone. */
export async function restoreAtStripe(collection: StripeCollection | null) {
  if (collection) await shopStripe().subscriptions.update(collection.id, { pause_collection: collection.pause_collection })
}

/** Stripe bills a subscription each month. */
const MONTHLY = { interval: "month", interval_count: 1 } as const

/** A recurring item of a Stripe subscription: cents per unit. */
type RecurringItem = { name: string; unit_amount: number; quantity: number }

/**
 * What Stripe bills each month for a subscription: its renewal price, as the shop prices it (each
 * line at its subscription price, its own shipping per delivery). A line whose total in cents does
 * not divide by its quantity is one unit of "title x quantity", as on the Checkout page.
 */
export function recurringItemsOf(subscription: StoredSubscription): RecurringItem[] {
  const lines = linesOf(subscription).map((line) => {
    const cents = toCents(line.unit_price * line.quantity)
    return cents % line.quantity === 0
      ? { name: line.title, unit_amount: cents / line.quantity, quantity: line.quantity }
      : { name: `${line.title} x ${line.quantity}`, unit_amount: cents, quantity: 1 }
  })
  const shipping = toCents(Number(subscription.shipping_amount))
  return shipping > 0 ? [...lines, { name: SHIPPING_PER_DELIVERY, unit_amount: shipping, quantity: 1 }] : lines
}

/** The recurring items of a Stripe subscription before they were replaced: what undoing puts back. */
export type StripeItems = { id: string; items: { price: string; quantity: number }[] }

const amounts = (items: { unit_amount: number | null; quantity: number }[]) =>
  items
    .map((item) => `${item.unit_amount}x${item.quantity}`)
    .sort()
    .join()

/**
 * Makes Stripe bill the subscription's renewal price from its next invoice on. The first invoice
 * was the Checkout Session's (the first order: its one-time lines, its discounts, its shipping);
 * the recurring items it left are replaced without proration when they differ from the renewal
 * price (the first order shipped free thanks to a one-time line, or a one-time code lowered it).
 * Answers the items replaced, or null when Stripe bills the renewal price already.
 */
export async function billRenewalPriceAtStripe(subscription: StoredSubscription): Promise<StripeItems | null> {
  if (subscription.payment !== "stripe" || !subscription.stripe_subscription_id) return null
  const stripe = shopStripe()
  const id = subscription.stripe_subscription_id
  const current = await stripe.subscriptions.retrieve(id)
  const billed = current.items.data.map((item) => ({ unit_amount: item.price.unit_amount, quantity: item.quantity ?? 1 }))
  const wanted = recurringItemsOf(subscription)
  if (amounts(billed) === amounts(wanted)) return null
  const products: string[] = []
  for (const item of wanted) products.push((await stripe.products.create({ name: item.name })).id)
  await stripe.subscriptions.update(id, {
    items: [
      ...current.items.data.map((item) => ({ id: item.id, deleted: true })),
      ...wanted.map((item, index) => ({
        quantity: item.quantity,
        price_data: { currency: subscription.currency_code, product: products[index], unit_amount: item.unit_amount, recurring: MONTHLY },
      })),
    ],
    proration_behavior: "none",
  })
  return { id, items: current.items.data.map((item) => ({ price: item.price.id, quantity: item.quantity ?? 1 })) }
}

/** Puts back the recurring items a failed start replaced. */
export async function restoreBillingAtStripe(previous: StripeItems | null | undefined) {
  if (!previous) return
  const stripe = shopStripe()
  const current = await stripe.subscriptions.retrieve(previous.id)
  await stripe.subscriptions.update(previous.id, {
    items: [...current.items.data.map((item) => ({ id: item.id, deleted: true })), ...previous.items],
    proration_behavior: "none",
  })
}
