import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { SHOP_TOTALS_FIELDS, totalsOfOrder } from "../../order/shop-totals"

/** The orders placed in the period and those refunded in it, each with its shop totals. */
export const loadVatReportOrdersStep = createStep("load-vat-report-orders", async ({ start, end }: { start: Date; end: Date }, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const period = { $gte: new Date(start).toISOString(), $lt: new Date(end).toISOString() }
  const refunds = await container.resolve(Modules.PAYMENT).listRefunds({ created_at: period }, { relations: ["payment"] })
  const collectionIds = [...new Set(refunds.map((refund) => refund.payment?.payment_collection_id).filter((id): id is string => Boolean(id)))]
  const refundedOrderIds = collectionIds.length
    ? (await query.graph({ entity: "order_payment_collection", fields: ["order_id"], filters: { payment_collection_id: collectionIds } })).data.map((link) => link.order_id)
    : []
  const { data: placed } = await query.graph({ entity: "order", fields: ["id"], filters: { created_at: period } })
  const ids = [...new Set([...placed.map((order) => order.id), ...refundedOrderIds])]
  if (!ids.length) return new StepResponse([])
  const { data } = await query.graph({ entity: "order", fields: [...SHOP_TOTALS_FIELDS], filters: { id: ids } })
  return new StepResponse(data.map((order) => totalsOfOrder(order)))
})
