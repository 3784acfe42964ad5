import { PromotionActions } from "@medusajs/framework/utils"
import { updateCartPromotionsWorkflow } from "@medusajs/medusa/core-flows"
import { refuseWelcomeCodesBreakingRules } from "../newsletter/welcome-code-rules"

/**
 * A welcome code the shopper enters is refused at once with a clear message when it breaks its
 * rules (someone else's code, not a first order, a second welcome code). Only codes being added
 * are judged here; Medusa's own refreshes of a cart's promotions pass through.
 */
updateCartPromotionsWorkflow.hooks.validate(async ({ input, cart }, { container }) => {
  if ((input.action ?? PromotionActions.ADD) !== PromotionActions.ADD || !input.promo_codes?.length) return
  const current = (cart.promotions ?? []).map((promotion) => promotion?.code).filter((code): code is string => Boolean(code))
  await refuseWelcomeCodesBreakingRules(container, { email: cart.email, codes: [...current, ...input.promo_codes] })
})
