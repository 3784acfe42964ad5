import { model } from "@medusajs/framework/utils"

/** The last number a sequence gave (`id` names the sequence): the next one is that plus one, with no gap. */
export const InvoiceSequence = model.define("invoice_sequence", {
  id: model.text().primaryKey(),
  last_number: model.number(),
})
