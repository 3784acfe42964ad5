import { model } from "@medusajs/framework/utils"

/** base: the variant's regular price; sale: the lower price of a sale price list that applied. */
export const PRICE_KINDS = ["base", "sale"] as const
export type PriceKind = (typeof PRICE_KINDS)[number]

/**
 * One price a variant had in one currency, from when it applied until it stopped (ended_at null:
 * it still applies). The history the honest prior price of a reduction is computed from.
 */
export const PriceRecord = model
  .define("price_record", {
    id: model.id({ prefix: "prec" }).primaryKey(),
    variant_id: model.text(),
    currency_code: model.text(),
    kind: model.enum([...PRICE_KINDS]),
    amount: model.bigNumber(),
    started_at: model.dateTime(),
    ended_at: model.dateTime().nullable(),
  })
  .indexes([
    { on: ["variant_id", "currency_code", "started_at"] },
    // at most one open record per variant, currency and kind, even when two sweeps race
    { on: ["variant_id", "currency_code", "kind"], unique: true, where: { ended_at: null } },
  ])
