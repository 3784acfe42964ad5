import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { readAppliedPrices, type PricingContext } from "./applied-prices"

/** The prices the shopper of that region is charged now. */
export const readShopperPricesStep = createStep(
  "read-shopper-prices",
  async (input: { context: PricingContext; variant_ids: string[] }, { container }) => {
    return new StepResponse(await readAppliedPrices(container, input.context, input.variant_ids))
  },
)
