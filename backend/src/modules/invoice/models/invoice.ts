import { model } from "@medusajs/framework/utils"

/**
 * An order's invoice, issued once when the order is paid: its number from the shop's one gapless
 * sequence, when it was issued, the document as issued (`document`, lib/books/issued-document.ts)
 * and its PDF, rendered once and kept private in the File Module (`file_id`). Nothing later changes
 * it: a refund makes a credit note instead. An invoice numbered before documents were kept has no
 * `document` until it is first read, when it is frozen as it then reads.
 */
export const Invoice = model.define("invoice", {
  id: model.id({ prefix: "inv" }).primaryKey(),
  order_id: model.text().unique(),
  number: model.number().unique(),
  issued_at: model.dateTime(),
  document: model.json().nullable(),
  file_id: model.text().nullable(),
})
