import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { getOrderPageWorkflow } from "../../../workflows/order-page/get-order-page"
import type { OrderPageParams } from "./validators"
import type { OrderPageAnswer } from "order-summary/store-api"

/** The order page of a signed order link: a guest order is read with its link only. */
export async function GET(req: MedusaRequest<unknown, OrderPageParams>, res: MedusaResponse<OrderPageAnswer>) {
  const { token } = req.validatedQuery
  const { result } = await getOrderPageWorkflow(req.scope).run({ input: { token } })
  res.set("Cache-Control", "private, no-store")
  res.json({ order: result })
}
