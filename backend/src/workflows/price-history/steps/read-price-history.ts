import type { MedusaContainer } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { cachedPriceHistory } from "../../../lib/price-history-cache"
import type { PriceHistoryEntry } from "../../../lib/price-reference"
import type { PricingContext } from "./applied-prices"
import { PRICE_HISTORY_MODULE } from "../../../modules/price-history"
import type PriceHistoryModuleService from "../../../modules/price-history/service"

export type VariantPriceHistory = { variant_id: string; entries: PriceHistoryEntry[] }

/** Every recorded price of the variants in that currency (cached until the history changes). */
export const readPriceHistoryStep = createStep(
  "read-price-history",
  async (input: { context: PricingContext; variant_ids: string[] }, { container }) => {
    const { currency_code } = input.context
    const histories = await cachedPriceHistory(container, { currency_code, variant_ids: input.variant_ids }, () =>
      readPriceHistory(container, currency_code, input.variant_ids),
    )
    return new StepResponse(histories)
  },
)

async function readPriceHistory(container: MedusaContainer, currencyCode: string, variantIds: string[]): Promise<VariantPriceHistory[]> {
  const priceHistory: PriceHistoryModuleService = container.resolve(PRICE_HISTORY_MODULE)
  const records = await priceHistory.listPriceRecords(
    { variant_id: variantIds, currency_code: currencyCode },
    { select: ["variant_id", "kind", "amount", "started_at", "ended_at"], order: { started_at: "ASC" } },
  )
  return variantIds.map((variant_id) => ({
    variant_id,
    entries: records
      .filter((record) => record.variant_id === variant_id)
      .map((record) => ({
        kind: record.kind,
        amount: Number(record.amount),
        started_at: record.started_at,
        ended_at: record.ended_at ?? null,
      })),
  }))
}
