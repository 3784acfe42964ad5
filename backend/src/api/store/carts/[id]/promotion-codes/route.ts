import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError, PromotionActions } from "@medusajs/framework/utils"
import {
  appliedPromotionCodes,
  checkPromotionCode,
  PROMOTION_CODE_PROBLEMS,
  type PromotionCodeProblem,
} from "../../../../../lib/promotion-codes"
import { applyCartPromotionsWorkflow } from "../../../../../workflows/checkout/apply-cart-promotions"
import type { ApplyPromotionCodeBody } from "./validators"

/**
 * Applies a promotion code, typed in any case, and says why when it cannot: Medusa's own route
 * answers 400 for an unknown code but 200 both for a used-up code and for one whose rules the cart
 * does not meet. The answer names the code as it is stored (and shown on the cart).
 */
export async function POST(req: MedusaRequest<ApplyPromotionCodeBody>, res: MedusaResponse) {
  // 400 with the problem as `code` and the shopper's words as `message`, which the storefront shows
  const refuse = (problem: PromotionCodeProblem) =>
    new MedusaError(MedusaError.Types.INVALID_DATA, PROMOTION_CODE_PROBLEMS[problem], problem)
  const checked = await checkPromotionCode(req.scope, req.validatedBody.code)
  if ("problem" in checked) throw refuse(checked.problem)
  const { code } = checked
  await applyCartPromotionsWorkflow(req.scope).run({ input: { cart_id: req.params.id, promo_codes: [code], action: PromotionActions.ADD } })
  if (!(await appliedPromotionCodes(req.scope, req.params.id)).includes(code)) throw refuse("promotion_code_not_applicable")
  res.json({ promotion_code: code })
}
