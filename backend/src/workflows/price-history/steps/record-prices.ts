import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PRICE_HISTORY_MODULE } from "../../../modules/price-history"
import type PriceHistoryModuleService from "../../../modules/price-history/service"
import type { ObservedPrice, SweepScope } from "../../../modules/price-history/service"

/** Ends the records of prices that stopped applying and starts records for new prices, now (undone if a later step fails). */
export const recordPricesStep = createStep(
  "record-prices",
  async (input: { scope: SweepScope; observed: ObservedPrice[] }, { container }) => {
    const priceHistory: PriceHistoryModuleService = container.resolve(PRICE_HISTORY_MODULE)
    const { changes, ids } = await priceHistory.recordObservedPrices(input.scope, input.observed, new Date())
    return new StepResponse(changes, ids)
  },
  async (ids, { container }) => {
    if (!ids) return
    const priceHistory: PriceHistoryModuleService = container.resolve(PRICE_HISTORY_MODULE)
    await priceHistory.undoRecordedPrices(ids)
  },
)
