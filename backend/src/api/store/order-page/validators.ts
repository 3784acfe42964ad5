import { z } from "@medusajs/framework/zod"

export const ORDER_LINK_INCOMPLETE = "This order link is incomplete."

export const OrderPageQuery = z.object({
  token: z.string({ error: ORDER_LINK_INCOMPLETE }).trim().min(1, ORDER_LINK_INCOMPLETE).max(1000),
})

export type OrderPageParams = z.infer<typeof OrderPageQuery>
