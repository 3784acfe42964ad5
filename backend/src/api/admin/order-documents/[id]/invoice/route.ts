import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { keptInvoice, keptPdf } from "../../../../../workflows/invoice/issued-documents"
import { sendPdf } from "../../send-pdf"

/** A paid order's invoice as issued (issued now if the confirmation has not yet): the PDF kept when it was issued, the same bytes at every download. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { filename, pdf } = await keptPdf(req.scope, await keptInvoice(req.scope, req.params.id, { requirePaid: true }))
  sendPdf(res, filename, pdf)
}
