import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { retryDelayMs } from "../../../lib/retry-schedule"
import { CONTACT_MODULE } from "../../../modules/contact"
import type ContactModuleService from "../../../modules/contact/service"
import type { UndeliveredContactMessage } from "./load-undelivered-contact-message"
import type { ChatPosting } from "./post-contact-message-to-chat"

/** A message is never given up (it stays stored and shown in the admin): its waits stop growing at an hour. */
const MAX_RETRY_DELAY_MS = 60 * 60 * 1000

export function nextAttemptAfterFailure(attempts: number, now = new Date()) {
  const delay = Math.min(retryDelayMs(attempts), MAX_RETRY_DELAY_MS)
  return new Date(now.getTime() + delay)
}

export type DeliveryOutcome =
  { status: "delivered" | "skipped" } | { status: "failed"; delivered_parts: number; attempts: number; error: string }

/**
 * Records on the message how far the delivery got, and when the retry job tries again after a
 * failure. No compensation: the record describes posts already made, which cannot be taken back;
 * putting it back would post them twice.
 */
export const recordContactDeliveryStep = createStep(
  "record-contact-delivery",
  async ({ message, posting }: { message: UndeliveredContactMessage; posting: ChatPosting }, { container }) => {
    const contact: ContactModuleService = container.resolve(CONTACT_MODULE)
    const attempts = message.delivery_attempts + 1
    if (posting.error !== null) {
      await contact.updateContactMessages({
        id: message.id,
        delivered_parts: posting.delivered_parts,
        delivery_attempts: attempts,
        next_attempt_at: nextAttemptAfterFailure(attempts),
        last_delivery_error: posting.error,
      })
      return new StepResponse<DeliveryOutcome>({
        status: "failed",
        delivered_parts: posting.delivered_parts,
        attempts,
        error: posting.error,
      })
    }
    await contact.updateContactMessages({
      id: message.id,
      delivered_parts: posting.delivered_parts,
      delivery_attempts: attempts,
      delivered_at: new Date(),
      next_attempt_at: null,
      last_delivery_error: null,
    })
    return new StepResponse<DeliveryOutcome>({ status: "delivered" })
  },
)
