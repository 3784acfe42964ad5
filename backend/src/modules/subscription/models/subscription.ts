import { model } from "@medusajs/framework/utils"

export const SUBSCRIPTION_STATUSES = ["active", "paused", "cancelled"] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

export const SUBSCRIPTION_PAYMENTS = ["test", "stripe"] as const
export type SubscriptionPayment = (typeof SUBSCRIPTION_PAYMENTS)[number]

/**
 * One subscription line, priced for a delivery of its own: unit_price in euros incl. VAT with only
 * the subscription discount applied (a one-time code of the first order does not recur), unrounded
 * as Medusa computes it; original_unit_price the price as bought before that discount (absent on
 * lines stored before it was kept).
 */
export type SubscriptionLine = {
  variant_id: string
  product_id: string | null
  title: string
  quantity: number
  unit_price: number
  original_unit_price?: number
}

/**
 * A monthly subscription started by an order with subscription products: what is delivered, where,
 * how it is paid, and when it renews next. The order that started it is unique: one order starts
 * at most one subscription, even if its order.placed event is delivered twice.
 */
export const Subscription = model
  .define("subscription", {
    id: model.id({ prefix: "sub" }).primaryKey(),
    status: model.enum([...SUBSCRIPTION_STATUSES]).default("active"),
    email: model.text(),
    customer_name: model.text(),
    customer_id: model.text().nullable(),
    origin_order_id: model.text().unique(),
    region_id: model.text(),
    sales_channel_id: model.text().nullable(),
    currency_code: model.text(),
    /** what each delivery holds: { lines: SubscriptionLine[] } */
    delivery: model.json(),
    /** the order's shipping address as Medusa stored it (first_name ... country_code) */
    shipping_address: model.json(),
    shipping_option_id: model.text().nullable(),
    shipping_method_name: model.text(),
    /** euros incl. VAT per delivery: the shipping price rule applied to the subscription's own lines (with Stripe, what Stripe bills) */
    shipping_amount: model.bigNumber(),
    payment: model.enum([...SUBSCRIPTION_PAYMENTS]).default("test"),
    /** the order's time: renewals fall on the same day of each following month */
    started_at: model.dateTime(),
    /** null while paused or once cancelled */
    next_renewal_at: model.dateTime().nullable(),
    /** the last renewal date skipped: a pause and resume before it does not bring it back */
    skipped_renewal_at: model.dateTime().nullable(),
    failed_attempts: model.number().default(0),
    cancelled_at: model.dateTime().nullable(),
    /** payment "stripe": the Stripe subscription that bills it, and its Stripe customer */
    stripe_subscription_id: model.text().nullable(),
    stripe_customer_id: model.text().nullable(),
  })
  .indexes([{ on: ["status", "next_renewal_at"] }, { on: ["created_at"] }, { on: ["stripe_subscription_id"] }])
