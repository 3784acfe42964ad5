import type { SqlEntityManager } from "@medusajs/framework/mikro-orm/knex"
import type { Context } from "@medusajs/framework/types"
import { InjectTransactionManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import { PriceRecord, type PriceKind } from "./models/price-record"

/** A price seen applying now: the regular price, and the sale price when a sale lowers it. */
export type ObservedPrice = { variant_id: string; currency_code: string; kind: PriceKind; amount: number }

/** Which open records a sweep speaks for: every variant, or only those it looked at. */
export type SweepScope = { variant_ids: string[] | "all"; currency_codes: string[] }

/** How many records started and ended, and the variants whose prices changed. */
export type RecordedChanges = { opened: number; closed: number; variant_ids: string[] }

/** The records a sweep ended and started: what undoing it takes. */
export type RecordedIds = { ended_ids: string[]; started_ids: string[] }

/** The transaction's entity manager, which @InjectTransactionManager always provides. */
function managerOf(context: Context<SqlEntityManager>): SqlEntityManager {
  if (!context.transactionManager) throw new Error("Price history is written in a transaction")
  return context.transactionManager
}

const keyOf = (price: { variant_id: string; currency_code: string; kind: string }) =>
  `${price.variant_id}|${price.currency_code}|${price.kind}`

class PriceHistoryModuleService extends MedusaService({ PriceRecord }) {
  /**
   * Brings the history up to date with the prices that apply at `at`: an open record whose price
   * no longer applies (changed, or gone) ends at `at`, and a price without an open record starts at
   * `at`. Prices that did not change leave the history as it is, so a sweep can run any time.
   */
  @InjectTransactionManager()
  async recordObservedPrices(
    scope: SweepScope,
    observed: ObservedPrice[],
    at: Date,
    @MedusaContext() sharedContext: Context<SqlEntityManager> = {},
  ): Promise<{ changes: RecordedChanges; ids: RecordedIds }> {
    const open = await this.listPriceRecords(
      {
        ended_at: null,
        currency_code: scope.currency_codes,
        ...(scope.variant_ids === "all" ? {} : { variant_id: scope.variant_ids }),
      },
      { select: ["id", "variant_id", "currency_code", "kind", "amount"] },
      sharedContext,
    )
    const wanted = new Map(observed.map((price) => [keyOf(price), price]))
    const stillApplying = new Set<string>()
    const ended = open.filter((record) => {
      const price = wanted.get(keyOf(record))
      if (price && Number(price.amount) === Number(record.amount) && !stillApplying.has(keyOf(record))) {
        stillApplying.add(keyOf(record))
        return false
      }
      return true
    })
    const started = observed.filter((price) => !stillApplying.has(keyOf(price)))
    if (ended.length) {
      await this.updatePriceRecords(
        ended.map((record) => ({ id: record.id, ended_at: at })),
        sharedContext,
      )
      // written now: the ORM would insert the new records first, while the old ones still count as open
      await managerOf(sharedContext).flush()
    }
    const created = started.length
      ? await this.createPriceRecords(
          started.map((price) => ({ ...price, started_at: at })),
          sharedContext,
        )
      : []
    const variantIds = [...new Set([...started, ...ended].map((price) => price.variant_id))]
    return {
      changes: { opened: started.length, closed: ended.length, variant_ids: variantIds },
      ids: { ended_ids: ended.map((record) => record.id), started_ids: created.map((record) => record.id) },
    }
  }

  /** Undoes a sweep: the records it started are removed, and the ones it ended are open again. */
  @InjectTransactionManager()
  async undoRecordedPrices(ids: RecordedIds, @MedusaContext() sharedContext: Context<SqlEntityManager> = {}): Promise<void> {
    if (ids.started_ids.length) {
      await this.deletePriceRecords(ids.started_ids, sharedContext)
      // gone first: the ORM would reopen the ended ones before, while the new ones still count as open
      await managerOf(sharedContext).flush()
    }
    if (ids.ended_ids.length)
      await this.updatePriceRecords(
        ids.ended_ids.map((id) => ({ id, ended_at: null })),
        sharedContext,
      )
  }
}

export default PriceHistoryModuleService
