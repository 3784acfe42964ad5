import { model } from "@medusajs/framework/utils"

/**
 * What the seed last wrote for one shop setting the seller may change in the admin (the standard
 * shipping's prices and price rules), by key: its fingerprint. A setting whose fingerprint no longer
 * matches was changed by the seller, and a re-seed keeps it.
 */
export const SeededSetting = model.define("seeded_setting", {
  id: model.id({ prefix: "seedset" }).primaryKey(),
  key: model.text().unique(),
  hash: model.text(),
})
