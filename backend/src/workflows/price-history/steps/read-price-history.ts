import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { PriceHistoryEntry } from "../../../lib/price-reference"
import type { PricingContext } from "./applied-prices"
import { priceHistory } from "./price-history-service"

export type VariantPriceHistory = { variant_id: string; entries: PriceHistoryEntry[] }

/** Every recorded price of the variants in that currency. */
export const readPriceHistoryStep = createStep(
  "read-price-history",
  async (input: { context: PricingContext; variant_ids: string[] }, { container }) => {
    const records = await priceHistory(container).listPriceRecords(
      { variant_id: input.variant_ids, currency_code: input.context.currency_code },
      { select: ["variant_id", "kind", "amount", "started_at", "ended_at"], order: { started_at: "ASC" } }
    )
    const histories: VariantPriceHistory[] = input.variant_ids.map((variant_id) => ({
      variant_id,
      entries: records
        .filter((record) => record.variant_id === variant_id)
        .map((record) => ({ kind: record.kind, amount: Number(record.amount), started_at: record.started_at, ended_at: record.ended_at ?? null })),
    }))
    return new StepResponse(histories)
  }
)
