import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { lineTitle, refundByRate, toCents, vatByRate } from "order-summary"
import { summarize } from "../../lib/order-summary"
import { paymentProviderName } from "../../lib/payment-providers"
import type { Amount, Maybe } from "../../lib/queried"

export const SHOP_TOTALS_FIELDS = [
  "id",
  "display_id",
  "status",
  "created_at",
  "total",
  "credit_line_total",
  "tax_total",
  "original_item_total",
  "shipping_total",
  // an order line's quantities live in its detail: asked for whole, as Medusa's own order routes do
  "items.*",
  "items.detail.*",
  "items.adjustments.code",
  "items.adjustments.amount",
  "items.tax_lines.rate",
  "shipping_methods.name",
  "shipping_methods.total",
  "shipping_methods.tax_total",
  "shipping_methods.tax_lines.rate",
  "payment_collections.payments.provider_id",
  "payment_collections.payments.amount",
  "payment_collections.payments.captures.amount",
  "payment_collections.payments.refunds.amount",
  "payment_collections.payments.refunds.created_at",
] as const

type TaxLines = Maybe<Maybe<{ rate?: Maybe<Amount> }>[]>

/** An order as Query returns `SHOP_TOTALS_FIELDS`. */
export type QueriedTotalsOrder = {
  id: string
  display_id?: Maybe<number | string>
  status?: Maybe<string>
  created_at?: Maybe<string | Date>
  total: Amount
  credit_line_total?: Maybe<Amount>
  tax_total: Amount
  original_item_total: Amount
  shipping_total: Amount
  items?: Maybe<
    Maybe<{
      id: string
      product_title?: Maybe<string>
      variant_title?: Maybe<string>
      title?: Maybe<string>
      quantity: Amount
      unit_price: Amount
      original_total?: Maybe<Amount>
      total?: Maybe<Amount>
      tax_total?: Maybe<Amount>
      discount_total?: Maybe<Amount>
      adjustments?: Maybe<Maybe<{ code?: Maybe<string>; amount: Amount }>[]>
      tax_lines?: TaxLines
    }>[]
  >
  shipping_methods?: Maybe<Maybe<{ name?: Maybe<string>; total?: Maybe<Amount>; tax_total?: Maybe<Amount>; tax_lines?: TaxLines }>[]>
  payment_collections?: Maybe<
    Maybe<{
      payments?: Maybe<
        Maybe<{
          provider_id: string
          amount: Amount
          captures?: Maybe<Maybe<{ amount: Amount }>[]>
          refunds?: Maybe<Maybe<{ amount: Amount; created_at?: Maybe<string | Date> }>[]>
        }>[]
      >
    }>[]
  >
}

/**
 * An order's money as the shop shows it to the shopper (the confirmation e-mail, the order page),
 * in cents: VAT-inclusive lines before discounts, each discount by its name and code, shipping, the
 * total charged with the VAT in it, the refunds, and how it was paid by name.
 */
export async function shopTotals(container: MedusaContainer, orderId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: [...SHOP_TOTALS_FIELDS], filters: { id: orderId } })
  const order = data[0]
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order with id: ${orderId} was not found`)
  return totalsOfOrder(order)
}

/** The rate of a line or a shipping method: its one tax line's (Medusa gives each one rate here). */
const rateOf = (taxLines: TaxLines) => (taxLines ?? []).reduce((sum, line) => sum + Number(line?.rate ?? 0), 0)

/** `shopTotals` of an order already queried with `SHOP_TOTALS_FIELDS`. */
export function totalsOfOrder(order: QueriedTotalsOrder) {
  const items = (order.items ?? []).flatMap((item) => (item ? [item] : []))
  const summary = summarize({
    original_item_total: order.original_item_total,
    // Medusa books each refund as a credit line and lowers the order's total by it (its VAT stays):
    // the total charged is that plus the credit lines; the refunds are listed on their own below
    total: Number(order.total) + Number(order.credit_line_total ?? 0),
    tax_total: order.tax_total,
    shipping_total: order.shipping_total,
    has_shipping: true,
    items: items.map((item) => ({
      discount_total: item.discount_total,
      adjustments: (item.adjustments ?? []).map((adjustment) => (adjustment ? { code: adjustment.code, amount: adjustment.amount } : null)),
    })),
  })
  const shippingMethods = (order.shipping_methods ?? []).flatMap((method) => (method ? [method] : []))
  // what was charged at each rate: the lines after discounts, and the shipping
  const vatRows = vatByRate(
    [
      ...items.map((item) => ({ rate: rateOf(item.tax_lines), total: item.total, vat: item.tax_total })),
      ...shippingMethods.map((method) => ({ rate: rateOf(method.tax_lines), total: method.total, vat: method.tax_total })),
    ],
    summary,
  )
  const payments = (order.payment_collections ?? [])
    .flatMap((collection) => collection?.payments ?? [])
    .flatMap((payment) => (payment ? [payment] : []))
  const refunds = payments
    .flatMap((payment) => payment.refunds ?? [])
    .flatMap((refund) =>
      refund ? [{ cents: toCents(refund.amount), created_at: refund.created_at ? new Date(refund.created_at).toISOString() : null }] : [],
    )
    .map((refund) => ({ ...refund, by_rate: refundByRate(refund.cents, vatRows) }))
  const capturedCents = payments.flatMap((payment) => payment.captures ?? []).reduce((sum, capture) => sum + toCents(capture?.amount), 0)
  const refundedCents = refunds.reduce((sum, refund) => sum + refund.cents, 0)
  return {
    order_id: order.id,
    display_id: Number(order.display_id),
    placed_at: order.created_at ? new Date(order.created_at).toISOString() : null,
    lines: items.map((item) => ({
      id: item.id,
      title: lineTitle(item),
      quantity: Number(item.quantity),
      unit_price_cents: toCents(item.unit_price),
      total_cents: toCents(item.original_total),
      vat_rate: rateOf(item.tax_lines),
    })),
    subtotal_cents: summary.subtotalCents,
    discounts: summary.discounts,
    shipping: { name: order.shipping_methods?.[0]?.name ?? null, cents: summary.shippingCents ?? 0 },
    total_cents: summary.totalCents,
    vat_cents: summary.vatCents,
    /** the VAT per rate, each rate's rows adding up to the total and the VAT */
    vat_by_rate: vatRows,
    captured_cents: capturedCents,
    refunds,
    refunded_cents: refundedCents,
    kept_cents: capturedCents - refundedCents,
    payment_methods: [...new Set(payments.map((payment) => paymentProviderName(payment.provider_id)))],
  }
}

export type ShopTotals = ReturnType<typeof totalsOfOrder>
