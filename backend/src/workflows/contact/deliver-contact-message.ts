import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { loadUndeliveredContactMessageStep } from "./steps/load-undelivered-contact-message"
import { postContactMessageToChatStep } from "./steps/post-contact-message-to-chat"
import { type DeliveryOutcome, recordContactDeliveryStep } from "./steps/record-contact-delivery"

/**
 * How long (seconds) a delivery waits for another delivery of the same message (the subscriber and
 * the retry job, or two servers) and may hold the lock: each post to the chat service times out after 10.
 */
const LOCK = { timeout: 60, ttl: 120 }

/**
 * Forwards a stored contact message to the chat service (CONTACT_WEBHOOK_URL), if one is set. The
 * lock keeps two deliveries of one message from posting it twice: the second finds it delivered.
 */
export const deliverContactMessageWorkflow = createWorkflow("deliver-contact-message", (input: { id: string }) => {
  const lockKey = transform({ input }, ({ input }) => `contact-message-delivery:${input.id}`)
  acquireLockStep({ key: lockKey, timeout: LOCK.timeout, ttl: LOCK.ttl })
  const message = loadUndeliveredContactMessageStep(input)
  const delivery = when("contact-message-to-deliver", { message }, ({ message }) => message !== null).then(() => {
    // inside this branch the message was loaded: the branch's condition does not narrow its type
    const undelivered = transform({ message }, ({ message }) => message!)
    const posting = postContactMessageToChatStep(undelivered)
    return recordContactDeliveryStep({ message: undelivered, posting })
  })
  releaseLockStep({ key: lockKey })
  const outcome = transform({ delivery }, ({ delivery }): DeliveryOutcome => delivery ?? { status: "skipped" })
  return new WorkflowResponse(outcome)
})
