import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { OPEN_ORDER_STATUSES, ORDER_TO_SHIP_FIELDS, orderToShip, whyNotToShip } from "../../../workflows/order/orders-to-ship"

/**
 * The orders to ship, newest first: paid, not cancelled, with lines not yet fulfilled. Medusa keeps
 * no payment or fulfilment status to filter on (it computes both per order), so the open orders'
 * payments and line quantities are read in one query and decided here; shipped orders leave it.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { skip = 0, take = 50 } = req.queryConfig.pagination ?? {}
  const { data } = await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: [...ORDER_TO_SHIP_FIELDS],
    filters: { status: OPEN_ORDER_STATUSES },
    pagination: { order: { created_at: "DESC" } },
  })
  const toShip = data.filter((order) => whyNotToShip(order) === null)
  res.json({ orders: toShip.slice(skip, skip + take).map(orderToShip), count: toShip.length, limit: take, offset: skip })
}
