import { model } from "@medusajs/framework/utils"

/**
 * A credit note: one per refund of a paid order (the seller's, a return's, a withdrawal's, a
 * cancellation's), with its own gapless number, the invoice it corrects and the VAT per rate it
 * gives back. Issued once and frozen like an invoice (`document`, `file_id`).
 */
export const CreditNote = model
  .define("credit_note", {
    id: model.id({ prefix: "cn" }).primaryKey(),
    order_id: model.text(),
    invoice_id: model.text(),
    refund_id: model.text().unique(),
    number: model.number().unique(),
    issued_at: model.dateTime(),
    document: model.json(),
    file_id: model.text().nullable(),
  })
  .indexes([{ on: ["order_id"] }])
