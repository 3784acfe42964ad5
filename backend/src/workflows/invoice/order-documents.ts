import type { MedusaContainer } from "@medusajs/framework/types"
import type { IssuedDocument } from "../../lib/books/issued-document"
import { settings } from "../../lib/settings"
import { INVOICE_MODULE } from "../../modules/invoice"
import { paidOrderIds } from "../order/paid-orders"
import { issueCreditNotes } from "./credit-notes"
import { keptInvoice } from "./issued-documents"

/** A document as other tools read it (`GET /admin/order-documents/:order_id`): amounts in euros, its PDF's URL (admin only). */
export type ListedDocument = {
  type: IssuedDocument["type"]
  number: string
  issued_at: string
  currency_code: string
  total: number
  tax_total: number
  url: string
}

/** Where the admin downloads a document's PDF. */
export function documentUrl(document: IssuedDocument): string {
  const base = `${settings.BACKEND_URL}/admin/order-documents/${document.order.id}`
  return document.type === "invoice" ? `${base}/invoice` : `${base}/credit-notes/${document.number}`
}

const listed = (document: IssuedDocument): ListedDocument => ({
  type: document.type,
  number: document.number,
  issued_at: document.issued_at,
  currency_code: document.currency_code,
  total: document.total_cents / 100,
  tax_total: document.vat_cents / 100,
  url: documentUrl(document),
})

/**
 * An order's invoice and credit notes, in the order they were issued. A paid order whose invoice was
 * not issued yet (its confirmation still on its way) and a refund whose credit note was not (its
 * event still on its way, or its subscriber failed) get them now: the books never miss a sale or a
 * refund. An unpaid order has none.
 */
export async function orderDocuments(container: MedusaContainer, orderId: string): Promise<IssuedDocument[]> {
  const [invoice] = await container.resolve(INVOICE_MODULE).listInvoices({ order_id: orderId })
  if (!invoice && !(await paidOrderIds(container, [orderId])).length) return []
  const kept = await keptInvoice(container, orderId, { requirePaid: !invoice })
  const notes = await issueCreditNotes(container, orderId)
  return [kept.document, ...notes.map((note) => note.document)]
}

export const listedDocuments = (documents: IssuedDocument[]) => documents.map(listed)
