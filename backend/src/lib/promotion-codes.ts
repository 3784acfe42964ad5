import type { MedusaContainer } from "@medusajs/framework/types"
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

/**
 * An unknown code, or one used as often as it may be (its own limit, or its campaign's budget),
 * before Medusa is asked to apply it. Rules not met show afterwards: Medusa then skips the code.
 */
export async function promotionCodeProblem(container: MedusaContainer, code: string): Promise<keyof typeof PROMOTION_CODE_PROBLEMS | null> {
  const promotions = container.resolve(Modules.PROMOTION)
  const [promotion] = await promotions.listPromotions({ code }, { relations: ["campaign", "campaign.budget"] })
  if (!promotion) return "promotion_code_unknown"
  if (typeof promotion.limit === "number" && (promotion.used ?? 0) >= promotion.limit) return "promotion_code_used_up"
  const budget = promotion.campaign?.budget
  if (budget?.type === "usage" && budget.limit != null && Number(budget.used ?? 0) >= Number(budget.limit)) return "promotion_code_used_up"
  return null
}

/** The codes of the promotions applied to a cart now. */
export async function appliedPromotionCodes(container: MedusaContainer, cartId: string): Promise<string[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: ["id", "promotions.code"], filters: { id: cartId } })
  if (!data[0]) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Cart with id: ${cartId} was not found`)
  return (data[0].promotions ?? []).flatMap((promotion) => (promotion?.code ? [promotion.code] : []))
}
