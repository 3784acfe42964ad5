import { z } from "@medusajs/framework/zod"
import { currentShopMonth } from "../../../lib/shop-month"
import { OVERVIEW_BUCKETS } from "../../../workflows/sales-overview/overview-buckets"

/** `?period=2026-11|2026-Q4` (the current month when absent) and `by=day|week|month`. */
export const AdminSalesOverviewQuery = z.object({
  period: z
    .string()
    .regex(/^\d{4}-((0[1-9]|1[0-2])|Q[1-4])$/, { message: "period must be a month like 2026-11 or a quarter like 2026-Q4" })
    .optional()
    .transform((period) => period ?? currentShopMonth()),
  by: z.enum(OVERVIEW_BUCKETS).default("day"),
})

export type AdminSalesOverviewQueryType = z.infer<typeof AdminSalesOverviewQuery>
