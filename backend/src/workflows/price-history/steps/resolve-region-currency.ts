import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { PricingContext } from "./applied-prices"

/** The currency of a shopper's region; an unknown region is refused. */
export const resolveRegionCurrencyStep = createStep("resolve-region-currency", async (input: { region_id: string }, { container }) => {
  const [region] = await container.resolve(Modules.REGION).listRegions({ id: input.region_id }, { select: ["id", "currency_code"] })
  if (!region) throw new MedusaError(MedusaError.Types.INVALID_DATA, `Unknown region: ${input.region_id}`)
  return new StepResponse<PricingContext>({ region_id: region.id, currency_code: region.currency_code })
})
