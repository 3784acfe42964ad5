import { z } from "@medusajs/framework/zod"

export const ApplyPromotionCodeSchema = z.object({
  code: z.string().trim().min(1, "Enter a code").max(100, "A code has at most 100 characters"),
})

export type ApplyPromotionCodeBody = z.infer<typeof ApplyPromotionCodeSchema>
