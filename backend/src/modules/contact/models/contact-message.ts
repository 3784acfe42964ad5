import { model } from "@medusajs/framework/utils"

/**
 * A message sent through the storefront's contact form. It is stored before anything else, so a
 * chat service that is down never loses it; the delivery fields record how forwarding went.
 */
export const ContactMessage = model
  .define("contact_message", {
    id: model.id({ prefix: "cmsg" }).primaryKey(),
    name: model.text(),
    email: model.text(),
    subject: model.text(),
    message: model.text(),
    // Long messages go out as several chat posts; a retry continues after the last one delivered.
    delivered_parts: model.number().default(0),
    delivery_attempts: model.number().default(0),
    delivered_at: model.dateTime().nullable(),
    next_attempt_at: model.dateTime().nullable(),
    last_delivery_error: model.text().nullable(),
    /** when the seller marked it handled (answered, done); null while it waits for her */
    handled_at: model.dateTime().nullable(),
  })
  .indexes([{ on: ["created_at"] }, { on: ["delivered_at", "next_attempt_at"] }])
