import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { getOrderLinkOfCartWorkflow } from "../../../../../workflows/order-page/get-order-page"
import type { OrderLinkAnswer } from "order-summary/store-api"

/** The success page's signed order page link, for the order this cart became. */
export async function GET(req: MedusaRequest, res: MedusaResponse<OrderLinkAnswer>) {
  const { result } = await getOrderLinkOfCartWorkflow(req.scope).run({ input: { cart_id: req.params.id } })
  res.set("Cache-Control", "private, no-store")
  res.json({ order_link: result })
}
