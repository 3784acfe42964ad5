import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { adminPageUrl } from "../../lib/admin-links"
import { sellerNotices } from "../../lib/seller-notices"
import { sendNoticesStep } from "../notification/steps/send-notices"
import { loadContactMessageStep } from "./steps/load-contact-message"

/**
 * The seller hears of each contact message where she works (the admin's feed and the shop's
 * e-mail), whether or not a chat service gets it too: without CONTACT_WEBHOOK_URL it would
 * otherwise wait unseen in the admin's list. Once per message.
 */
export const notifySellerOfContactMessageWorkflow = createWorkflow("notify-seller-of-contact-message", (input: { id: string }) => {
  const message = loadContactMessageStep(input)
  const notices = transform({ message }, ({ message }) =>
    sellerNotices({
      key: `contact-message:${message.id}`,
      title: `Contact message from ${message.name}: ${message.subject}`,
      lines: [`${message.name} (${message.email}) wrote:`, message.message, "Answer by replying to their e-mail address."],
      link: { text: "Open the contact messages in the admin", url: adminPageUrl("contact-messages") },
      resource: { id: message.id, type: "contact_message" },
    }),
  )
  sendNoticesStep(notices)
  return new WorkflowResponse(notices)
})
