import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { shopTotals } from "../../../../workflows/order/shop-totals"

/** An order's money as the shop shows it to the shopper, for the seller's Shop totals box on the order page. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({ totals: await shopTotals(req.scope, req.params.id) })
}
