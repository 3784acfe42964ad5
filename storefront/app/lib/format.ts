import { CURRENCY, LOCALE } from "./constants"

const euro = new Intl.NumberFormat(LOCALE, {
  style: "currency",
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** A price in major units (49.99) as shown to shoppers: euro sign and two decimals. */
export function formatPrice(amount: number): string {
  return euro.format(amount)
}

/** The copyright range of the footer: this year to next year. */
export function copyrightYears(now: Date): string {
  const year = now.getFullYear()
  return `${year} - ${year + 1}`
}
