import { createContext, useContext } from "react"
import { formatEurosShort } from "order-summary"

/**
 * The shop's rules as the server enforces them, from its `GET /storefront-config`: the storefront
 * keeps no copy of them. freeShippingFrom is null when the shop has no free-shipping price rule.
 */
export type ShopRules = {
  /** What standard shipping costs (EUR, VAT included) below the free-shipping threshold; null when not known. */
  shippingPrice: number | null
  freeShippingFrom: number | null
  discountPercent: number
  subscriptionPromotionCode: string | null
  /** Most units of one variant in a cart line: the Store API refuses more (null: not announced). */
  maxLineQuantity: number | null
  /** "stripe" (Stripe Checkout) or "test" (the test payment, which takes no real payment method). */
  paymentMode: "stripe" | "test" | null
  /** The payment methods the checkout offers, as Stripe names them (card, ideal, ...); none in test mode. */
  paymentMethods: string[]
  /** The countries of Medusa's regions (lower-case ISO codes): the checkout offers them, the pages list them. */
  shippingCountries: string[]
}

export const ShopRulesContext = createContext<ShopRules | null>(null)

/** The shop's rules, or null when the backend could not be reached while rendering. */
export function useShopRules(): ShopRules | null {
  return useContext(ShopRulesContext)
}

/**
 * The root loader's rules, for meta functions (which cannot use context): React Router types a
 * route's matches with the root's first. Its data is missing when the root loader failed.
 */
export function shopRulesFrom(
  matches: readonly [{ id: "root"; data?: { rules?: ShopRules | null } } | undefined, ...unknown[]],
): ShopRules | null {
  return matches[0]?.data?.rules ?? null
}

/** The most units of one variant a cart line may hold (no limit shown when the server names none). */
export function useMaxLineQuantity(): number {
  return useShopRules()?.maxLineQuantity ?? Number.POSITIVE_INFINITY
}

/** The rules a product text may name. */
type RulesInTexts = Pick<ShopRules, "freeShippingFrom" | "discountPercent">

/** The rules a product text may name as `{name}`, and their value now: null when the shop has no such rule now (no free shipping). */
const RULES_IN_TEXTS: Record<string, (rules: RulesInTexts) => string | null> = {
  free_shipping_from: (rules) => (rules.freeShippingFrom === null ? null : formatEurosShort(rules.freeShippingFrom)),
  discount_percent: (rules) => String(rules.discountPercent),
}

/**
 * A product text with the rules it names (`{free_shipping_from}`) filled in from the live rules, so
 * it says what the shop does now; null when it names a rule the shop does not have now, or while
 * the rules are not known. A brace the seller typed that names no rule stays as typed.
 */
export function withShopRules(text: string, rules: RulesInTexts | null): string | null {
  let holds = true
  const filled = text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    if (!Object.hasOwn(RULES_IN_TEXTS, name)) return placeholder
    const value = rules ? RULES_IN_TEXTS[name](rules) : null
    if (value === null) holds = false
    return value ?? placeholder
  })
  return holds ? filled : null
}

/** Product texts with their rules filled in; those naming a rule the shop does not have now left out. */
export function textsWithShopRules(texts: string[], rules: RulesInTexts | null): string[] {
  return texts.flatMap((text) => {
    const filled = withShopRules(text, rules)
    return filled === null ? [] : [filled]
  })
}
