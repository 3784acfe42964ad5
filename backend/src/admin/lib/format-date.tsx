import { Tooltip } from "@medusajs/ui"
import { format } from "date-fns"
import { enUS } from "date-fns/locale"

/**
 * A date as Medusa's admin writes it (its useDate hook: date-fns "PP", with " p" for the time, in
 * English as the admin is): "Nov 26, 2026 3:09 PM", in the seller's own time zone; "" for none.
 */
export function formatDate(value: string | null | undefined, { time = true }: { time?: boolean } = {}) {
  const date = value ? new Date(value) : null
  if (!date || Number.isNaN(date.getTime())) return ""
  return format(date, time ? "PP p" : "PP", { locale: enUS })
}

/** A list's date as Medusa's date cells show it: the day, with the time in a tooltip; "-" for none. */
export function DateCell({ date }: { date: string | null | undefined }) {
  if (!date) return <span className="text-ui-fg-muted">-</span>
  return (
    <Tooltip content={formatDate(date)}>
      <span>{formatDate(date, { time: false })}</span>
    </Tooltip>
  )
}
