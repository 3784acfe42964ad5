import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { shopPeriod } from "../../lib/shop-month"
import { loadPeriodDocumentsStep } from "../vat-report/steps/load-period-documents"
import type { OverviewBucket } from "./overview-buckets"
import { salesOverview } from "./sales-overview"

/** The seller's sales overview of a month or quarter, from the invoices and credit notes issued in it. */
export const getSalesOverviewWorkflow = createWorkflow("get-sales-overview", (input: { period: string; by: OverviewBucket }) => {
  const range = transform({ input }, ({ input }) => shopPeriod(input.period))
  const documents = loadPeriodDocumentsStep(range)
  return new WorkflowResponse(transform({ input, documents }, ({ input, documents }) => salesOverview(input.period, input.by, documents)))
})
