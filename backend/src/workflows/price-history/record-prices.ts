import { acquireLockStep, emitEventStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { readPricesToRecordStep } from "./steps/read-prices-to-record"
import { recordPricesStep } from "./steps/record-prices"

/** Emitted when a sweep recorded a change, with the variants whose announced prices may change. */
export const PRICE_RECORDS_CHANGED = "price-record.updated"

/** One sweep at a time: two at once would both start a record for the same new price. */
const PRICE_HISTORY_LOCK = "price-history-sweep"

/**
 * Records price changes in the history: compares the prices Medusa applies now with the open
 * records and ends or starts records where they differ. Run by the minute job, on product and
 * variant events, at setup and after the seed; for the given variants, or for all.
 */
export const recordPricesWorkflow = createWorkflow("record-prices", (input: { variant_ids?: string[] }) => {
  acquireLockStep({ key: PRICE_HISTORY_LOCK, timeout: 60, ttl: 120 })
  const prices = readPricesToRecordStep(input)
  const changes = recordPricesStep(prices)
  releaseLockStep({ key: PRICE_HISTORY_LOCK })
  // pages showing these prices (the storefront's page cache) are out of date now, not at the price's own event
  when({ changes }, ({ changes }) => changes.variant_ids.length > 0).then(() => {
    const data = transform({ changes }, ({ changes }) => ({ variant_ids: changes.variant_ids }))
    emitEventStep({ eventName: PRICE_RECORDS_CHANGED, data })
  })
  return new WorkflowResponse(changes)
})
