import { model } from "@medusajs/framework/utils"

/**
 * What the seed last wrote for one catalogue product, by handle: fingerprints of its catalogue entry,
 * its pictures and each field it writes (lib/seed/seller-edits.ts), so that a re-seed changes only
 * what the seller left as the seed wrote it. The seed's own bookkeeping, kept out of the product's
 * metadata so the seller never sees it in the admin.
 */
export const SeededProduct = model.define("seeded_product", {
  id: model.id({ prefix: "seedprod" }).primaryKey(),
  handle: model.text().unique(),
  data_hash: model.text(),
  images_hash: model.text(),
  /** the fingerprint of each field as the seed last wrote it, by field name ("description", "variant SKU price") */
  fields: model.json(),
})
