import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { getVatReportWorkflow } from "../../../workflows/vat-report/get-vat-report"
import { vatReportCsv } from "../../../workflows/vat-report/vat-report"
import type { AdminVatReportQueryType } from "./validators"

/** A period's VAT return from the invoices and credit notes issued in it, as JSON for the admin's page or as a CSV download. */
export async function GET(req: MedusaRequest<unknown, AdminVatReportQueryType>, res: MedusaResponse) {
  const { period, format } = req.validatedQuery
  const { result } = await getVatReportWorkflow(req.scope).run({ input: { period } })
  if (format === "json") return void res.json({ report: result })
  res.setHeader("Content-Type", "text/csv; charset=utf-8")
  res.setHeader("Content-Disposition", `attachment; filename="vat-report-${period}.csv"`)
  res.send(vatReportCsv(result))
}
