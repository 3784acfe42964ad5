import { z } from "@medusajs/framework/zod"
import { STRIPE_CHECKOUT_PROVIDER_ID, TEST_PAYMENT_PROVIDER_ID } from "../../../../../lib/payment-providers"

export const StartCheckoutSchema = z.object({
  provider_id: z.enum([STRIPE_CHECKOUT_PROVIDER_ID, TEST_PAYMENT_PROVIDER_ID]),
  /** the cart's total as the shopper last saw it (euros): a cart changed since is shown again, not paid */
  shown_total: z.number().nonnegative().finite().optional(),
})

export type StartCheckoutBody = z.infer<typeof StartCheckoutSchema>
