import { model } from "@medusajs/framework/utils"

/**
 * A renewal's key, stored before its order is made: a subscription renews once per period (the
 * renewal date it was due on), so a second or simultaneous run for the same period finds the key
 * taken and makes no order.
 */
export const SubscriptionRenewal = model
  .define("subscription_renewal", {
    id: model.id({ prefix: "subren" }).primaryKey(),
    subscription_id: model.text(),
    /** the due date renewed, as an ISO date (YYYY-MM-DD) */
    period: model.text(),
    order_id: model.text().nullable(),
  })
  .indexes([{ on: ["subscription_id", "period"], unique: true }])
