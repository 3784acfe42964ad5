import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { DISCOUNT_PERCENT } from "../../lib/shop-constants"

/**
 * The campaign every personal welcome code belongs to: the admin's Promotions list shows one
 * campaign of the newsletter's codes instead of one loose code per subscriber among the seller's own.
 */
export const WELCOME_CAMPAIGN = {
  campaign_identifier: `newsletter-welcome-${DISCOUNT_PERCENT}`,
  name: `Newsletter welcome codes (${DISCOUNT_PERCENT}% off the first order)`,
  description: "One personal code per confirmed newsletter subscriber, usable once; a used code is set inactive.",
}

/** The welcome campaign's id, made on first use (two made at once: the unique identifier keeps one). */
export async function welcomeCampaignId(container: MedusaContainer): Promise<string> {
  const promotions = container.resolve(Modules.PROMOTION)
  const find = async () =>
    (await promotions.listCampaigns({ campaign_identifier: [WELCOME_CAMPAIGN.campaign_identifier] }, { select: ["id"] }))[0]?.id
  const existing = await find()
  if (existing) return existing
  try {
    return (await promotions.createCampaigns(WELCOME_CAMPAIGN)).id
  } catch (error) {
    const made = await find()
    if (made) return made
    throw error
  }
}
