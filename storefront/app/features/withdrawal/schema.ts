import * as z from "zod/mini"
import { FORM_FIELDS } from "order-summary/forms"
import { formEmail, formText } from "~/lib/form-fields"

const FIELDS = FORM_FIELDS.withdrawal

export const ORDER_NUMBER_INVALID = FIELDS.order_number.invalid

const name = formText(FIELDS.name)

/**
 * Step 1 of the withdrawal: what identifies the contract, typed: the order number, the order's
 * e-mail address and the delivery postal code. The backend checks the same again.
 */
export const contractSchema = z.object({
  name,
  order_number: z.string().check(z.trim(), z.minLength(1, FIELDS.order_number.required), z.regex(/^#?\d{1,9}$/, ORDER_NUMBER_INVALID)),
  email: formEmail(FIELDS.email),
  postal_code: formText(FIELDS.postal_code),
})

/** Step 1 opened from the order confirmation's signed link: the link identifies the contract, the name is asked. */
export const linkContractSchema = z.object({ name })

export type ContractValues = z.infer<typeof contractSchema>
export type ContractField = keyof ContractValues
