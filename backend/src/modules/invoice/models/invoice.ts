import { model } from "@medusajs/framework/utils"

/**
 * An order's invoice: its number, from the shop's one gapless sequence, given once per order when
 * the order is paid (or first asked for), and when it was issued.
 */
export const Invoice = model
  .define("invoice", {
    id: model.id({ prefix: "inv" }).primaryKey(),
    order_id: model.text().unique(),
    number: model.number().unique(),
    issued_at: model.dateTime(),
  })
