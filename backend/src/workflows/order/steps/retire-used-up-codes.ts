import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { isUsedUp } from "../../../lib/promotion-codes"

/**
 * Sets inactive each code of the order that is now used as often as it may be (a personal welcome
 * code after its one order): the admin's Promotions list then shows it used, not "Active". Medusa
 * refuses a used-up code by its usage count either way; this is what the seller reads. Put back as
 * it was when a later step fails.
 */
export const retireUsedUpCodesStep = createStep(
  "retire-used-up-codes",
  async ({ order_id }: { order_id: string }, { container }) => {
    const { data } = await container
      .resolve(ContainerRegistrationKeys.QUERY)
      .graph({ entity: "order", fields: ["id", "promotions.id"], filters: { id: order_id } })
    const ids = (data[0]?.promotions ?? []).flatMap((promotion) => (promotion?.id ? [promotion.id] : []))
    if (!ids.length) return new StepResponse([], [])
    const promotions = container.resolve(Modules.PROMOTION)
    const used = (await promotions.listPromotions({ id: ids }, { relations: ["campaign", "campaign.budget"] })).filter(
      (promotion) => promotion.status === "active" && isUsedUp(promotion),
    )
    if (used.length) await promotions.updatePromotions(used.map((promotion) => ({ id: promotion.id, status: "inactive" as const })))
    return new StepResponse(
      used.map((promotion) => promotion.code ?? promotion.id),
      used.map((promotion) => promotion.id),
    )
  },
  async (retired, { container }) => {
    if (retired?.length)
      await container.resolve(Modules.PROMOTION).updatePromotions(retired.map((id) => ({ id, status: "active" as const })))
  },
)
