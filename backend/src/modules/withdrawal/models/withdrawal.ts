import { model } from "@medusajs/framework/utils"

/**
 * A consumer's withdrawal statement (Consumer Rights Directive art. 11a): who made it, for which order
 * and items, and when the shop received it. Stored before the acknowledgement is e-mailed, and kept
 * as the shop's proof of what was declared.
 */
export const Withdrawal = model
  .define("withdrawal", {
    id: model.id({ prefix: "wdr" }).primaryKey(),
    order_id: model.text(),
    order_display_id: model.number(),
    name: model.text(),
    email: model.text(),
    /** what the consumer declared, as they saw it: { items: {line_item_id, title, quantity}[] } */
    statement: model.json(),
    received_at: model.dateTime(),
    /** the Medusa return requested for the items already shipped; null when none was shipped yet */
    return_id: model.text().nullable(),
  })
  .indexes([{ on: ["order_id"] }])
