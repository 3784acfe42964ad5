import { ContainerRegistrationKeys, PaymentCollectionStatus } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { isSubscriptionLine } from "../../../lib/subscription-products"
import { subscriptions } from "../subscriptions"

/** How far back paid orders are looked at for a subscription that never started (its order.placed event lost). */
export const START_LOOK_BACK_MS = 48 * 60 * 60 * 1000
/** An order this old without its subscription did not get it from its order.placed subscriber. */
const START_GRACE_MS = 2 * 60 * 1000
const SCAN_SIZE = 200
const BATCH_SIZE = 20

/** A payment collection in one of these has the order's money (taken or held). */
const PAID: string[] = [PaymentCollectionStatus.AUTHORIZED, PaymentCollectionStatus.PARTIALLY_CAPTURED, PaymentCollectionStatus.COMPLETED]

/**
 * The orders whose subscription is due for a start at `now`: those whose start failed and whose
 * next attempt has come (whatever their age), and the paid orders of the last two days with
 * lines bought as a subscription (marked so on the line: never the product's switch now), no
 * subscription and no failed start recorded (the order.placed subscriber
 * never ran). Renewal and cancelled orders start none.
 */
export const findUnstartedSubscriptionsStep = createStep(
  "find-unstarted-subscriptions",
  async ({ now }: { now: string }, { container }) => {
    const at = new Date(now).getTime()
    const module = subscriptions(container)
    const due = await module.listSubscriptionStarts(
      { next_attempt_at: { $lte: new Date(at) } },
      { select: ["order_id"], order: { next_attempt_at: "ASC" }, take: BATCH_SIZE },
    )
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "order",
      fields: ["id", "status", "metadata", "items.metadata", "payment_collections.status", "subscription.id"],
      filters: { created_at: { $gte: new Date(at - START_LOOK_BACK_MS).toISOString(), $lte: new Date(at - START_GRACE_MS).toISOString() } },
      pagination: { take: SCAN_SIZE, order: { created_at: "DESC" } },
    })
    const candidates = data.filter(
      (order) =>
        !order.subscription &&
        order.status !== "canceled" &&
        order.metadata?.renewal !== true &&
        (order.payment_collections ?? []).some((collection) => collection?.status && PAID.includes(collection.status)),
    )
    const missed = candidates
      .filter((order) => (order.items ?? []).some((item) => isSubscriptionLine(item?.metadata)))
      .map((order) => order.id)
    // a recorded failure waits for its next attempt
    const recorded = missed.length ? await module.listSubscriptionStarts({ order_id: missed }, { select: ["order_id"] }) : []
    const waiting = new Set(recorded.map((start) => start.order_id))
    const orderIds = [...new Set([...due.map((start) => start.order_id), ...missed.filter((id) => !waiting.has(id))])].slice(0, BATCH_SIZE)
    return new StepResponse(orderIds)
  },
)
