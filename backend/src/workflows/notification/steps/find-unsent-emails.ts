import type { NotificationDTO } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { retryDelayMs } from "../../../lib/retry-schedule"
import { BATCH_SIZE, LOOK_BACK_MS, MAX_EMAIL_RETRIES, STUCK_PENDING_MS } from "../email-retry-schedule"

/** An e-mail that has not gone out: the first notification, and how often it was sent again. */
export type UnsentEmail = { original: NotificationDTO; attempts: number }

export type UnsentEmails = {
  /** due for their next attempt (the wait doubles with each one) */
  due: UnsentEmail[]
  /** sent again MAX_EMAIL_RETRIES times, and never once successfully */
  given_up: UnsentEmail[]
  /** all that have not gone out, due or not */
  unsent: number
}

/**
 * The e-mails of the last two days that failed (SMTP relay down) or are stuck `pending` (the
 * process stopped mid-send), each by its original notification, with those due for an attempt and
 * those given up on. Medusa's notification module records a failed send but never retries it.
 */
export const findUnsentEmailsStep = createStep("find-unsent-emails", async ({ now }: { now: number }, { container }) => {
  const notifications = container.resolve(Modules.NOTIFICATION)
  const since = new Date(now - LOOK_BACK_MS).toISOString()
  // `status`, `original_notification_id` and `idempotency_key` are columns of the notification
  // table the typed filter does not list
  const failedFilter = { channel: "email", status: "failure", created_at: { $gte: since } }
  const stuckFilter = {
    channel: "email",
    status: "pending",
    created_at: { $gte: since, $lte: new Date(now - STUCK_PENDING_MS).toISOString() },
  }
  const failed = await notifications.listNotifications(failedFilter, { take: BATCH_SIZE, order: { created_at: "ASC" } })
  const stuck = await notifications.listNotifications(stuckFilter, { take: BATCH_SIZE, order: { created_at: "ASC" } })
  const originals = new Map<string, NotificationDTO>()
  for (const notification of [...failed, ...stuck]) {
    const originalId = notification.original_notification_id ?? notification.id
    if (!originals.has(originalId)) {
      originals.set(originalId, notification.original_notification_id ? await notifications.retrieveNotification(originalId) : notification)
    }
  }

  const unsentEmails: UnsentEmails = { due: [], given_up: [], unsent: originals.size }
  for (const original of originals.values()) {
    const resends = { channel: "email", original_notification_id: original.id }
    const attempts = await notifications.listNotifications(resends, { order: { created_at: "ASC" } })
    if ([original, ...attempts].some((attempt) => attempt.status === "success")) continue
    if (attempts.length >= MAX_EMAIL_RETRIES) {
      unsentEmails.given_up.push({ original, attempts: attempts.length })
      continue
    }
    const last = attempts[attempts.length - 1] ?? original
    if (now < new Date(last.created_at).getTime() + retryDelayMs(attempts.length + 1)) continue
    unsentEmails.due.push({ original, attempts: attempts.length })
  }
  return new StepResponse(unsentEmails)
})
