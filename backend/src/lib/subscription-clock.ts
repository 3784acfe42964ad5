import { MedusaError } from "@medusajs/framework/utils"

/**
 * The renewals' clock: now, or SUBSCRIPTIONS_NOW (an ISO date, e.g. 2027-01-01T09:00:00Z) to try
 * the coming months locally and in tests. Read here only, at each call, so it can be moved
 * between two runs.
 */
export function subscriptionsNow(env: NodeJS.ProcessEnv = process.env): Date {
  const moved = env.SUBSCRIPTIONS_NOW?.trim()
  if (!moved) return new Date()
  const date = new Date(moved)
  if (Number.isNaN(date.getTime())) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `SUBSCRIPTIONS_NOW must be an ISO date, e.g. 2027-01-01T09:00:00Z (got "${moved}")`,
    )
  }
  return date
}

/** The date `months` months after `start`, on the same day, or the month's last day when it is shorter (31 Jan -> 28 Feb). */
export function addMonths(start: Date, months: number): Date {
  const result = new Date(start)
  const day = result.getUTCDate()
  result.setUTCDate(1)
  result.setUTCMonth(result.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate()
  result.setUTCDate(Math.min(day, lastDay))
  return result
}

/** The first monthly date of a subscription started at `startedAt` that comes after `after`. */
export function nextRenewalAfter(startedAt: Date, after: Date): Date {
  let months = 1
  while (addMonths(startedAt, months).getTime() <= after.getTime()) months += 1
  return addMonths(startedAt, months)
}

/** The skipped renewal date a subscription resumed at `now` must keep skipped: null when it is not ahead any more. */
export function skipKeptOnResume(startedAt: Date, skippedRenewalAt: Date | string | null | undefined, now: Date): Date | null {
  if (!skippedRenewalAt) return null
  const skipped = new Date(skippedRenewalAt)
  return skipped.getTime() >= nextRenewalAfter(startedAt, now).getTime() ? skipped : null
}

/**
 * The next renewal of a subscription resumed at `now`: the next monthly date (nothing is charged
 * for the months it was paused), but never a delivery the shopper skipped: a skipped date still
 * ahead stays skipped and the renewal after it comes next.
 */
export function resumedRenewal(startedAt: Date, skippedRenewalAt: Date | string | null | undefined, now: Date): Date {
  const skipped = skipKeptOnResume(startedAt, skippedRenewalAt, now)
  return nextRenewalAfter(startedAt, skipped ?? now)
}

/** A renewal period's key: the day it was due on (YYYY-MM-DD). */
export const renewalPeriod = (dueAt: Date) => dueAt.toISOString().slice(0, 10)
