import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { shopPeriod } from "../../lib/shop-month"
import { loadPeriodDocumentsStep } from "./steps/load-period-documents"
import { vatReport } from "./vat-report"

/** A period's VAT return ("2026-11" or "2026-Q4", in the shop's time zone), from the documents issued in it. */
export const getVatReportWorkflow = createWorkflow("get-vat-report", (input: { period: string }) => {
  const range = transform({ input }, ({ input }) => shopPeriod(input.period))
  const documents = loadPeriodDocumentsStep(range)
  return new WorkflowResponse(transform({ input, documents }, ({ input, documents }) => vatReport(input.period, documents)))
})
