import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { issuedDocumentOf } from "../../../../../../lib/books/issued-document"
import { INVOICE_MODULE } from "../../../../../../modules/invoice"
import { keptPdf } from "../../../../../../workflows/invoice/issued-documents"
import { sendPdf } from "../../../send-pdf"

/** A credit note of the order as issued ("CN-000003" or 3): the PDF kept when it was issued. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const number = Number(/^(?:CN-)?(\d{1,9})$/i.exec(req.params.number)?.[1])
  const [note] = Number.isSafeInteger(number)
    ? await req.scope.resolve(INVOICE_MODULE).listCreditNotes({ order_id: req.params.id, number })
    : []
  const document = issuedDocumentOf(note?.document)
  if (!note || !document)
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order ${req.params.id} has no credit note ${req.params.number}`)
  const { filename, pdf } = await keptPdf(req.scope, { id: note.id, document, file_id: note.file_id ?? null })
  sendPdf(res, filename, pdf)
}
