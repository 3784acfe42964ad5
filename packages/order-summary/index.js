// How the shop shows money and order lines: one module for the backend (e-mails, Stripe's page)
// and the storefront (every screen). Types are in index.d.ts.
//
// Plain ES module JavaScript with no build step. package.json has no "type" field on purpose: the
// backend's compiled CommonJS loads it with require() (Node >= 20.19 loads an ES module that way),
// and Jest, which runs with --experimental-vm-modules and would refuse to require() a package
// marked as a module, compiles it like the backend's own source; the storefront's Vite bundles it.

/** The shop's currency (ISO 4217); every price is in it, VAT included. */
export const CURRENCY = "EUR"
const LOCALE = "en-IE"
const euro = new Intl.NumberFormat(LOCALE, { style: "currency", currency: CURRENCY, minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** An amount in euros (49.99) as shoppers read it: euro sign and two decimals. */
export const formatEuros = (euros) => euro.format(Number(euros))

/** A round amount as a headline says it: "€50", with the cents only when there are some ("€49.99"). */
export const formatEurosShort = (euros) => formatEuros(euros).replace(/\.00$/, "")

/** Euros as Medusa keeps them (a number, or a string for big numbers) in whole cents. */
export const toCents = (euros) => Math.round(Number(euros ?? 0) * 100)

/** An amount in cents as shoppers read it. */
export const formatCents = (cents) => formatEuros(cents / 100)

/**
 * The VAT a total includes, as every screen and e-mail says it; nothing where no VAT is charged
 * (exports outside the EU): "Including €0.00 VAT" would only puzzle.
 */
export const vatText = (cents) => (cents > 0 ? `Including ${formatCents(cents)} VAT` : null)

/** What costs nothing is called this: alone as an amount, and before "Shipping" as a name. */
export const FREE = "Free"

/** Shipping's cost everywhere: the word Free at 0. */
export const formatShipping = (cents) => (cents === 0 ? FREE : formatCents(cents))

/** Shipping's name everywhere: 'Free Shipping' when it costs nothing. */
export const shippingName = (name, cents) => (cents === 0 ? `${FREE} Shipping` : name || "Shipping")

/** A line's title everywhere: product, then weight. */
export const lineTitle = (line) => [line.product_title ?? line.title, line.variant_title].filter(Boolean).join(" - ")

/**
 * Too few in stock, as the shopper reads it wherever it is said (an add to the cart refused, a line of
 * the cart marked): the item by name and how many are left. `inCart`: how many the cart holds already.
 */
export function stockText(line, available, inCart = 0) {
  const item = [line.product_title ?? line.title, line.variant_title].filter(Boolean).join(" ")
  if (available <= 0) return `${item} is sold out.`
  return `Only ${available} of ${item} left${inCart > 0 ? ` (${inCart} already in your cart)` : ""}.`
}

/** How a discount is named everywhere: the subscription promotion, or the code the shopper typed. */
export function discountLabel(code, names) {
  if (!code) return "Discount"
  if (names.subscriptionCode && code === names.subscriptionCode) return `Subscription discount (${names.discountPercent}%)`
  return `Code ${code}`
}

/** A Medusa cart or order as the totals read it: shipping counts once a method is chosen. */
export const totalsOf = (cartOrOrder) => ({
  original_item_total: cartOrOrder.original_item_total,
  total: cartOrOrder.total,
  tax_total: cartOrOrder.tax_total,
  shipping_total: cartOrOrder.shipping_total,
  has_shipping: Boolean(cartOrOrder.shipping_methods?.length),
  items: cartOrOrder.items,
})

/**
 * The money of a cart or an order as every screen shows it: prices include VAT; Subtotal is the
 * items before discounts, then each discount by name, then shipping, then the total Medusa charges.
 * The rule: subtotal - discounts + shipping = total, to the cent. Medusa keeps its amounts with
 * fractions of a cent; rounding each row on its own could break the rule by a cent, so the rows are
 * rounded once and the discounts take what makes the sum exact (split over them by their size).
 */
export function summarize(source, names) {
  const subtotalCents = toCents(source.original_item_total)
  const shippingCents = source.has_shipping ? toCents(source.shipping_total) : null
  const totalCents = toCents(source.total)
  const discountCents = subtotalCents + (shippingCents ?? 0) - totalCents

  // Each line's discount (VAT included) shared over its adjustments by their amounts, per code.
  const byCode = new Map()
  for (const item of source.items ?? []) {
    const adjustments = (item.adjustments ?? []).filter((adjustment) => adjustment && Number(adjustment.amount) > 0)
    const lineDiscount = Number(item.discount_total ?? 0)
    const adjusted = adjustments.reduce((sum, adjustment) => sum + Number(adjustment.amount), 0)
    if (lineDiscount <= 0 || adjusted <= 0) continue
    for (const adjustment of adjustments) {
      const code = adjustment.code || ""
      byCode.set(code, (byCode.get(code) ?? 0) + (lineDiscount * Number(adjustment.amount)) / adjusted)
    }
  }
  if (discountCents !== 0 && byCode.size === 0) byCode.set("", discountCents / 100)

  const discounts = shareCents(discountCents, [...byCode.entries()])
    .filter(([, cents]) => cents !== 0)
    .map(([code, cents]) => ({ code, label: discountLabel(code, names), cents }))
  return { subtotalCents, discounts, shippingCents, totalCents, vatCents: toCents(source.tax_total) }
}

/**
 * The VAT of an order per rate, as the invoice, the Shop totals box and the VAT report state it: for
 * each rate, what was charged at it (VAT included, after discounts), the VAT in that and the amount
 * without VAT. `parts` are the order's lines and shipping, each with its rate and its total and VAT
 * as Medusa keeps them (euros, with fractions of a cent); the rows are rounded once so that they add
 * up to the order's total and VAT to the cent (`totalCents`, `vatCents` as `summarize` gives them).
 */
export function vatByRate(parts, { totalCents, vatCents }) {
  const byRate = new Map()
  for (const part of parts) {
    const rate = Number(part.rate ?? 0)
    const row = byRate.get(rate) ?? { gross: 0, vat: 0 }
    row.gross += Number(part.total ?? 0)
    row.vat += Number(part.vat ?? 0)
    byRate.set(rate, row)
  }
  const rates = [...byRate.entries()].sort(([a], [b]) => b - a)
  const gross = new Map(
    shareCents(
      totalCents,
      rates.map(([rate, row]) => [rate, row.gross]),
    ),
  )
  const vat = new Map(
    shareCents(
      vatCents,
      rates.map(([rate, row]) => [rate, row.vat]),
    ),
  )
  return rates
    .map(([rate]) => ({ rate, grossCents: gross.get(rate) ?? 0, vatCents: vat.get(rate) ?? 0 }))
    .map((row) => ({ ...row, netCents: row.grossCents - row.vatCents }))
    .filter((row) => row.grossCents !== 0 || row.vatCents !== 0)
}

/**
 * A refund of `cents` per rate: shared over the order's rates by what was charged at each, its VAT in
 * the same proportion as the order's at that rate. The rows add up to the refund.
 */
export function refundByRate(cents, rates) {
  const gross = new Map(
    shareCents(
      cents,
      rates.map((row) => [row.rate, row.grossCents]),
    ),
  )
  return rates.map((row) => {
    const refunded = gross.get(row.rate) ?? 0
    const vatCents = row.grossCents === 0 ? 0 : Math.round((refunded * row.vatCents) / row.grossCents)
    return { rate: row.rate, grossCents: refunded, vatCents, netCents: refunded - vatCents }
  })
}

/** Splits a whole number of cents over named amounts (euros) in proportion; the remainders go to the largest fractions. */
function shareCents(totalCents, parts) {
  const weight = parts.reduce((sum, [, amount]) => sum + amount, 0)
  if (parts.length === 0 || weight === 0) return []
  if (totalCents < 0) return shareCents(-totalCents, parts).map(([code, cents]) => [code, -cents])
  const exact = parts.map(([, amount]) => (totalCents * amount) / weight)
  const result = parts.map(([code], index) => [code, Math.floor(exact[index])])
  let left = totalCents - result.reduce((sum, [, cents]) => sum + cents, 0)
  const order = exact.map((_, index) => index).sort((a, b) => (exact[b] % 1) - (exact[a] % 1))
  for (const index of order) {
    if (left <= 0) break
    result[index][1] += 1
    left -= 1
  }
  return result
}
