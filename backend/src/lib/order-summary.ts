import { SUBSCRIPTION_PROMOTION_CODE } from "./seed/subscription-promotion"
import { DISCOUNT_PERCENT } from "./shop-constants"

/**
 * The money of a cart or an order as every screen shows it (e-mail and Stripe's page here; the
 * storefront's app/lib/order-summary.ts follows the same rule): prices include VAT; Subtotal is the
 * items before discounts, then each discount by name, then shipping, then the total Medusa charges.
 * subtotal - discounts + shipping = total, to the cent: the rows are rounded once and the discounts
 * take what makes the sum exact, split over them by their size.
 */

export type MedusaTotals = {
  original_item_total: number | string
  total: number | string
  tax_total: number | string
  shipping_total: number | string | null | undefined
  items: {
    discount_total?: number | string | null
    adjustments?: ({ code?: string | null; amount: number | string } | null)[] | null
  }[]
}

export type OrderSummary = {
  subtotal_cents: number
  discounts: { code: string; label: string; cents: number }[]
  shipping_cents: number
  total_cents: number
  tax_cents: number
}

export const toCents = (euros: number | string | null | undefined) => Math.round(Number(euros ?? 0) * 100)

/** How a discount is named everywhere: the subscription promotion, or the code the shopper typed. */
export function discountLabel(code: string): string {
  if (code === SUBSCRIPTION_PROMOTION_CODE) return `Subscription discount (${DISCOUNT_PERCENT}%)`
  return code ? `Code ${code}` : "Discount"
}

/** A line's title everywhere: product, then weight. */
export function lineTitle(line: { product_title?: string | null; variant_title?: string | null; title?: string | null }): string {
  return [line.product_title ?? line.title, line.variant_title].filter(Boolean).join(" - ")
}

/** What costs nothing is called this: alone as an amount, and before "Shipping" as a name. */
export const FREE = "Free"

/** Shipping's name everywhere: 'Free Shipping' when it costs nothing. */
export const shippingName = (name: string | null | undefined, cents: number) => (cents === 0 ? `${FREE} Shipping` : name || "Shipping")

export function summarize(source: MedusaTotals): OrderSummary {
  const subtotal = toCents(source.original_item_total)
  const shipping = toCents(source.shipping_total)
  const total = toCents(source.total)
  const discountCents = subtotal + shipping - total
  const byCode = new Map<string, number>()
  for (const item of source.items ?? []) {
    const adjustments = (item.adjustments ?? []).filter((adjustment) => adjustment && Number(adjustment.amount) > 0)
    const lineDiscount = Number(item.discount_total ?? 0)
    const adjusted = adjustments.reduce((sum, adjustment) => sum + Number(adjustment!.amount), 0)
    if (lineDiscount <= 0 || adjusted <= 0) continue
    for (const adjustment of adjustments) {
      const code = adjustment!.code ?? ""
      byCode.set(code, (byCode.get(code) ?? 0) + (lineDiscount * Number(adjustment!.amount)) / adjusted)
    }
  }
  if (discountCents !== 0 && byCode.size === 0) byCode.set("", discountCents / 100)
  const discounts = shareCents(discountCents, [...byCode.entries()])
    .filter(([, cents]) => cents !== 0)
    .map(([code, cents]) => ({ code, label: discountLabel(code), cents }))
  return { subtotal_cents: subtotal, discounts, shipping_cents: shipping, total_cents: total, tax_cents: toCents(source.tax_total) }
}

/** Splits a whole number of cents over named amounts in proportion; the remainders go to the largest fractions. */
function shareCents(totalCents: number, parts: [string, number][]): [string, number][] {
  const weight = parts.reduce((sum, [, amount]) => sum + amount, 0)
  if (parts.length === 0 || weight === 0) return []
  if (totalCents < 0) return shareCents(-totalCents, parts).map(([code, cents]) => [code, -cents])
  const exact = parts.map(([, amount]) => (totalCents * amount) / weight)
  const result = parts.map(([code], index) => [code, Math.floor(exact[index])] as [string, number])
  let left = totalCents - result.reduce((sum, [, cents]) => sum + cents, 0)
  const order = exact.map((_, index) => index).sort((a, b) => (exact[b] % 1) - (exact[a] % 1))
  for (const index of order) {
    if (left <= 0) break
    result[index][1] += 1
    left -= 1
  }
  return result
}
