import type { INotificationModuleService, MedusaContainer, NotificationDTO } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { sendOrderConfirmationWorkflow } from "../workflows/order/send-order-confirmation"

const LOOK_BACK_MS = 48 * 60 * 60 * 1000
/** A send still `pending` after this long was cut off (the process stopped mid-send). */
const STUCK_PENDING_MS = 5 * 60 * 1000
/** attempt n waits FIRST_RETRY_MS * 2^(n-1) after the one before: 1, 2, 4 ... 128 minutes */
const FIRST_RETRY_MS = 60 * 1000
export const MAX_EMAIL_RETRIES = 8
const BATCH_SIZE = 50
/** An order this old without its confirmation lost it (the event bus went down while it was placed). */
const CONFIRMATION_GRACE_MS = 2 * 60 * 1000

const resolveNotifications = (container: MedusaContainer): INotificationModuleService => container.resolve(Modules.NOTIFICATION)

/**
 * Mail that is never lost. Each minute:
 * - an email that failed (SMTP relay down) or is stuck `pending` (the process stopped mid-send) is
 *   sent again as a new notification pointing at the original, with a doubling wait between
 *   attempts, at most MAX_EMAIL_RETRIES times; then the seller is told in the admin's notifications;
 * - an order placed without any confirmation (its order.placed event was lost) gets it now.
 * Medusa's notification module records a failed send but never retries it.
 */
export default async function retryFailedEmails(container: MedusaContainer) {
  await retryUnsentEmails(container)
  await sendMissingOrderConfirmations(container)
}

export async function retryUnsentEmails(container: MedusaContainer, now = Date.now()) {
  const notifications = resolveNotifications(container)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const since = new Date(now - LOOK_BACK_MS).toISOString()
  // `status`, `original_notification_id` and `idempotency_key` are columns of the notification
  // table the typed filter does not list
  const failedFilter = { channel: "email", status: "failure", created_at: { $gte: since } }
  const stuckFilter = { channel: "email", status: "pending", created_at: { $gte: since, $lte: new Date(now - STUCK_PENDING_MS).toISOString() } }
  const failed = await notifications.listNotifications(failedFilter, { take: BATCH_SIZE, order: { created_at: "ASC" } })
  const stuck = await notifications.listNotifications(stuckFilter, { take: BATCH_SIZE, order: { created_at: "ASC" } })
  const originals = new Map<string, NotificationDTO>()
  for (const notification of [...failed, ...stuck]) {
    const originalId = notification.original_notification_id ?? notification.id
    if (!originals.has(originalId)) {
      originals.set(originalId, notification.original_notification_id ? await notifications.retrieveNotification(originalId) : notification)
    }
  }

  let sent = 0
  for (const original of originals.values()) {
    const resends = { channel: "email", original_notification_id: original.id }
    const attempts = await notifications.listNotifications(resends, { order: { created_at: "ASC" } })
    if ([original, ...attempts].some((attempt) => (attempt as { status?: string }).status === "success")) continue
    if (attempts.length >= MAX_EMAIL_RETRIES) {
      await tellSellerEmailGaveUp(notifications, original, attempts.length)
      continue
    }
    const last = attempts[attempts.length - 1] ?? original
    if (now < new Date(last.created_at).getTime() + FIRST_RETRY_MS * 2 ** attempts.length) continue
    try {
      await notifications.createNotifications({
        to: original.to,
        from: original.from,
        channel: original.channel,
        template: original.template,
        data: original.data,
        trigger_type: original.trigger_type,
        resource_id: original.resource_id,
        resource_type: original.resource_type,
        receiver_id: original.receiver_id,
        original_notification_id: original.id,
        idempotency_key: `${original.id}:retry-${attempts.length + 1}`,
      })
      sent++
    } catch (error) {
      logger.warn(`Email ${original.id} (${original.template}) not sent again yet: ${(error as Error).message.split("\n")[0]}`)
    }
  }
  if (sent) logger.info(`Emails: ${sent} of ${originals.size} that had not gone out were sent now`)
  return sent
}

/** Once per email given up on: a notice in the admin's notifications, so the seller can write themselves. */
async function tellSellerEmailGaveUp(notifications: INotificationModuleService, original: NotificationDTO, attempts: number) {
  const key = `email-given-up:${original.id}`
  const byKey = { channel: "feed", idempotency_key: key }
  const [told] = await notifications.listNotifications(byKey)
  if (told) return
  await notifications.createNotifications({
    to: "",
    channel: "feed",
    template: "admin-ui",
    idempotency_key: key,
    data: {
      title: "An email could not be sent",
      description: `The ${original.template} email to ${original.to} failed ${attempts + 1} times and is not retried any more. Please contact the customer.`,
    },
  })
}

/** Orders of the last two days that have no confirmation at all get it now (once: the workflow's idempotency key). */
export async function sendMissingOrderConfirmations(container: MedusaContainer, now = Date.now()) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: orders } = await query.graph({
    entity: "order",
    fields: ["id"],
    filters: {
      created_at: { $gte: new Date(now - LOOK_BACK_MS).toISOString(), $lte: new Date(now - CONFIRMATION_GRACE_MS).toISOString() },
    },
    pagination: { take: 200, order: { created_at: "DESC" } },
  })
  if (!orders.length) return 0
  const ids = orders.map((order) => order.id as string)
  const confirmations = await resolveNotifications(container).listNotifications(
    { resource_type: "order", template: "order-confirmation", resource_id: ids },
    { select: ["resource_id"] }
  )
  const confirmed = new Set(confirmations.map((notification) => notification.resource_id))
  const missing = ids.filter((id) => !confirmed.has(id)).slice(0, BATCH_SIZE)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  for (const id of missing) {
    try {
      await sendOrderConfirmationWorkflow(container).run({ input: { id } })
    } catch (error) {
      // recorded as a failed email: the retries above take it from here
      logger.warn(`Order ${id}: confirmation not sent yet: ${(error as Error).message.split("\n")[0]}`)
    }
  }
  if (missing.length) logger.info(`Orders: ${missing.length} without a confirmation got it now`)
  return missing.length
}

export const config = { name: "retry-failed-emails", schedule: "* * * * *" }
