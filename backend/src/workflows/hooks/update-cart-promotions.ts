import { PromotionActions } from "@medusajs/framework/utils"
import { StepResponse } from "@medusajs/framework/workflows-sdk"
import { updateCartPromotionsWorkflow } from "@medusajs/medusa/core-flows"
import { refuseWelcomeCodesBreakingRules, WELCOME_CODE_CONTEXT, welcomeCodesAmong } from "../newsletter/welcome-code-rules"

const codesOf = (cart: { promotions?: ({ code?: string | null } | null)[] | null }) =>
  (cart.promotions ?? []).map((promotion) => promotion?.code).filter((code): code is string => Boolean(code))

/**
 * A welcome code the shopper enters is refused at once with a clear message when it breaks its
 * rules (someone else's code, not a first order, a second welcome code), whether it is added (the
 * promotion-codes routes) or set with the cart's codes (`promo_codes` of the cart update, which
 * replaces them). Only a change that brings a code the cart does not hold yet is judged; Medusa's
 * own refreshes of a cart's promotions (the same codes again) pass through.
 */
updateCartPromotionsWorkflow.hooks.validate(async ({ input, cart }, { container }) => {
  const action = input.action ?? PromotionActions.ADD
  const current = codesOf(cart)
  const entered = input.promo_codes ?? []
  if (action === PromotionActions.ADD && entered.length) {
    await refuseWelcomeCodesBreakingRules(container, { email: cart.email, codes: [...current, ...entered] })
  }
  if (action === PromotionActions.REPLACE && entered.some((code) => !current.includes(code))) {
    await refuseWelcomeCodesBreakingRules(container, { email: cart.email, codes: entered })
  }
})

/** Tells the promotion rules whether the cart will carry a welcome code (see NO_WELCOME_CODE_RULE). */
updateCartPromotionsWorkflow.hooks.setPromotionContext(async ({ cart, action, promo_codes }, { container }) => {
  const current = codesOf(cart)
  const codes: string[] =
    action === PromotionActions.REPLACE
      ? promo_codes
      : action === PromotionActions.REMOVE
        ? current.filter((code) => !promo_codes.includes(code))
        : [...current, ...promo_codes]
  const welcome = await welcomeCodesAmong(container, codes)
  return new StepResponse({ [WELCOME_CODE_CONTEXT]: welcome.length ? "applied" : "none" })
})
