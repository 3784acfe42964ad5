import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { getSalesOverviewWorkflow } from "../../../workflows/sales-overview/get-sales-overview"
import type { AdminSalesOverviewQueryType } from "./validators"

/** The seller's sales overview: per day, week or month the orders, revenue, average order, refunds, and the top products. */
export async function GET(req: MedusaRequest<unknown, AdminSalesOverviewQueryType>, res: MedusaResponse) {
  const { result } = await getSalesOverviewWorkflow(req.scope).run({ input: req.validatedQuery })
  res.json({ overview: result })
}
