import { z } from "@medusajs/framework/zod"
import { currentShopMonth } from "../../../lib/shop-month"

/** `?month=2026-11` (the current month when absent) and `format=json|csv`. */
export const AdminVatReportQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: "month must be a month like 2026-11" })
    .optional()
    .transform((month) => month ?? currentShopMonth()),
  format: z.enum(["json", "csv"], { error: 'format must be "json" or "csv"' }).default("json"),
})

export type AdminVatReportQueryType = z.infer<typeof AdminVatReportQuery>
