import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { adminSubscription } from "../admin-subscription"

/** One subscription with the orders it made. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({ subscription: await adminSubscription(req, req.params.id) })
}
