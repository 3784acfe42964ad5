import type { MedusaContainer, SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys, PricingEvents, ProductVariantWorkflowEvents, ProductWorkflowEvents } from "@medusajs/framework/utils"
import { recordPricesWorkflow } from "../workflows/price-history/record-prices"

const VARIANT_EVENTS: string[] = [ProductVariantWorkflowEvents.CREATED, ProductVariantWorkflowEvents.UPDATED]
const PRODUCT_EVENTS: string[] = [ProductWorkflowEvents.CREATED, ProductWorkflowEvents.UPDATED]
/** Price lists and their prices: the events name a price or a list, not the variants it prices. */
const PRICING_EVENTS: string[] = [
  PricingEvents.PRICE_LIST_CREATED,
  PricingEvents.PRICE_LIST_UPDATED,
  PricingEvents.PRICE_LIST_DELETED,
  PricingEvents.PRICE_CREATED,
  PricingEvents.PRICE_UPDATED,
  PricingEvents.PRICE_DELETED,
]

let running: Promise<unknown> = Promise.resolve()
let waiting: Promise<unknown> | null = null

/**
 * A sweep of every variant after the one running now: the events of one batch edit (a price each)
 * share one sweep that has not started yet, instead of one sweep per price.
 */
function sweepEverything(container: MedusaContainer) {
  waiting ??= running
    .catch(() => undefined)
    .then(() => {
      waiting = null
      running = recordPricesWorkflow(container).run({ input: {} })
      return running
    })
  return waiting
}

/**
 * A price that changes enters the price history at once: a product or variant saved in the admin
 * (its prices too), and a price list or its prices edited. The minute job (record-price-changes)
 * catches what no event announces, such as a sale list reaching its scheduled start or end.
 */
export default async function recordPriceChanges({ event, container }: SubscriberArgs<{ id: string }>) {
  if (PRICING_EVENTS.includes(event.name)) {
    await sweepEverything(container)
    return
  }
  let variantIds: string[] = [event.data.id]
  if (PRODUCT_EVENTS.includes(event.name)) {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data: variants } = await query.graph({ entity: "product_variant", fields: ["id"], filters: { product_id: event.data.id } })
    variantIds = variants.map((variant) => variant.id)
  }
  if (variantIds.length) await recordPricesWorkflow(container).run({ input: { variant_ids: variantIds } })
}

export const config: SubscriberConfig = {
  event: [...PRODUCT_EVENTS, ...VARIANT_EVENTS, ...PRICING_EVENTS],
  context: { subscriberId: "record-price-changes" },
}
