import { model } from "@medusajs/framework/utils"

/** A Stripe webhook event already acted on, by Stripe's event id: a second delivery is a replay. */
export const StripeEvent = model.define("stripe_event", {
  id: model.id().primaryKey(),
  type: model.text(),
})
