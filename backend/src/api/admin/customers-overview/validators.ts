import { z } from "@medusajs/framework/zod"
import { CUSTOMER_OVERVIEW_SORTS } from "../../../workflows/customer/customers-overview"

/** A page of the customers overview (`limit`, `offset`), those whose name or address holds `q`, sorted by `order` (the largest spend first unless asked otherwise). */
export const AdminCustomersOverviewQuery = z.strictObject({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int()
    .min(1, { message: "limit must be 1 to 100" })
    .max(100, { message: "limit must be 1 to 100" })
    .default(20),
  offset: z.coerce.number({ error: "offset must be a number" }).int().min(0, { message: "offset must be 0 or more" }).default(0),
  q: z.string().trim().max(200, { message: "q must be at most 200 characters" }).optional(),
  order: z.enum(CUSTOMER_OVERVIEW_SORTS, { error: `order must be one of ${CUSTOMER_OVERVIEW_SORTS.join(", ")}` }).default("-spend"),
})
export type AdminCustomersOverviewQueryType = z.infer<typeof AdminCustomersOverviewQuery>
