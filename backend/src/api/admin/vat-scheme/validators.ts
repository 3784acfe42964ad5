import { z } from "@medusajs/framework/zod"
import { VAT_SCHEMES } from "../../../lib/books/eu-vat"

/** `{ scheme: "oss" | "domestic" }` */
export const AdminSetVatScheme = z
  .object({
    scheme: z.enum(VAT_SCHEMES),
  })
  .strict()

export type AdminSetVatSchemeType = z.infer<typeof AdminSetVatScheme>
