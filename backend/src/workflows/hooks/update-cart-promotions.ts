import { PromotionActions } from "@medusajs/framework/utils"
import { StepResponse } from "@medusajs/framework/workflows-sdk"
import { updateCartPromotionsWorkflow } from "@medusajs/medusa/core-flows"
import { refuseWelcomeCodesBreakingRules, WELCOME_CODE_CONTEXT, welcomeCodesAmong } from "../newsletter/welcome-code-rules"

const codesOf = (cart: { promotions?: ({ code?: string | null } | null)[] | null }) =>
  (cart.promotions ?? []).map((promotion) => promotion?.code).filter((code): code is string => Boolean(code))

/**
 * A welcome code the shopper enters is refused at once with a clear message when it breaks its
 * rules (someone else's code, not a first order, a second welcome code). Only codes being added
 * are judged here; Medusa's own refreshes of a cart's promotions pass through.
 */
updateCartPromotionsWorkflow.hooks.validate(async ({ input, cart }, { container }) => {
  if ((input.action ?? PromotionActions.ADD) !== PromotionActions.ADD || !input.promo_codes?.length) return
  await refuseWelcomeCodesBreakingRules(container, { email: cart.email, codes: [...codesOf(cart), ...input.promo_codes] })
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
