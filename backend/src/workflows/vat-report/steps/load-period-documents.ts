import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { issuedDocumentOf, type IssuedDocument } from "../../../lib/books/issued-document"
import { INVOICE_MODULE } from "../../../modules/invoice"
import { issueMissingCreditNotes } from "../../invoice/credit-notes"
import { ensureInvoice } from "../../invoice/issued-documents"

/**
 * The invoices and credit notes issued in the period, as issued; a refund of the period still
 * without its credit note gets it first (issued now, it counts from now).
 */
export const loadPeriodDocumentsStep = createStep(
  "load-period-documents",
  async ({ start, end }: { start: Date | string; end: Date | string }, { container }) => {
    await issueMissingCreditNotes(container, { since: new Date(start), until: new Date(end) })
    const invoices = container.resolve(INVOICE_MODULE)
    const issued_at = { $gte: new Date(start), $lt: new Date(end) }
    const documents: IssuedDocument[] = []
    for (const invoice of await invoices.listInvoices({ issued_at }, { order: { number: "ASC" } })) {
      // an invoice numbered before documents were kept is frozen as it reads now
      documents.push(
        issuedDocumentOf(invoice.document) ?? (await ensureInvoice(container, invoice.order_id, { requirePaid: false })).document,
      )
    }
    for (const note of await invoices.listCreditNotes({ issued_at }, { order: { number: "ASC" } })) {
      const document = issuedDocumentOf(note.document)
      if (document) documents.push(document)
    }
    return new StepResponse(documents)
  },
)
