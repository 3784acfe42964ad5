import { model } from "@medusajs/framework/utils"

/** One address on the newsletter list (stored lower-cased, once), with its personal welcome code. */
export const NewsletterSubscription = model
  .define("newsletter_subscription", {
    id: model.id({ prefix: "nlsub" }).primaryKey(),
    email: model.text().unique(),
    unsubscribed_at: model.dateTime().nullable(),
    welcome_code: model.text().nullable(),
    welcome_sent_at: model.dateTime().nullable(),
  })
  .indexes([{ on: ["created_at"] }])
