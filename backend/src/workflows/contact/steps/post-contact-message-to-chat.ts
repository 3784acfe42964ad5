import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { chatPosts, postToChat } from "../../../lib/chat-webhook"
import { settings } from "../../../lib/settings"
import type { UndeliveredContactMessage } from "./load-undelivered-contact-message"
import { messageOf } from "../../../lib/error-message"

/** How far a delivery got: all parts posted (error null), or the parts posted before the chat service failed. */
export type ChatPosting = { parts: number; delivered_parts: number; error: string | null }

/**
 * Posts the message's parts to the chat service, continuing after the parts an earlier attempt
 * delivered. A failure is returned, not thrown: the message stays stored and is retried later.
 * No compensation: a posted chat message cannot be taken back.
 */
export const postContactMessageToChatStep = createStep("post-contact-message-to-chat", async (message: UndeliveredContactMessage) => {
  const parts = chatPosts(message)
  let delivered = message.delivered_parts
  try {
    if (!settings.CONTACT_WEBHOOK_URL) throw new Error("no chat webhook is set")
    for (; delivered < parts.length; delivered++) await postToChat(settings.CONTACT_WEBHOOK_URL, parts[delivered])
  } catch (error) {
    const reason = messageOf(error)
    return new StepResponse<ChatPosting>({ parts: parts.length, delivered_parts: delivered, error: reason })
  }
  return new StepResponse<ChatPosting>({ parts: parts.length, delivered_parts: delivered, error: null })
})
