import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { NEWSLETTER_MODULE } from "../../modules/newsletter"
import type NewsletterModuleService from "../../modules/newsletter/service"

export const WELCOME_CODE_MESSAGES = {
  someoneElses: "This welcome code belongs to another email address. Use the email address the code was sent to.",
  firstOrderOnly: "This welcome code is for a first order only.",
  oneOnly: "Only one welcome code can be used per order.",
} as const

/** The code of each refusal, by which a storefront words it in the shopper's language. */
export const WELCOME_CODE_REFUSAL_CODES: Record<keyof typeof WELCOME_CODE_MESSAGES, string> = {
  someoneElses: "welcome_code_someone_elses",
  firstOrderOnly: "welcome_code_first_order_only",
  oneOnly: "welcome_code_one_only",
}

/**
 * The welcome code and the automatic subscription discount do not add up: a cart with a welcome
 * code gets the welcome code's DISCOUNT_PERCENT off the whole order, which is always at least the
 * subscription's same percentage off its subscription products, so the subscription promotion steps aside. Its rule reads this
 * context value, set whenever Medusa computes a cart's promotions.
 */
export const WELCOME_CODE_CONTEXT = "welcome_code"
export const NO_WELCOME_CODE_RULE = { attribute: WELCOME_CODE_CONTEXT, operator: "eq" as const, values: ["none"] }

/** The welcome codes among a cart's codes. */
export async function welcomeCodesAmong(container: MedusaContainer, codes: string[]): Promise<string[]> {
  const wanted = [...new Set(codes.map((code) => code.trim().toUpperCase()))]
  if (!wanted.length) return []
  const newsletter: NewsletterModuleService = container.resolve(NEWSLETTER_MODULE)
  const subscriptions = await newsletter.listNewsletterSubscriptions({ welcome_code: wanted }, { select: ["welcome_code"] })
  return subscriptions.flatMap((subscription) => subscription.welcome_code ?? [])
}

const refuse = (rule: keyof typeof WELCOME_CODE_MESSAGES) =>
  new MedusaError(MedusaError.Types.NOT_ALLOWED, WELCOME_CODE_MESSAGES[rule], WELCOME_CODE_REFUSAL_CODES[rule])

/**
 * The rules of the newsletter's welcome codes, held by the server whatever the storefront does:
 * a code works only for the email address it was sent to, only on that address's first order, and
 * one cart takes at most one welcome code. `codes` are all the codes the cart would carry.
 */
export async function refuseWelcomeCodesBreakingRules(
  container: MedusaContainer,
  { email, codes }: { email: string | null | undefined; codes: string[] },
) {
  const wanted = [...new Set(codes.map((code) => code.trim().toUpperCase()))]
  if (!wanted.length) return
  const newsletter: NewsletterModuleService = container.resolve(NEWSLETTER_MODULE)
  const subscriptions = await newsletter.listNewsletterSubscriptions({ welcome_code: wanted }, { select: ["email", "welcome_code"] })
  if (!subscriptions.length) return
  if (subscriptions.length > 1) throw refuse("oneOnly")
  // Without an email yet the cart cannot be checked; it is when the email is known (checkout, completion).
  if (!email) return
  const address = email.trim().toLowerCase()
  if (subscriptions[0].email !== address) throw refuse("someoneElses")
  const { data: earlierOrders } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: ["id"],
    // the order keeps the email as typed: compared without case, LIKE's wildcards escaped
    filters: { email: { $ilike: address.replace(/[\\%_]/g, (character) => `\\${character}`) } },
    pagination: { take: 1 },
  })
  if (earlierOrders.length) throw refuse("firstOrderOnly")
}
