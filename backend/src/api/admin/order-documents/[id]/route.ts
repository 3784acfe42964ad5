import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listedDocuments, orderDocuments } from "../../../../workflows/invoice/order-documents"

/** An order's invoice and credit notes as issued: number, date, total, VAT and the PDF's URL (admin only). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({ documents: listedDocuments(await orderDocuments(req.scope, req.params.id)) })
}
