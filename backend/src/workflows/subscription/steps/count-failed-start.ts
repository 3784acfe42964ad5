import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { retryDelayMs } from "../../../lib/retry-schedule"
import { subscriptions } from "../subscriptions"

/** Failed starts of one order's subscription before the seller is told; it is tried on after that. */
export const MAX_START_ATTEMPTS = 5
/** The longest wait between two attempts once the doubling reaches it. */
const MAX_START_RETRY_DELAY_MS = 60 * 60 * 1000

export type FailedStart = { order_id: string; attempts: number; reason: string; report: boolean }

/**
 * Counts a failed start of an order's subscription and plans the next attempt on the shop's retry
 * schedule (1, 2, 4 ... minutes, at most an hour apart). The attempt that uses up MAX_START_ATTEMPTS
 * is the one the seller is told of (once: `report`).
 */
export const countFailedStartStep = createStep(
  "count-failed-subscription-start",
  async ({ order_id, reason, now }: { order_id: string; reason: string; now: string }, { container }) => {
    const module = subscriptions(container)
    const at = new Date(now)
    const [existing] = await module.listSubscriptionStarts({ order_id })
    const attempts = (existing?.attempts ?? 0) + 1
    const report = attempts >= MAX_START_ATTEMPTS && !existing?.reported_at
    const next = {
      attempts,
      next_attempt_at: new Date(at.getTime() + Math.min(retryDelayMs(attempts), MAX_START_RETRY_DELAY_MS)),
      last_error: reason,
      reported_at: report ? at : (existing?.reported_at ?? null),
    }
    if (existing) await module.updateSubscriptionStarts({ id: existing.id, ...next })
    else await module.createSubscriptionStarts({ order_id, ...next })
    const previous = existing
      ? {
          id: existing.id,
          attempts: existing.attempts,
          next_attempt_at: existing.next_attempt_at,
          last_error: existing.last_error,
          reported_at: existing.reported_at,
        }
      : { order_id }
    return new StepResponse<FailedStart, typeof previous>({ order_id, attempts, reason, report }, previous)
  },
  async (previous, { container }) => {
    if (!previous) return
    const module = subscriptions(container)
    if ("id" in previous) {
      await module.updateSubscriptionStarts(previous)
      return
    }
    const made = await module.listSubscriptionStarts({ order_id: previous.order_id }, { select: ["id"] })
    if (made.length) await module.deleteSubscriptionStarts(made.map((start) => start.id))
  },
)
