import type { Amount, Maybe } from "../../lib/queried"
import type { QueriedAddress } from "./address-lines"

/** The order as its confirmation email shows it: lines, discounts by code, shipping, totals, address. */
export const orderConfirmationFields = [
  "id",
  "display_id",
  "email",
  "total",
  "tax_total",
  "original_item_total",
  "shipping_total",
  "items.id",
  "items.product_id",
  "items.product_title",
  "items.variant_title",
  "items.quantity",
  "items.original_total",
  "items.total",
  "items.discount_total",
  "items.adjustments.code",
  "items.adjustments.amount",
  "shipping_methods.name",
  "shipping_methods.total",
  "shipping_address.*",
  // the language of what is sent about it (lib/shop-locales.ts orderLanguage)
  "locale",
  "created_at",
  "customer.metadata",
] as const

/** The order as Query returns `orderConfirmationFields`. */
export type QueriedOrder = {
  id: string
  display_id?: Maybe<number | string>
  email?: Maybe<string>
  total: Amount
  tax_total: Amount
  original_item_total: Amount
  shipping_total: Amount
  items?: Maybe<
    Maybe<{
      id: string
      product_id?: Maybe<string>
      product_title?: Maybe<string>
      variant_title?: Maybe<string>
      quantity: number
      original_total?: Maybe<Amount>
      total?: Maybe<Amount>
      discount_total?: Maybe<Amount>
      adjustments?: Maybe<Maybe<{ code?: Maybe<string>; amount: Amount }>[]>
    }>[]
  >
  shipping_methods?: Maybe<Maybe<{ name: string; total?: Maybe<Amount> }>[]>
  shipping_address?: Maybe<QueriedAddress>
}

/** The order's payments as the test payment's capture reads them. */
export const orderPaymentFields = [
  "payment_collections.payments.id",
  "payment_collections.payments.provider_id",
  "payment_collections.payments.captured_at",
] as const
