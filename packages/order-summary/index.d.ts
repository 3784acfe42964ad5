/** An amount as Medusa answers it: euros, a number or (for big numbers) a string. */
export type Amount = number | string

/** What Medusa answers for a cart or an order (Store API field names; amounts in euros). */
export type MedusaTotals = {
  original_item_total: Amount
  total: Amount
  tax_total: Amount
  /** undefined or null while the cart has no shipping method yet */
  shipping_total?: Amount | null
  /** false while no shipping method is chosen: the summary shows no shipping row yet */
  has_shipping: boolean
  items?:
    | {
        discount_total?: Amount | null
        adjustments?: ({ code?: string | null; amount: Amount } | null)[] | null
      }[]
    | null
}

export type DiscountRow = { code: string; label: string; cents: number }

export type OrderSummary = {
  subtotalCents: number
  discounts: DiscountRow[]
  /** null: no shipping method yet (priced at checkout) */
  shippingCents: number | null
  totalCents: number
  vatCents: number
}

/** What names the subscription discount: the promotion's code and its rate. */
export type DiscountNames = { subscriptionCode: string | null; discountPercent: number }

export type TitledLine = { product_title?: string | null; variant_title?: string | null; title?: string | null }

export declare const CURRENCY: "EUR"
export declare const formatEuros: (euros: Amount) => string
export declare const formatEurosShort: (euros: Amount) => string
export declare const toCents: (euros: Amount | null | undefined) => number
export declare const formatCents: (cents: number) => string
export declare const vatText: (cents: number) => string | null
export declare const FREE: "Free"
export declare const formatShipping: (cents: number) => string
export declare const shippingName: (name: string | null | undefined, cents: number) => string
export declare const lineTitle: (line: TitledLine) => string
export declare function stockText(line: TitledLine, available: number, inCart?: number): string
export declare function discountLabel(code: string, names: DiscountNames): string
export declare function totalsOf(cartOrOrder: {
  original_item_total: Amount
  total: Amount
  tax_total: Amount
  shipping_total?: Amount | null
  shipping_methods?: unknown[] | null
  items?: MedusaTotals["items"]
}): MedusaTotals
export declare function summarize(source: MedusaTotals, names: DiscountNames): OrderSummary

/** One rate's share of an order (or of a refund), in cents: charged VAT included, the VAT in it, and without VAT. */
export type VatRow = { rate: number; grossCents: number; vatCents: number; netCents: number }

/** A line or the shipping of an order: its VAT rate (percent), its total and the VAT in it (euros, as Medusa keeps them). */
export type VatPart = { rate: number | string | null | undefined; total: Amount | null | undefined; vat: Amount | null | undefined }

export declare function vatByRate(parts: VatPart[], totals: { totalCents: number; vatCents: number }): VatRow[]
export declare function refundByRate(cents: number, rates: VatRow[]): VatRow[]
