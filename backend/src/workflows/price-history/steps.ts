import { ContainerRegistrationKeys, MedusaError, Modules, QueryContext } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { PriceHistoryEntry } from "../../lib/price-reference"
import { PRICE_HISTORY_MODULE } from "../../modules/price-history"
import type PriceHistoryModuleService from "../../modules/price-history/service"
import type { ObservedPrice, SweepScope } from "../../modules/price-history/service"

type Resolver = { resolve: (key: string) => unknown }
const priceHistory = (container: Resolver) => container.resolve(PRICE_HISTORY_MODULE) as PriceHistoryModuleService

/** Where Medusa's price calculation is asked: a currency, and the region when a shopper's prices are meant. */
export type PricingContext = { currency_code: string; region_id?: string }

export type AppliedPrice = {
  variant_id: string
  currency_code: string
  /** The price a shopper pays now (Medusa's calculated price). */
  amount: number
  /** The regular price (Medusa's original price). */
  regular_amount: number
  /** The calculated price comes from a sale price list. */
  on_sale: boolean
}

type CalculatedPrice = {
  calculated_amount?: number | null
  original_amount?: number | null
  currency_code?: string | null
  calculated_price?: { price_list_type?: string | null } | null
}

/** The prices Medusa calculates now for the variants (every variant when no ids are given). */
export async function readAppliedPrices(container: Resolver, context: PricingContext, variantIds?: string[]): Promise<AppliedPrice[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY) as {
    graph: (input: object) => Promise<{ data: { id: string; calculated_price?: CalculatedPrice | null }[] }>
  }
  const { data: variants } = await query.graph({
    entity: "product_variant",
    fields: ["id", "calculated_price.*"],
    filters: variantIds ? { id: variantIds } : {},
    context: { calculated_price: QueryContext(context) },
  })
  return variants.flatMap((variant) => {
    const price = variant.calculated_price
    if (price?.calculated_amount == null || price.original_amount == null) return []
    const amount = Number(price.calculated_amount)
    const regular = Number(price.original_amount)
    return [
      {
        variant_id: variant.id,
        currency_code: context.currency_code,
        amount,
        regular_amount: regular,
        on_sale: price.calculated_price?.price_list_type === "sale" && amount < regular,
      },
    ]
  })
}

/**
 * The prices that apply now in every currency of the store, as the history records them: the
 * regular price (base), and the sale price while a sale price list lowers it.
 */
export const readPricesToRecordStep = createStep(
  "read-prices-to-record",
  async (input: { variant_ids?: string[] }, { container }) => {
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
  }
)

/** Ends the records of prices that stopped applying and starts records for new prices, now. */
export const recordPricesStep = createStep(
  "record-prices",
  async (input: { scope: SweepScope; observed: ObservedPrice[] }, { container }) => {
    const changes = await priceHistory(container).recordObservedPrices(input.scope, input.observed, new Date())
    return new StepResponse(changes)
  }
)

/** The currency of a shopper's region; an unknown region is refused. */
export const resolveRegionCurrencyStep = createStep(
  "resolve-region-currency",
  async (input: { region_id: string }, { container }) => {
    const [region] = await container.resolve(Modules.REGION).listRegions({ id: input.region_id }, { select: ["id", "currency_code"] })
    if (!region) throw new MedusaError(MedusaError.Types.INVALID_DATA, `Unknown region: ${input.region_id}`)
    return new StepResponse<PricingContext>({ region_id: region.id, currency_code: region.currency_code })
  }
)

/** The prices the shopper of that region is charged now. */
export const readShopperPricesStep = createStep(
  "read-shopper-prices",
  async (input: { context: PricingContext; variant_ids: string[] }, { container }) => {
    return new StepResponse(await readAppliedPrices(container, input.context, input.variant_ids))
  }
)

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
