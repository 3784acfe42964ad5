import * as z from "zod/mini"
import { fieldKey, formEmail, formText } from "~/lib/form-fields"

const name = formText("withdrawal", "name")

/**
 * Step 1 of the withdrawal: what identifies the contract, typed: the order number, the order's
 * e-mail address and the delivery postal code. The backend checks the same again.
 */
export const contractSchema = z.object({
  name,
  order_number: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, fieldKey("withdrawal", "order_number", "required")),
      z.regex(/^#?\d{1,9}$/, fieldKey("withdrawal", "order_number", "invalid")),
    ),
  email: formEmail("withdrawal", "email"),
  postal_code: formText("withdrawal", "postal_code"),
})

/** Step 1 opened from the order confirmation's signed link: the link identifies the contract, the name is asked. */
export const linkContractSchema = z.object({ name })

export type ContractValues = z.infer<typeof contractSchema>
export type ContractField = keyof ContractValues
