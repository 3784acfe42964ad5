import { model } from "@medusajs/framework/utils"

/**
 * One order line a withdrawal covers. The line item is unique: the same items cannot be withdrawn
 * twice, even by two statements sent at the same moment.
 */
export const WithdrawnLine = model.define("withdrawn_line", {
  id: model.id({ prefix: "wdrl" }).primaryKey(),
  withdrawal_id: model.text(),
  line_item_id: model.text().unique(),
  quantity: model.number(),
})
