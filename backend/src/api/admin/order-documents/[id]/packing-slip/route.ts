import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { renderPackingSlipPdf } from "../../../../../lib/order-document-pdf"
import { getPackingSlipWorkflow } from "../../../../../workflows/invoice/get-packing-slip"
import { sendPdf } from "../../send-pdf"

/** An order's packing slip as a PDF. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { result } = await getPackingSlipWorkflow(req.scope).run({ input: { order_id: req.params.id } })
  sendPdf(res, `packing-slip-order-${result.totals.display_id}.pdf`, await renderPackingSlipPdf(result))
}
