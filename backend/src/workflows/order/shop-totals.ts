import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { lineTitle, toCents } from "order-summary"
import { summarize } from "../../lib/order-summary"
import { paymentProviderName } from "../../lib/payment-providers"
import type { Amount, Maybe } from "../../lib/queried"

const SHOP_TOTALS_FIELDS = [
  "id",
  "display_id",
  "status",
  "total",
  "tax_total",
  "original_item_total",
  "shipping_total",
  // an order line's quantities live in its detail: asked for whole, as Medusa's own order routes do
  "items.*",
  "items.detail.*",
  "items.adjustments.code",
  "items.adjustments.amount",
  "shipping_methods.name",
  "payment_collections.payments.provider_id",
  "payment_collections.payments.amount",
  "payment_collections.payments.captures.amount",
  "payment_collections.payments.refunds.amount",
  "payment_collections.payments.refunds.created_at",
] as const

type QueriedOrder = {
  id: string
  display_id?: Maybe<number | string>
  status?: Maybe<string>
  total: Amount
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
      discount_total?: Maybe<Amount>
      adjustments?: Maybe<Maybe<{ code?: Maybe<string>; amount: Amount }>[]>
    }>[]
  >
  shipping_methods?: Maybe<Maybe<{ name?: Maybe<string> }>[]>
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
  const [order]: (QueriedOrder | undefined)[] = data
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order with id: ${orderId} was not found`)
  const items = (order.items ?? []).flatMap((item) => (item ? [item] : []))
  const summary = summarize({
    original_item_total: order.original_item_total,
    total: order.total,
    tax_total: order.tax_total,
    shipping_total: order.shipping_total,
    has_shipping: true,
    items: items.map((item) => ({
      discount_total: item.discount_total,
      adjustments: (item.adjustments ?? []).map((adjustment) => (adjustment ? { code: adjustment.code, amount: adjustment.amount } : null)),
    })),
  })
  const payments = (order.payment_collections ?? []).flatMap((collection) => collection?.payments ?? []).flatMap((payment) => (payment ? [payment] : []))
  const refunds = payments
    .flatMap((payment) => payment.refunds ?? [])
    .flatMap((refund) => (refund ? [{ cents: toCents(refund.amount), created_at: refund.created_at ? new Date(refund.created_at).toISOString() : null }] : []))
  const capturedCents = payments.flatMap((payment) => payment.captures ?? []).reduce((sum, capture) => sum + toCents(capture?.amount), 0)
  const refundedCents = refunds.reduce((sum, refund) => sum + refund.cents, 0)
  return {
    order_id: order.id,
    display_id: Number(order.display_id),
    lines: items.map((item) => ({
      id: item.id,
      title: lineTitle(item),
      quantity: Number(item.quantity),
      unit_price_cents: toCents(item.unit_price),
      total_cents: toCents(item.original_total),
    })),
    subtotal_cents: summary.subtotalCents,
    discounts: summary.discounts,
    shipping: { name: order.shipping_methods?.[0]?.name ?? null, cents: summary.shippingCents ?? 0 },
    total_cents: summary.totalCents,
    vat_cents: summary.vatCents,
    captured_cents: capturedCents,
    refunds,
    refunded_cents: refundedCents,
    kept_cents: capturedCents - refundedCents,
    payment_methods: [...new Set(payments.map((payment) => paymentProviderName(payment.provider_id)))],
  }
}

export type ShopTotals = Awaited<ReturnType<typeof shopTotals>>
