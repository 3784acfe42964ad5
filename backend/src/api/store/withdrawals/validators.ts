import { z } from "@medusajs/framework/zod"
import { FORM_FIELDS } from "order-summary/forms"
import { formEmail, formText } from "../form-fields"

const FIELDS = FORM_FIELDS.withdrawal
const { required: ORDER_NUMBER_REQUIRED, invalid: ORDER_NUMBER_INVALID } = FIELDS.order_number

/** The order number the shopper sees (#1042): digits, an optional leading #. */
const orderNumber = z
  .union([z.string(), z.number()], {
    error: (issue) => (issue.input === undefined || issue.input === null ? ORDER_NUMBER_REQUIRED : ORDER_NUMBER_INVALID),
  })
  .transform((value) => String(value).trim().replace(/^#/, ""))
  .pipe(
    z
      .string()
      .min(1, ORDER_NUMBER_REQUIRED)
      .regex(/^\d{1,9}$/, ORDER_NUMBER_INVALID)
      .transform(Number),
  )

export const POSTAL_CODE_REQUIRED = FIELDS.postal_code.required
export const WITHDRAWAL_TOKEN_MISSING = "This withdrawal link is incomplete."

const linkToken = z.string({ error: WITHDRAWAL_TOKEN_MISSING }).trim().min(1, WITHDRAWAL_TOKEN_MISSING).max(1000)

/**
 * What identifies the contract: the consumer's name and either the order number, the order's
 * e-mail address and the delivery postal code, or the signed link of the order confirmation.
 */
const byDetails = {
  name: formText(FIELDS.name),
  order_number: orderNumber,
  email: formEmail(FIELDS.email),
  postal_code: formText(FIELDS.postal_code),
}
const byLink = { name: byDetails.name, token: linkToken }
const DetailsSchema = z.object(byDetails)
const LinkSchema = z.object(byLink)

/** The body's `token` decides which way the consumer identifies the contract. */
const hasToken = (body: unknown) => typeof body === "object" && body !== null && "token" in body

export const FindWithdrawableOrderSchema = (body: unknown) => (hasToken(body) ? LinkSchema : DetailsSchema)

export type ContractOfDetails = z.infer<typeof DetailsSchema>
export type ContractOfLink = z.infer<typeof LinkSchema>
export type FindWithdrawableOrder = ContractOfDetails | ContractOfLink

const itemIds = z
  .array(z.string({ error: "Choose the items you withdraw from" }).trim().min(1).max(100), { error: "Choose the items you withdraw from" })
  .min(1, "Choose at least one item")
  .max(100, "Choose at most 100 items")
  .refine((ids) => new Set(ids).size === ids.length, "Each item can be chosen once")
  /** the order lines withdrawn from; all of them when left out */
  .optional()

export const CreateWithdrawalSchema = (body: unknown) =>
  hasToken(body) ? LinkSchema.extend({ item_ids: itemIds }) : DetailsSchema.extend({ item_ids: itemIds })

export type CreateWithdrawal = FindWithdrawableOrder & { item_ids?: string[] }

export const WithdrawalInvitationQuery = z.object({ token: linkToken })

export type WithdrawalInvitationParams = z.infer<typeof WithdrawalInvitationQuery>

/** The details that identify the contract, as the withdrawal workflows take them. */
export const contractOf = (body: FindWithdrawableOrder) =>
  "token" in body ? { token: body.token } : { order_number: body.order_number, email: body.email, postal_code: body.postal_code }
