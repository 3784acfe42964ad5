import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { ObservedPrice, SweepScope } from "../../../modules/price-history/service"
import { priceHistory } from "./price-history-service"

/** Ends the records of prices that stopped applying and starts records for new prices, now. */
export const recordPricesStep = createStep(
  "record-prices",
  async (input: { scope: SweepScope; observed: ObservedPrice[] }, { container }) => {
    const changes = await priceHistory(container).recordObservedPrices(input.scope, input.observed, new Date())
    return new StepResponse(changes)
  }
)
