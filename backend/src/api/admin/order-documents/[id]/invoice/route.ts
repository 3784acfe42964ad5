import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { renderInvoicePdf } from "../../../../../lib/order-document-pdf"
import { issueOrderInvoiceWorkflow } from "../../../../../workflows/invoice/issue-order-invoice"
import { sendPdf } from "../../send-pdf"

/** A paid order's invoice as a PDF, numbered on first use (the confirmation e-mail numbers it first). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { result } = await issueOrderInvoiceWorkflow(req.scope).run({ input: { order_id: req.params.id } })
  // the document step also prints packing slips, which have no invoice; this workflow always issues one
  if (!result.invoice) throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `Order ${req.params.id} has no invoice after issuing it`)
  sendPdf(res, `invoice-${result.invoice.number}-order-${result.totals.display_id}.pdf`, await renderInvoicePdf(result))
}
