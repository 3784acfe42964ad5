import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { currentVatScheme } from "../../lib/books/vat-tax-regions"
import { invoiceDocument, issuedDocumentOf, type IssuedDocument } from "../../lib/books/issued-document"
import { renderIssuedDocumentPdf } from "../../lib/order-document-pdf"
import { INVOICE_MODULE } from "../../modules/invoice"
import { paidOrderIds } from "../order/paid-orders"
import { invoiceSourceOf, ORDER_DOCUMENT_FIELDS } from "./invoice-document"

/** An issued document with where its kept PDF is. */
export type KeptDocument = { id: string; document: IssuedDocument; file_id: string | null }

/**
 * The order's invoice: the one issued, or a new one with the next number once the order is paid
 * (`requirePaid`: a refund's credit note needs its invoice even after the order was cancelled). An
 * invoice numbered before documents were kept is frozen now, as it reads now.
 */
export async function ensureInvoice(
  container: MedusaContainer,
  orderId: string,
  { requirePaid }: { requirePaid: boolean },
): Promise<KeptDocument> {
  const invoices = container.resolve(INVOICE_MODULE)
  const [existing] = await invoices.listInvoices({ order_id: orderId })
  const kept = issuedDocumentOf(existing?.document)
  if (existing && kept) return { id: existing.id, document: kept, file_id: existing.file_id ?? null }
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "order", fields: [...ORDER_DOCUMENT_FIELDS], filters: { id: orderId } })
  const order = data[0]
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order with id: ${orderId} was not found`)
  if (!existing && requirePaid && !(await paidOrderIds(container, [orderId])).length) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Order #${order.display_id} is not paid: it has no invoice yet.`)
  }
  const source = invoiceSourceOf(order, await currentVatScheme(container))
  if (existing) {
    const document = invoiceDocument(source, existing.number, new Date(existing.issued_at))
    await invoices.updateInvoices({ id: existing.id, document })
    return { id: existing.id, document, file_id: existing.file_id ?? null }
  }
  const issued = await invoices.issueInvoice(orderId, (number, issuedAt) => invoiceDocument(source, number, issuedAt))
  const document = issuedDocumentOf(issued.document)
  if (!document) throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `Invoice ${issued.number} was issued without its document`)
  return { id: issued.id, document, file_id: issued.file_id ?? null }
}

const fileName = (document: IssuedDocument) =>
  `${document.type === "invoice" ? "invoice" : "credit-note"}-${document.number}-order-${document.order.display_id}.pdf`

/**
 * The document's PDF, rendered once and kept private in the File Module: the kept file when there is
 * one, else (not kept yet, or its file lost) rendered now, to the same bytes it had when issued, and kept.
 */
export async function keptPdf(container: MedusaContainer, kept: KeptDocument): Promise<{ filename: string; pdf: Buffer; file_id: string }> {
  const files = container.resolve(Modules.FILE)
  const filename = fileName(kept.document)
  if (kept.file_id) {
    // a kept file lost (a data folder restored without it) is rendered again: the same document gives the same bytes
    const pdf = await files.getAsBuffer(kept.file_id).catch(() => null)
    if (pdf) return { filename, pdf, file_id: kept.file_id }
  }
  const pdf = await renderIssuedDocumentPdf(kept.document)
  const file = await files.createFiles({ filename, mimeType: "application/pdf", content: pdf.toString("base64"), access: "private" })
  const invoices = container.resolve(INVOICE_MODULE)
  if (kept.document.type === "invoice") await invoices.updateInvoices({ id: kept.id, file_id: file.id })
  else await invoices.updateCreditNotes({ id: kept.id, file_id: file.id })
  return { filename, pdf, file_id: file.id }
}

/** The order's invoice (issued now if need be, see ensureInvoice) with its PDF kept: what every reader of an invoice starts from. */
export async function keptInvoice(container: MedusaContainer, orderId: string, options: { requirePaid: boolean }): Promise<KeptDocument> {
  const invoice = await ensureInvoice(container, orderId, options)
  return invoice.file_id ? invoice : { ...invoice, file_id: (await keptPdf(container, invoice)).file_id }
}
