import { PRIOR_PRICE_DAYS } from "./shop-constants"

const DAY_MS = 24 * 60 * 60 * 1000

/** One price of a variant in one currency from the price history (ended_at null: still applies). */
export type PriceHistoryEntry = {
  kind: "base" | "sale"
  amount: number
  started_at: Date | string
  ended_at: Date | string | null
}

/** What may be announced about a variant's price now. */
export type PriceReference = {
  /** The price that applies now, by the history. */
  price: number
  /** A reduction: the lowest price of the PRIOR_PRICE_DAYS days before it started, and the percentage off that price. */
  reduction: { reference_price: number; percent_off: number; started_at: Date } | null
}

type Segment = { start: number; end: number; amount: number; kind: "base" | "sale" }

/**
 * The honest prior price of the current reduction (Directive 98/6/EC art. 6a, CJEU C-330/23): the
 * lowest price that applied in the PRIOR_PRICE_DAYS days before the reduction started. There is a
 * reduction only while a sale price applies, it started when the uninterrupted run of ever lower
 * sale prices began (a progressive reduction counts from its first step), and it is shown only when
 * the price now is really below that prior price. A price raised and then "reduced" back within the
 * window shows no reduction; nor does a sale unless a price applied throughout the whole window
 * before it, so a price set for a moment (or a product just added) cannot anchor a reduction. The
 * percentage is rounded down, so it never claims more than the real reduction.
 */
export function priceReference(history: PriceHistoryEntry[], now: Date): PriceReference | null {
  const segments = appliedPrices(history, now.getTime())
  const current = segments.at(-1)
  if (!current || current.end < now.getTime()) return null
  const none = { price: current.amount, reduction: null }
  if (current.kind !== "sale") return none
  const sale = currentSale(segments)
  if (!sale.covered || current.amount >= sale.referencePrice) return none
  const percentOff = Math.floor(((sale.referencePrice - current.amount) / sale.referencePrice) * 100 + 1e-9)
  return {
    price: current.amount,
    reduction: { reference_price: sale.referencePrice, percent_off: percentOff, started_at: new Date(sale.startedAt) },
  }
}

/**
 * Why a sale price that applies now is not announced as a reduction (priceReference's rules), for
 * the seller: fewer than PRIOR_PRICE_DAYS days of prices recorded without a gap before the sale
 * began (history_from: since when they are), or a sale price not below their lowest. Null when no
 * sale price applies or its reduction is announced.
 */
export type WithheldReduction =
  | { reason: "short-history"; sale_started_at: Date; history_from: Date }
  | { reason: "not-lower"; sale_started_at: Date; reference_price: number }

export function withheldReduction(history: PriceHistoryEntry[], now: Date): WithheldReduction | null {
  const segments = appliedPrices(history, now.getTime())
  const current = segments.at(-1)
  if (!current || current.end < now.getTime() || current.kind !== "sale") return null
  const sale = currentSale(segments)
  const sale_started_at = new Date(sale.startedAt)
  if (!sale.covered) return { reason: "short-history", sale_started_at, history_from: new Date(sale.historyFrom) }
  return current.amount >= sale.referencePrice ? { reason: "not-lower", sale_started_at, reference_price: sale.referencePrice } : null
}

/**
 * The sale that applies now (the last segment): when it began (the uninterrupted run of ever lower
 * sale prices), whether prices applied without a gap throughout the window before it, their lowest,
 * and since when prices applied without a gap up to its start.
 */
function currentSale(segments: Segment[]) {
  let first = segments.length - 1
  while (first > 0) {
    const before = segments[first - 1]
    const step = segments[first]
    if (before.kind !== "sale" || before.end !== step.start || before.amount <= step.amount) break
    first--
  }
  const startedAt = segments[first].start
  const windowStart = startedAt - PRIOR_PRICE_DAYS * DAY_MS
  const prior = segments.filter((segment) => segment.end > windowStart && segment.start < startedAt)
  let unbroken = first
  while (unbroken > 0 && segments[unbroken - 1].end === segments[unbroken].start) unbroken--
  return {
    startedAt,
    covered: coversWindow(prior, windowStart, startedAt),
    referencePrice: prior.length ? Math.min(...prior.map((segment) => segment.amount)) : Infinity,
    historyFrom: segments[unbroken].start,
  }
}

/** Prices applied without a gap from the window's start to the reduction's start. */
function coversWindow(prior: Segment[], windowStart: number, startedAt: number): boolean {
  if (!prior.length || prior[0].start > windowStart || prior[prior.length - 1].end < startedAt) return false
  return prior.every((segment, index) => index === 0 || prior[index - 1].end === segment.start)
}

/**
 * The price that applied over time, up to `now`: the sale price while one applied, else the base
 * price; consecutive stretches of the same price and kind merged. Times without any price are gaps.
 */
function appliedPrices(history: PriceHistoryEntry[], now: number): Segment[] {
  const entries = history
    .map((entry) => ({
      kind: entry.kind,
      amount: Number(entry.amount),
      start: new Date(entry.started_at).getTime(),
      end: entry.ended_at === null ? Infinity : new Date(entry.ended_at).getTime(),
    }))
    .filter((entry) => entry.start <= now && entry.end > entry.start)
  if (!entries.some((entry) => entry.end > now)) return []
  const times = [...new Set(entries.flatMap((entry) => [entry.start, entry.end]).filter((time) => time <= now))].sort((a, b) => a - b)
  const segments: Segment[] = []
  times.forEach((start, index) => {
    const end = times[index + 1] ?? now
    const applying = entries.filter((entry) => entry.start <= start && entry.end > start)
    const sale = applying.filter((entry) => entry.kind === "sale")
    const chosen = sale.length ? sale : applying.filter((entry) => entry.kind === "base")
    if (!chosen.length) return
    const amount = Math.min(...chosen.map((entry) => entry.amount))
    const kind = sale.length ? "sale" : "base"
    const last = segments.at(-1)
    if (last && last.end === start && last.amount === amount && last.kind === kind) last.end = end
    else segments.push({ start, end, amount, kind })
  })
  return segments
}
