import { ContainerRegistrationKeys, getVariantAvailability } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { RenewalClaim } from "./claim-renewal"

/** A line the stock could not cover when the renewal was made: it is on backorder. */
export type Shortfall = { variant_id: string; title: string; quantity: number; available: number }

/** The lines the stock cannot cover now (variants that track inventory, in the subscription's sales channel). */
export const findShortfallStep = createStep("find-renewal-shortfall", async ({ claim }: { claim: RenewalClaim }, { container }) => {
  const { subscription, lines } = claim
  if (!subscription.sales_channel_id || !lines.length) return new StepResponse<Shortfall[]>([])
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const availability = await getVariantAvailability(query, {
    variant_ids: lines.map((line) => line.variant_id),
    sales_channel_id: subscription.sales_channel_id,
  })
  const shortfall = lines.flatMap((line) => {
    const available = availability[line.variant_id]?.availability
    // null: the variant does not track inventory
    if (available == null || available >= line.quantity) return []
    return [
      {
        variant_id: line.variant_id,
        title: line.title,
        quantity: line.quantity - Math.max(available, 0),
        available: Math.max(available, 0),
      },
    ]
  })
  return new StepResponse(shortfall)
})
