import { formatPrice } from "./format"

/**
 * The money of a cart or an order as every screen shows it: prices include VAT; Subtotal is the
 * items before discounts, then each discount by name, then shipping, then the total Medusa charges.
 * The rule: subtotal - discounts + shipping = total, to the cent. Medusa keeps its amounts with
 * fractions of a cent; rounding each row on its own could break the rule by a cent, so the rows are
 * rounded once and the discounts take what makes the sum exact (split over them by their size).
 */

/** What Medusa answers for a cart or an order (Store API field names; amounts in euros). */
export type MedusaTotals = {
  original_item_total: number
  total: number
  tax_total: number
  /** undefined or null while the cart has no shipping method yet */
  shipping_total?: number | null
  has_shipping: boolean
  items?: {
    original_total?: number | null
    total?: number | null
    discount_total?: number | null
    adjustments?: { code?: string | null; amount: number }[] | null
  }[] | null
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

export type DiscountNames = { subscriptionCode: string | null; discountPercent: number }

export const toCents = (euros: number | null | undefined): number => Math.round(Number(euros ?? 0) * 100)

/** The one way a discount is named on screen: the subscription promotion, or the code typed. */
export function discountLabel(code: string, names: DiscountNames): string {
  if (names.subscriptionCode && code === names.subscriptionCode) return `Subscription discount (${names.discountPercent}%)`
  return `Code ${code}`
}

export function summarize(source: MedusaTotals, names: DiscountNames): OrderSummary {
  const subtotalCents = toCents(source.original_item_total)
  const shippingCents = source.has_shipping ? toCents(source.shipping_total) : null
  const totalCents = toCents(source.total)
  const discountCents = subtotalCents + (shippingCents ?? 0) - totalCents

  // Each line's discount (VAT included) shared over its adjustments by their amounts, per code.
  const byCode = new Map<string, number>()
  for (const item of source.items ?? []) {
    const adjustments = (item.adjustments ?? []).filter((adjustment) => Number(adjustment.amount) > 0)
    const lineDiscount = Number(item.discount_total ?? 0)
    const adjusted = adjustments.reduce((sum, adjustment) => sum + Number(adjustment.amount), 0)
    if (lineDiscount <= 0 || adjusted <= 0) continue
    for (const adjustment of adjustments) {
      const code = adjustment.code || ""
      byCode.set(code, (byCode.get(code) ?? 0) + (lineDiscount * Number(adjustment.amount)) / adjusted)
    }
  }
  if (discountCents !== 0 && byCode.size === 0) byCode.set("", discountCents / 100)

  const discounts = shareCents(discountCents, [...byCode.entries()]).map(([code, cents]) => ({
    code,
    label: code ? discountLabel(code, names) : "Discount",
    cents,
  }))
  return {
    subtotalCents,
    discounts: discounts.filter((discount) => discount.cents !== 0),
    shippingCents,
    totalCents,
    vatCents: toCents(source.tax_total),
  }
}

/** Splits a whole number of cents over named amounts (euros) in proportion; the remainders go to the largest fractions. */
function shareCents(totalCents: number, parts: [string, number][]): [string, number][] {
  const weight = parts.reduce((sum, [, amount]) => sum + amount, 0)
  if (parts.length === 0 || weight === 0) return []
  if (totalCents < 0) return shareCents(-totalCents, parts).map(([code, cents]) => [code, -cents])
  const exact = parts.map(([code, amount]) => [code, (totalCents * amount) / weight] as const)
  const floored = exact.map(([code, cents]) => [code, Math.floor(cents), cents - Math.floor(cents)] as const)
  let left = totalCents - floored.reduce((sum, [, cents]) => sum + cents, 0)
  const order = floored.map((_, index) => index).sort((a, b) => floored[b][2] - floored[a][2])
  const result = floored.map(([code, cents]) => [code, cents] as [string, number])
  for (const index of order) {
    if (left <= 0) break
    result[index][1] += 1
    left -= 1
  }
  return result
}

/** An amount in cents as shown to shoppers. */
export const formatCents = (cents: number): string => formatPrice(cents / 100)

/** What costs nothing is called this, alone as an amount and before "Shipping" as a name. */
const FREE = "Free"

/** Shipping's cost as shown everywhere: the word Free at 0. */
export const formatShipping = (cents: number): string => (cents === 0 ? FREE : formatCents(cents))

/** Shipping's name everywhere: 'Free Shipping' when it costs nothing. */
export const shippingName = (name: string | null | undefined, cents: number): string => (cents === 0 ? `${FREE} Shipping` : name || "Shipping")

/** A line's title everywhere: product, then weight. */
export function lineTitle(line: { product_title?: string | null; variant_title?: string | null; title?: string | null }): string {
  return [line.product_title ?? line.title, line.variant_title].filter(Boolean).join(" - ")
}

/** How much more the items (after discounts, as Medusa's price rule counts) need for free shipping; 0 when reached. */
export function centsToFreeShipping(itemTotal: number, freeShippingFrom: number | null): number | null {
  if (freeShippingFrom === null) return null
  return Math.max(0, toCents(freeShippingFrom) - toCents(itemTotal))
}

type CartOrOrder = {
  original_item_total: number
  total: number
  tax_total: number
  shipping_total?: number | null
  shipping_methods?: unknown[] | null
  items?: MedusaTotals["items"]
}

/** A Medusa cart or order as the totals read it. */
export function totalsOf(cartOrOrder: CartOrOrder): MedusaTotals {
  return {
    original_item_total: cartOrOrder.original_item_total,
    total: cartOrOrder.total,
    tax_total: cartOrOrder.tax_total,
    shipping_total: cartOrOrder.shipping_total,
    has_shipping: Boolean(cartOrOrder.shipping_methods?.length),
    items: cartOrOrder.items,
  }
}
