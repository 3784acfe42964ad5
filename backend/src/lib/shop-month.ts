import { shopConfig } from "./shop-config"

/** How far the shop's time zone is ahead of UTC at `at`, in milliseconds. */
function zoneOffset(at: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: shopConfig.timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(new Date(at))
      .map((part) => [part.type, Number(part.value)]),
  )
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - Math.floor(at / 1000) * 1000
}

/** The instant a day starts in the shop's time zone (its midnight), for a UTC date of that day. */
function shopMidnight(year: number, monthIndex: number): Date {
  const wall = Date.UTC(year, monthIndex, 1)
  const guess = wall - zoneOffset(wall)
  return new Date(wall - zoneOffset(guess))
}

/** A calendar month of the shop ("2026-11"): from its first midnight to the next month's, in the shop's time zone. */
export function shopMonth(month: string): { start: Date; end: Date } {
  const [year, number] = month.split("-").map(Number)
  return { start: shopMidnight(year, number - 1), end: shopMidnight(year, number) }
}

/** The month it is now in the shop's time zone ("2026-11"). */
export function currentShopMonth(now = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: shopConfig.timeZone, year: "numeric", month: "2-digit" }).formatToParts(now)
  const { year, month } = Object.fromEntries(parts.map((part) => [part.type, part.value]))
  return `${year}-${month}`
}

/** A period of the VAT return: a month ("2026-11") or a quarter ("2026-Q4"), in the shop's time zone. */
export function shopPeriod(period: string): { start: Date; end: Date } {
  const quarter = /^(\d{4})-Q([1-4])$/.exec(period)
  if (!quarter) return shopMonth(period)
  const [year, index] = [Number(quarter[1]), Number(quarter[2])]
  return { start: shopMidnight(year, (index - 1) * 3), end: shopMidnight(year, index * 3) }
}
