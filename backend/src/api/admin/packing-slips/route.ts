import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { renderPackingSlipsPdf } from "../../../lib/order-document-pdf"
import { getPackingSlipsWorkflow } from "../../../workflows/invoice/get-packing-slip"
import type { AdminPackingSlipsQueryType } from "../orders-to-ship/validators"
import { sendPdf } from "../order-documents/send-pdf"

/** The packing slips of the selected orders as one PDF, each order from a new page. */
export async function GET(req: MedusaRequest<unknown, AdminPackingSlipsQueryType>, res: MedusaResponse) {
  const { result } = await getPackingSlipsWorkflow(req.scope).run({ input: { order_ids: req.validatedQuery.order_ids } })
  const numbers = result.map((document) => document.totals.display_id)
  sendPdf(
    res,
    numbers.length === 1 ? `packing-slip-order-${numbers[0]}.pdf` : `packing-slips-${numbers.length}-orders.pdf`,
    await renderPackingSlipsPdf(result),
  )
}
