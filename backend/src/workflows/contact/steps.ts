import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import { CONTACT_MODULE } from "../../modules/contact"
import type ContactModuleService from "../../modules/contact/service"
import { settings } from "../../lib/settings"
import { chatContent, ContactFields, postToChat, splitForChat } from "../../lib/chat-webhook"

/** How long a new message waits for its first delivery before the retry job takes it over. */
const FIRST_RETRY_AFTER_MS = 2 * 60 * 1000
/** Retry delays double from one minute up to this. */
const MAX_RETRY_DELAY_MS = 60 * 60 * 1000

export function nextAttemptAfterFailure(attempts: number, now = new Date()) {
  const delay = Math.min(60_000 * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS)
  return new Date(now.getTime() + delay)
}

export const storeContactMessageStep = createStep(
  "store-contact-message",
  async (input: ContactFields, { container }) => {
    const contact: ContactModuleService = container.resolve(CONTACT_MODULE)
    const message = await contact.createContactMessages({
      ...input,
      next_attempt_at: new Date(Date.now() + FIRST_RETRY_AFTER_MS),
    })
    return new StepResponse(message, message.id)
  },
  async (id, { container }) => {
    if (!id) return
    const contact: ContactModuleService = container.resolve(CONTACT_MODULE)
    await contact.deleteContactMessages(id)
  }
)

export type DeliveryOutcome =
  | { status: "delivered" | "skipped" }
  | { status: "failed"; delivered_parts: number; attempts: number; error: string }

/**
 * Posts a stored message to the chat service, continuing after the parts an earlier attempt
 * delivered, and records the outcome on the message. A failure is recorded, not thrown: the
 * message stays stored and the retry job tries again later. A lock keeps the subscriber and the
 * retry job (or two servers) from posting the same message twice.
 */
export const deliverContactMessageStep = createStep(
  "deliver-contact-message",
  async (input: { id: string }, { container }) => {
    const webhookUrl = settings.CONTACT_WEBHOOK_URL
    if (!webhookUrl) return new StepResponse<DeliveryOutcome>({ status: "skipped" })
    const contact: ContactModuleService = container.resolve(CONTACT_MODULE)
    const locking = container.resolve(Modules.LOCKING)
    const outcome = await locking.execute(`contact-message-delivery:${input.id}`, async (): Promise<DeliveryOutcome> => {
      const message = await contact.retrieveContactMessage(input.id)
      if (message.delivered_at) return { status: "skipped" }
      const parts = splitForChat(chatContent(message))
      let delivered = message.delivered_parts
      const attempts = message.delivery_attempts + 1
      try {
        for (; delivered < parts.length; delivered++) await postToChat(webhookUrl, parts[delivered])
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        await contact.updateContactMessages({
          id: message.id,
          delivered_parts: delivered,
          delivery_attempts: attempts,
          next_attempt_at: nextAttemptAfterFailure(attempts),
          last_delivery_error: reason,
        })
        return { status: "failed", delivered_parts: delivered, attempts, error: reason }
      }
      await contact.updateContactMessages({
        id: message.id,
        delivered_parts: delivered,
        delivery_attempts: attempts,
        delivered_at: new Date(),
        next_attempt_at: null,
        last_delivery_error: null,
      })
      return { status: "delivered" }
    })
    return new StepResponse(outcome)
  }
)
