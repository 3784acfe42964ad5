import { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { DISCOUNT_PERCENT } from "./shop-constants"
import { isSubscriptionProduct } from "./subscription-products"
import { NO_WELCOME_CODE_RULE, WELCOME_CODE_CONTEXT } from "../workflows/newsletter/welcome-code-rules"

/** The automatic promotion behind 'Get 17% off on all subscription products!'. */
export const SUBSCRIPTION_PROMOTION_CODE = `SUBSCRIPTION${DISCOUNT_PERCENT}`
const PRODUCT_RULE = "items.product.id"

async function subscriptionProductIds(container: MedusaContainer) {
  const products = await container.resolve(Modules.PRODUCT).listProducts({}, { select: ["id", "metadata"] })
  return products
    .filter((product) => isSubscriptionProduct(product.metadata))
    .map((product) => product.id)
    .sort()
}

async function subscriptionPromotion(container: MedusaContainer) {
  const [existing] = await container.resolve(Modules.PROMOTION).listPromotions(
    { code: SUBSCRIPTION_PROMOTION_CODE },
    {
      relations: [
        "rules",
        "rules.values",
        "application_method",
        "application_method.target_rules",
        "application_method.target_rules.values",
      ],
    },
  )
  return existing
}

type PromotionTargets = NonNullable<Awaited<ReturnType<typeof subscriptionPromotion>>>["application_method"]

const targetIdsOf = (method: PromotionTargets) =>
  (method?.target_rules ?? [])
    .flatMap((rule) => (rule.attribute === PRODUCT_RULE ? rule.values.flatMap((v) => (v.value ? [v.value] : [])) : []))
    .sort()

/** The promotion's id and the products it discounts now (none while inactive), or null before it exists. */
export async function subscriptionPromotionTargets(container: MedusaContainer): Promise<{ id: string; product_ids: string[] } | null> {
  const existing = await subscriptionPromotion(container)
  if (!existing) return null
  return { id: existing.id, product_ids: existing.status === "active" ? targetIdsOf(existing.application_method) : [] }
}

/**
 * Creates, or brings up to date, the automatic promotion giving 17% off every product whose
 * metadata marks it a subscription (or the products given). Found by its code; running it again
 * changes nothing, and a product that became (or stopped being) a subscription is added to (or
 * dropped from) its target.
 */
export async function ensureSubscriptionPromotion(container: MedusaContainer, products?: string[]) {
  const productIds = products ? [...products].sort() : await subscriptionProductIds(container)
  const promotions = container.resolve(Modules.PROMOTION)
  const existing = await subscriptionPromotion(container)
  if (!existing) {
    if (!productIds.length) return "none"
    await promotions.createPromotions({
      code: SUBSCRIPTION_PROMOTION_CODE,
      type: "standard",
      status: "active",
      is_automatic: true,
      // a cart with a welcome code gets that code's 17% instead, never both
      rules: [NO_WELCOME_CODE_RULE],
      application_method: {
        type: "percentage",
        target_type: "items",
        allocation: "across",
        value: DISCOUNT_PERCENT,
        target_rules: [{ attribute: PRODUCT_RULE, operator: "in", values: productIds }],
      },
    })
    return "created"
  }
  const rules = existing.application_method?.target_rules ?? []
  const currentIds = targetIdsOf(existing.application_method)
  const hasWelcomeCodeRule = (existing.rules ?? []).some((rule) => rule.attribute === WELCOME_CODE_CONTEXT)
  const isUpToDate =
    existing.status === "active" &&
    existing.is_automatic &&
    Number(existing.application_method?.value) === DISCOUNT_PERCENT &&
    rules.length === 1 &&
    currentIds.join() === productIds.join() &&
    hasWelcomeCodeRule
  if (isUpToDate) return "unchanged"
  if (!hasWelcomeCodeRule) await promotions.addPromotionRules(existing.id, [NO_WELCOME_CODE_RULE])
  await promotions.updatePromotions({
    id: existing.id,
    status: productIds.length ? "active" : "inactive",
    is_automatic: true,
    application_method: { value: DISCOUNT_PERCENT },
  })
  await promotions.removePromotionTargetRules(
    existing.id,
    rules.map((rule) => rule.id),
  )
  if (productIds.length) {
    await promotions.addPromotionTargetRules(existing.id, [{ attribute: PRODUCT_RULE, operator: "in", values: productIds }])
  }
  return "updated"
}
