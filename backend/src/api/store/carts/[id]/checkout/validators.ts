import { z } from "@medusajs/framework/zod"
import { STRIPE_CHECKOUT_PROVIDER_ID, TEST_PAYMENT_PROVIDER_ID } from "../../../../../lib/payment-providers"

export const StartCheckoutSchema = z.object({
  provider_id: z.enum([STRIPE_CHECKOUT_PROVIDER_ID, TEST_PAYMENT_PROVIDER_ID]),
})

export type StartCheckoutBody = z.infer<typeof StartCheckoutSchema>
