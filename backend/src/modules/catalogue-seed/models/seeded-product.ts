import { model } from "@medusajs/framework/utils"

/**
 * What the seed last wrote for one catalogue product, by handle: fingerprints of its data, its
 * pictures and each text the seller may edit. The seed's own bookkeeping, kept out of the product's
 * metadata so the seller never sees it in the admin.
 */
export const SeededProduct = model.define("seeded_product", {
  id: model.id({ prefix: "seedprod" }).primaryKey(),
  handle: model.text().unique(),
  data_hash: model.text(),
  images_hash: model.text(),
  /** the fingerprint of each seller-editable text as the seed wrote it */
  texts: model.json(),
})
