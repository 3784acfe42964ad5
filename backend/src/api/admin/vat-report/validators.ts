import { z } from "@medusajs/framework/zod"
import { currentShopMonth } from "../../../lib/shop-month"

/** `?period=2026-11` or `?period=2026-Q4` (the current month when absent; `month=` still read) and `format=json|csv`. */
export const AdminVatReportQuery = z
  .object({
    period: z
      .string()
      .regex(/^\d{4}-((0[1-9]|1[0-2])|Q[1-4])$/, { message: "period must be a month like 2026-11 or a quarter like 2026-Q4" })
      .optional(),
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: "month must be a month like 2026-11" })
      .optional(),
    format: z.enum(["json", "csv"], { error: 'format must be "json" or "csv"' }).default("json"),
  })
  .transform(({ period, month, format }) => ({ period: period ?? month ?? currentShopMonth(), format }))

export type AdminVatReportQueryType = z.infer<typeof AdminVatReportQuery>
