import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { shopMonth } from "../../lib/shop-month"
import { loadVatReportOrdersStep } from "./steps/load-vat-report-orders"
import { vatReport } from "./vat-report"

/** A month's VAT per rate after refunds ("2026-11", in the shop's time zone). */
export const getVatReportWorkflow = createWorkflow("get-vat-report", (input: { month: string }) => {
  const period = transform({ input }, ({ input }) => shopMonth(input.month))
  const orders = loadVatReportOrdersStep(period)
  return new WorkflowResponse(transform({ input, period, orders }, ({ input, period, orders }) => vatReport(input.month, period, orders)))
})
