import { settings } from "../../lib/settings"
import type { SubscriptionCancelledData } from "../../modules/email-notification/templates/subscription-cancelled"
import type { SubscriptionChange, SubscriptionChangedData } from "../../modules/email-notification/templates/subscription-changed"
import { deliveryTotal, linesOf, renewalPriceOf, roundCents, type StoredSubscription } from "./subscriptions"
import { linkUrl } from "../../lib/shop-links"

const iso = (date: Date | string | null | undefined) => (date ? new Date(date).toISOString() : null)

/** An address shown on a page reached by a link: j***@example.com. */
export function maskEmail(email: string) {
  const at = email.lastIndexOf("@")
  if (at < 1) return "***"
  return `${email[0]}***${email.slice(at)}`
}

const publicLines = (subscription: StoredSubscription) =>
  linesOf(subscription).map((line) => ({
    title: line.title,
    quantity: line.quantity,
    unit_price: roundCents(line.unit_price),
    original_unit_price: roundCents(line.original_unit_price ?? line.unit_price),
  }))

/** The contract's ManagedSubscription: what the shopper's page shows. */
export function toManagedSubscription(subscription: StoredSubscription) {
  return {
    id: subscription.id,
    status: subscription.status,
    next_renewal_at: subscription.status === "active" ? iso(subscription.next_renewal_at) : null,
    interval: "month" as const,
    currency_code: subscription.currency_code,
    lines: publicLines(subscription),
    delivery_total: deliveryTotal(subscription),
    price: renewalPriceOf(subscription),
    email: maskEmail(subscription.email),
  }
}

export type SubscriptionOrder = { id: string; display_id: number; created_at: string }

/** The contract's AdminSubscription: the seller's list and detail. */
export function toAdminSubscription(subscription: StoredSubscription, orders: SubscriptionOrder[]) {
  return {
    id: subscription.id,
    status: subscription.status,
    email: subscription.email,
    customer_name: subscription.customer_name,
    created_at: iso(subscription.created_at),
    next_renewal_at: subscription.status === "active" ? iso(subscription.next_renewal_at) : null,
    lines: publicLines(subscription),
    delivery_total: deliveryTotal(subscription),
    orders,
    payment: subscription.payment,
    failed_attempts: subscription.failed_attempts,
    shipping_address: subscription.shipping_address,
  }
}

/** The acknowledgement of a cancellation, once per subscription, in `locale` (its order's language). */
export function cancellationNotification(subscription: StoredSubscription, locale?: string) {
  const data: SubscriptionCancelledData = {
    lines: publicLines(subscription),
    per_delivery: deliveryTotal(subscription),
    price: renewalPriceOf(subscription),
    cancelled_at: iso(subscription.cancelled_at) ?? new Date().toISOString(),
    manage_url: linkUrl("subscription-management", { subscription_id: subscription.id }),
    shop_url: settings.STOREFRONT_URL,
    locale,
  }
  return {
    to: subscription.email,
    channel: "email",
    template: "subscription-cancelled",
    idempotency_key: `subscription-cancelled:${subscription.id}`,
    resource_id: subscription.id,
    resource_type: "subscription",
    data,
  }
}

/** The acknowledgement of a skipped delivery, a pause or a resumption: one per change made, in `locale` (its order's language). */
export function changeNotification(subscription: StoredSubscription, change: SubscriptionChange, locale?: string) {
  const data: SubscriptionChangedData = {
    change,
    next_renewal_at: subscription.status === "active" ? iso(subscription.next_renewal_at) : null,
    per_delivery: deliveryTotal(subscription),
    price: renewalPriceOf(subscription),
    manage_url: linkUrl("subscription-management", { subscription_id: subscription.id }),
    locale,
  }
  return {
    to: subscription.email,
    channel: "email",
    template: "subscription-changed",
    idempotency_key: `subscription-changed:${subscription.id}:${change}:${new Date(subscription.updated_at).getTime()}`,
    resource_id: subscription.id,
    resource_type: "subscription",
    data,
  }
}

/** The seller's notice in the admin: a subscription paused because its renewals failed. */
export function pausedAfterFailuresNotification(failed: {
  subscription_id: string
  email: string
  failed_attempts: number
  reason: string
}) {
  return {
    to: "",
    channel: "feed",
    template: "admin-ui",
    idempotency_key: `subscription-paused-after-failures:${failed.subscription_id}:${failed.failed_attempts}`,
    resource_id: failed.subscription_id,
    resource_type: "subscription",
    data: {
      title: "Subscription paused: renewal failed",
      description: `The renewal of ${failed.email}'s subscription (${failed.subscription_id}) failed ${failed.failed_attempts} times in a row, last: ${failed.reason}. It is paused; resume it once the cause is fixed.`,
    },
  }
}

/**
 * The seller's notice in the admin: Stripe charged a monthly invoice of a subscription this shop
 * does not know (its record was never made), so no order was made for money taken.
 */
export function unknownStripeRenewalNotification(paid: { stripe_subscription_id: string; invoice_id: string }) {
  return {
    to: "",
    channel: "feed",
    template: "admin-ui",
    idempotency_key: `stripe-renewal-unknown-subscription:${paid.invoice_id}`,
    resource_id: paid.invoice_id,
    resource_type: "stripe_invoice",
    data: {
      title: "Paid at Stripe, no order made",
      description: `Stripe charged invoice ${paid.invoice_id} of subscription ${paid.stripe_subscription_id}, which this shop does not know. No order was made: refund the invoice in Stripe's dashboard, or make the order yourself.`,
    },
  }
}

/**
 * The seller's notice in the admin: a paid order whose subscription could not be started after
 * MAX_START_ATTEMPTS attempts. It is still tried, so it starts once the cause is fixed.
 */
export function subscriptionNotStartedNotification(failed: { order_id: string; attempts: number; reason: string }) {
  return {
    to: "",
    channel: "feed",
    template: "admin-ui",
    idempotency_key: `subscription-not-started:${failed.order_id}`,
    resource_id: failed.order_id,
    resource_type: "order",
    data: {
      title: "Subscription not started",
      description: `Order ${failed.order_id} is paid, but its subscription could not be started (${failed.attempts} attempts, last: ${failed.reason}). It is tried again every hour: fix the cause, or cancel and refund the order.`,
    },
  }
}
