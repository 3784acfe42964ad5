import { type DiscountNames, discountLabel as discountLabelWith, type MedusaTotals, summarize as summarizeWith } from "order-summary"
import { SUBSCRIPTION_PROMOTION_CODE } from "./subscription-promotion"
import { DISCOUNT_PERCENT } from "./shop-constants"

/**
 * The shop's order summary rules (package `order-summary`, shared with the storefront) with the
 * backend's discount names: the subscription promotion's code and rate.
 */
const DISCOUNT_NAMES: DiscountNames = { subscriptionCode: SUBSCRIPTION_PROMOTION_CODE, discountPercent: DISCOUNT_PERCENT }

export const summarize = (source: MedusaTotals) => summarizeWith(source, DISCOUNT_NAMES)

export const discountLabel = (code: string) => discountLabelWith(code, DISCOUNT_NAMES)
