import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PromotionActions } from "@medusajs/framework/utils"
import { refetchCart } from "@medusajs/medusa/api/store/carts/helpers"
import { storedPromotionCodes } from "../../../../../lib/promotion-codes"
import { applyCartPromotionsWorkflow } from "../../../../../workflows/checkout/apply-cart-promotions"

type PromoCodesBody = { promo_codes: string[] }

/**
 * Medusa's store route for promotion codes (its validation middlewares still run), with the
 * shipping priced again after the discounts change: see applyCartPromotionsWorkflow. Codes are
 * read in any case, as the seller stored them.
 */
export async function POST(req: MedusaRequest<PromoCodesBody>, res: MedusaResponse) {
  const promo_codes = await storedPromotionCodes(req.scope, req.validatedBody.promo_codes)
  await applyCartPromotionsWorkflow(req.scope).run({
    input: { cart_id: req.params.id, promo_codes, action: promo_codes.length ? PromotionActions.ADD : PromotionActions.REPLACE },
  })
  res.json({ cart: await refetchCart(req.params.id, req.scope, req.queryConfig.fields) })
}

export async function DELETE(req: MedusaRequest<PromoCodesBody>, res: MedusaResponse) {
  await applyCartPromotionsWorkflow(req.scope).run({
    input: {
      cart_id: req.params.id,
      promo_codes: await storedPromotionCodes(req.scope, req.validatedBody.promo_codes),
      action: PromotionActions.REMOVE,
    },
  })
  res.json({ cart: await refetchCart(req.params.id, req.scope, req.queryConfig.fields) })
}
