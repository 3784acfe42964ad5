import { z } from "@medusajs/framework/zod"
import { AdminNewestFirstList } from "../validators"

/** The most orders one bulk action takes: a page of the To ship list. */
export const MAX_BULK_ORDERS = 50

const orderIds = z
  .array(z.string().regex(/^order_[0-9A-Za-z]{1,60}$/, { message: "each order id must be an order's id (order_...)" }), {
    error: "order_ids must be a list of order ids",
  })
  .min(1, { message: "order_ids must name at least one order" })
  .max(MAX_BULK_ORDERS, { message: `order_ids may name at most ${MAX_BULK_ORDERS} orders` })
  .transform((ids) => [...new Set(ids)])

/** The To ship list: newest first, paged. */
export const AdminOrdersToShipList = AdminNewestFirstList

/** The orders to fulfil at once: `{ order_ids: [...] }`. */
export const AdminFulfilOrders = z.strictObject({ order_ids: orderIds })
export type AdminFulfilOrdersType = z.infer<typeof AdminFulfilOrders>

/** The packing slips of the selected orders: `?order_ids=a&order_ids=b` (one id alone is a list of one). */
export const AdminPackingSlipsQuery = z.object({
  order_ids: z.preprocess((value) => (typeof value === "string" ? [value] : value), orderIds),
})
export type AdminPackingSlipsQueryType = z.infer<typeof AdminPackingSlipsQuery>
