import type { MedusaContainer, PromotionDTO } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"

/**
 * Why a code typed by a shopper is refused, as the Store API answers it (code -> message). The
 * storefront shows the message as it is, so these are the shopper's words and written only here.
 */
export const PROMOTION_CODE_PROBLEMS = {
  promotion_code_unknown: "This code does not exist. Please check it and try again.",
  promotion_code_used_up: "This code has already been used.",
  promotion_code_not_applicable: "This code does not apply to the items in your cart.",
} as const

export type PromotionCodeProblem = keyof typeof PROMOTION_CODE_PROBLEMS

/** LIKE's wildcards in a typed text matched literally. */
const literalLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`)

/**
 * The codes as the seller stored them for what shoppers typed, in any case: Medusa keeps a code as it
 * was written and compares codes exactly, while a shopper types "welcome17-abc" for "WELCOME17-ABC".
 * A code stored twice in different cases is read as typed when one matches exactly. Codes that
 * name no promotion are kept as typed (Medusa refuses them).
 */
export async function storedPromotionCodes(container: MedusaContainer, typed: string[]): Promise<string[]> {
  if (!typed.length) return []
  const promotions = container.resolve(Modules.PROMOTION)
  const found = await promotions.listPromotions(
    { $or: typed.map((code) => ({ code: { $ilike: literalLike(code.trim()) } })) },
    { select: ["code"] },
  )
  const stored = found.flatMap((promotion) => (promotion.code ? [promotion.code] : []))
  return typed.map((code) => {
    const wanted = code.trim()
    return (
      stored.find((candidate) => candidate === wanted) ??
      stored.find((candidate) => candidate.toLowerCase() === wanted.toLowerCase()) ??
      wanted
    )
  })
}

/**
 * The stored code a shopper's code names, or why it cannot be applied: unknown, or used as often as
 * it may be (its own limit, or its campaign's budget), before Medusa is asked to apply it. Rules not
 * met show afterwards: Medusa then skips the code.
 */
export async function checkPromotionCode(
  container: MedusaContainer,
  typed: string,
): Promise<{ code: string } | { problem: PromotionCodeProblem }> {
  const [code] = await storedPromotionCodes(container, [typed])
  const promotions = container.resolve(Modules.PROMOTION)
  const [promotion] = await promotions.listPromotions({ code }, { relations: ["campaign", "campaign.budget"] })
  if (!promotion) return { problem: "promotion_code_unknown" }
  if (isUsedUp(promotion)) return { problem: "promotion_code_used_up" }
  return { code }
}

/** Whether a promotion was used as often as it may be: its own limit, or its campaign's budget (read with `campaign.budget`). */
export function isUsedUp(promotion: PromotionDTO): boolean {
  if (typeof promotion.limit === "number" && (promotion.used ?? 0) >= promotion.limit) return true
  const budget = promotion.campaign?.budget
  return budget?.type === "usage" && budget.limit != null && Number(budget.used ?? 0) >= Number(budget.limit)
}

/**
 * The cart's codes checked again as its order is made, as the promotion-codes route checks a code
 * typed: a code another order used up meanwhile is refused with the same words.
 */
export async function refuseUsedUpCodes(container: MedusaContainer, codes: string[]) {
  if (!codes.length) return
  const promotions = await container
    .resolve(Modules.PROMOTION)
    .listPromotions({ code: [...new Set(codes)] }, { relations: ["campaign", "campaign.budget"] })
  if (promotions.some(isUsedUp)) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, PROMOTION_CODE_PROBLEMS.promotion_code_used_up, "promotion_code_used_up")
  }
}

/** The codes of the promotions applied to a cart now. */
export async function appliedPromotionCodes(container: MedusaContainer, cartId: string): Promise<string[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: ["id", "promotions.code"], filters: { id: cartId } })
  if (!data[0]) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Cart with id: ${cartId} was not found`)
  return (data[0].promotions ?? []).flatMap((promotion) => (promotion?.code ? [promotion.code] : []))
}
