import { model } from "@medusajs/framework/utils"

/**
 * A paid order whose subscription has not started yet (its start failed, or its order.placed event
 * was lost): tried again on the shop's retry schedule until it starts; the seller is told once the
 * attempts allowed before telling are used up. Removed once the subscription exists.
 */
export const SubscriptionStart = model
  .define("subscription_start", {
    id: model.id({ prefix: "substart" }).primaryKey(),
    order_id: model.text().unique(),
    /** the failed attempts so far */
    attempts: model.number().default(0),
    next_attempt_at: model.dateTime(),
    last_error: model.text().nullable(),
    /** when the seller was told in the admin's notifications */
    reported_at: model.dateTime().nullable(),
  })
  .indexes([{ on: ["next_attempt_at"] }])
