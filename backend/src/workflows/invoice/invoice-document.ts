import { shopConfig } from "../../lib/shop-config"
import type { Maybe } from "../../lib/queried"
import { addressLines, type QueriedAddress } from "../order/address-lines"
import { SHOP_TOTALS_FIELDS, totalsOfOrder, type QueriedTotalsOrder, type ShopTotals } from "../order/shop-totals"

/** The order as an invoice or a packing slip reads it: the shop totals, the buyer and the delivery address. */
export const ORDER_DOCUMENT_FIELDS = [...SHOP_TOTALS_FIELDS, "email", "shipping_address.*", "billing_address.*"] as const

export type QueriedDocumentOrder = QueriedTotalsOrder & {
  email?: Maybe<string>
  shipping_address?: Maybe<QueriedAddress>
  billing_address?: Maybe<QueriedAddress>
}

/**
 * Everything an order's invoice or packing slip prints, in plain data (it travels in the order
 * confirmation's notification, so a confirmation sent again still carries its invoice): the shop's
 * details from shop.config.json, the buyer, and the order's money as the Shop totals box shows it.
 */
export type OrderDocument = {
  /** null on a packing slip of an order not yet invoiced */
  invoice: { number: string; issued_at: string } | null
  seller: { name: string; lines: string[] }
  buyer: { email: string | null; billing: string[]; delivery: string[] }
  totals: ShopTotals
}

/** An invoice number as printed: six digits at least ("000042"). */
export const invoiceNumberText = (number: number) => String(number).padStart(6, "0")

const SELLER = {
  name: shopConfig.business.legalName,
  lines: [
    shopConfig.business.street,
    `${shopConfig.business.postalCode} ${shopConfig.business.city}`,
    shopConfig.business.country,
    `VAT number ${shopConfig.business.vatNumber}`,
    `Chamber of Commerce ${shopConfig.business.chamberOfCommerce}`,
    `${shopConfig.business.email} · ${shopConfig.business.phone}`,
  ],
}

export function orderDocument(order: QueriedDocumentOrder, invoice: { number: number; issued_at: Date | string } | null): OrderDocument {
  const delivery = addressLines(order.shipping_address)
  const billing = order.billing_address?.address_1 ? addressLines(order.billing_address) : delivery
  return {
    invoice: invoice ? { number: invoiceNumberText(invoice.number), issued_at: new Date(invoice.issued_at).toISOString() } : null,
    seller: SELLER,
    buyer: { email: order.email ?? null, billing, delivery },
    totals: totalsOfOrder(order),
  }
}
