/** The copyright range of the footer: this year to next year. */
export function copyrightYears(now: Date): string {
  const year = now.getFullYear()
  return `${year} - ${year + 1}`
}
