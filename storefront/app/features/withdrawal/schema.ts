import * as z from "zod/mini"
import { EMAIL_SHAPE } from "~/lib/email"

export const ORDER_NUMBER_INVALID = "Enter the order number from your order confirmation, e.g. 1042"

const name = z.string().check(z.trim(), z.minLength(1, "Name is required"), z.maxLength(200, "Name must be at most 200 characters"))

/**
 * Step 1 of the withdrawal: what identifies the contract, typed: the order number, the order's
 * e-mail address and the delivery postal code. The backend checks the same again.
 */
export const contractSchema = z.object({
  name,
  order_number: z.string().check(z.trim(), z.minLength(1, "Order number is required"), z.regex(/^#?\d{1,9}$/, ORDER_NUMBER_INVALID)),
  email: z.string().check(z.trim(), z.minLength(1, "Email is required"), z.regex(EMAIL_SHAPE, "Invalid email address")),
  postal_code: z.string().check(z.trim(), z.minLength(1, "Postal code is required"), z.maxLength(20, "Postal code must be at most 20 characters")),
})

/** Step 1 opened from the order confirmation's signed link: the link identifies the contract, the name is asked. */
export const linkContractSchema = z.object({ name })

export type ContractValues = z.infer<typeof contractSchema>
export type ContractField = keyof ContractValues
