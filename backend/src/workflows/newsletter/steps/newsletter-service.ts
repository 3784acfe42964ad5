import type { InferTypeOf } from "@medusajs/framework/types"
import { NEWSLETTER_MODULE } from "../../../modules/newsletter"
import type NewsletterModuleService from "../../../modules/newsletter/service"
import type { NewsletterSubscription } from "../../../modules/newsletter/models/newsletter-subscription"

export const newsletterService = (container: { resolve: (key: string) => unknown }) =>
  container.resolve(NEWSLETTER_MODULE) as NewsletterModuleService

export type Subscription = InferTypeOf<typeof NewsletterSubscription>
