import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { ObservedPrice, SweepScope } from "../../../modules/price-history/service"
import { readAppliedPrices } from "./applied-prices"

/**
 * The prices that apply now in every currency of the store, as the history records them: the
 * regular price (base), and the sale price while a sale price list lowers it.
 */
export const readPricesToRecordStep = createStep("read-prices-to-record", async (input: { variant_ids?: string[] }, { container }) => {
  const [store] = await container.resolve(Modules.STORE).listStores({}, { relations: ["supported_currencies"], take: 1 })
  const currencies = (store?.supported_currencies ?? []).map((currency) => currency.currency_code)
  const observed: ObservedPrice[] = []
  for (const currency_code of currencies) {
    for (const price of await readAppliedPrices(container, { currency_code }, input.variant_ids)) {
      observed.push({ variant_id: price.variant_id, currency_code, kind: "base", amount: price.regular_amount })
      if (price.on_sale) observed.push({ variant_id: price.variant_id, currency_code, kind: "sale", amount: price.amount })
    }
  }
  const scope: SweepScope = { variant_ids: input.variant_ids ?? "all", currency_codes: currencies }
  return new StepResponse({ scope, observed })
})
