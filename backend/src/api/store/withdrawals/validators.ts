import { z } from "@medusajs/framework/zod"
import { formEmail, formText } from "../form-fields"

export const ORDER_NUMBER_REQUIRED = "Order number is required"
export const ORDER_NUMBER_INVALID = "Enter the order number from your order confirmation, e.g. 1042"

/** The order number the shopper sees (#1042): digits, an optional leading #. */
const orderNumber = z
  .union([z.string(), z.number()], {
    error: (issue) => (issue.input === undefined || issue.input === null ? ORDER_NUMBER_REQUIRED : ORDER_NUMBER_INVALID),
  })
  .transform((value) => String(value).trim().replace(/^#/, ""))
  .pipe(z.string().min(1, ORDER_NUMBER_REQUIRED).regex(/^\d{1,9}$/, ORDER_NUMBER_INVALID).transform(Number))

/** What identifies the contract: the consumer's name, the order number and the order's e-mail address. */
const contractFields = {
  name: formText({ label: "Name", required: "Name is required", max: 200 }),
  order_number: orderNumber,
  email: formEmail({ required: "Email is required", invalid: "Invalid email address" }),
}

export const FindWithdrawableOrderSchema = z.object(contractFields)

export type FindWithdrawableOrder = z.infer<typeof FindWithdrawableOrderSchema>

export const CreateWithdrawalSchema = z.object({
  ...contractFields,
  /** the order lines withdrawn from; all of them when left out */
  item_ids: z
    .array(z.string({ error: "Choose the items you withdraw from" }).trim().min(1).max(100), { error: "Choose the items you withdraw from" })
    .min(1, "Choose at least one item")
    .max(100, "Choose at most 100 items")
    .refine((ids) => new Set(ids).size === ids.length, "Each item can be chosen once")
    .optional(),
})

export type CreateWithdrawal = z.infer<typeof CreateWithdrawalSchema>

export const WITHDRAWAL_TOKEN_MISSING = "This withdrawal link is incomplete."

export const WithdrawalInvitationQuery = z.object({
  token: z.string({ error: WITHDRAWAL_TOKEN_MISSING }).trim().min(1, WITHDRAWAL_TOKEN_MISSING).max(1000),
})

export type WithdrawalInvitationParams = z.infer<typeof WithdrawalInvitationQuery>
