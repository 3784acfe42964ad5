import type { InvoiceSource } from "../../lib/books/issued-document"
import { sellerOnDocuments } from "../../lib/books/issued-document"
import { vatKindOf, type VatScheme } from "../../lib/books/eu-vat"
import type { Maybe } from "../../lib/queried"
import { orderLanguage } from "../../lib/shop-locales"
import { addressLines, type QueriedAddress } from "../order/address-lines"
import { SHOP_TOTALS_FIELDS, totalsOfOrder, type QueriedTotalsOrder, type ShopTotals } from "../order/shop-totals"

/** The order as an invoice or a packing slip reads it: the shop totals, the buyer and the delivery address. */
export const ORDER_DOCUMENT_FIELDS = [
  ...SHOP_TOTALS_FIELDS,
  "email",
  "shipping_address.*",
  "billing_address.*",
  // the language of its invoice (lib/shop-locales.ts orderLanguage)
  "locale",
  "customer.metadata",
] as const

export type QueriedDocumentOrder = QueriedTotalsOrder & {
  email?: Maybe<string>
  shipping_address?: Maybe<QueriedAddress & { country_code?: Maybe<string> }>
  billing_address?: Maybe<QueriedAddress>
  locale?: Maybe<string>
  customer?: Maybe<{ metadata?: Maybe<Record<string, unknown>> }>
}

/** What a packing slip prints: the shop, where the parcel goes and what goes in it. */
export type OrderDocument = {
  seller: { name: string; lines: string[] }
  buyer: { email: string | null; billing: string[]; delivery: string[] }
  totals: ShopTotals
}

function buyerOf(order: QueriedDocumentOrder) {
  const delivery = addressLines(order.shipping_address)
  const billing = order.billing_address?.address_1 ? addressLines(order.billing_address) : delivery
  return { email: order.email ?? null, billing, delivery }
}

/** A packing slip's content, read live: a parcel goes out as the order stands now. */
export function orderDocument(order: QueriedDocumentOrder): OrderDocument {
  return { seller: sellerOnDocuments(), buyer: buyerOf(order), totals: totalsOfOrder(order) }
}

/**
 * What an order's invoice states, read when it is issued: the lines, discounts, shipping and VAT per
 * rate as Medusa charged them, the buyer, and how the sale's VAT is declared (by the delivery country
 * and the store's VAT scheme).
 */
export function invoiceSourceOf(order: QueriedDocumentOrder, scheme: VatScheme): InvoiceSource {
  const totals = totalsOfOrder(order)
  const country = (order.shipping_address?.country_code ?? "").toLowerCase()
  return {
    order: { id: totals.order_id, display_id: totals.display_id, placed_at: totals.placed_at },
    buyer: buyerOf(order),
    country_code: country,
    kind: vatKindOf(country, scheme),
    lines: totals.lines.map((line) => ({
      title: line.title,
      quantity: line.quantity,
      unit_price_cents: line.unit_price_cents,
      total_cents: line.total_cents,
      vat_rate: line.vat_rate,
    })),
    discounts: totals.discounts.map((discount) => ({ label: discount.label, cents: discount.cents })),
    shipping: { name: totals.shipping.name, cents: totals.shipping.cents },
    by_rate: totals.vat_by_rate,
    total_cents: totals.total_cents,
    vat_cents: totals.vat_cents,
    payment_methods: totals.payment_methods,
    locale: orderLanguage(order, order.customer),
  }
}
