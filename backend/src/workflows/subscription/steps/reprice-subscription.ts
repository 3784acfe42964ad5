import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { shippingPriceFor } from "../../../lib/free-shipping"
import type { SubscriptionLine } from "../../../modules/subscription/models/subscription"
import { PRICED_ORDER_FIELDS, subscriptionPricing } from "../subscription-pricing"
import { linesOf, subscriptions, type StoredSubscription } from "../subscriptions"

/** What a repricing replaced: put back when a later step (Stripe's billing) fails. */
type StoredPrice = { id: string; delivery: Record<string, unknown>; shipping_amount: number }

export type Repricing = { subscription: StoredSubscription; changed: boolean; before: { total: number }; after: { total: number } }

const samePrice = (a: number | undefined, b: number | undefined) => a !== undefined && b !== undefined && Math.abs(a - b) < 1e-6
const deliveryTotal = (lines: SubscriptionLine[], shipping: number) =>
  Math.round((lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0) + shipping) * 100) / 100

/**
 * Prices a subscription by the current rule (subscriptionPricing, as a subscription starting today
 * from the same order would be): each stored line at the price it was bought at less the
 * subscription discount only, the shipping from the rule on its own lines' total. A subscription
 * stored before that rule kept the first order's price (shipping 0 because a one-time item made
 * that order ship free, or a one-time code inside its unit price). Changes nothing when the stored
 * price is the rule's already, so it runs any number of times; a cancelled subscription, or one
 * whose first order is gone, is left as it is.
 */
export const repriceSubscriptionStep = createStep(
  "reprice-subscription",
  async ({ subscription_id }: { subscription_id: string }, { container }) => {
    const [subscription] = await subscriptions(container).listSubscriptions({ id: subscription_id })
    if (!subscription) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Subscription ${subscription_id} was not found`)
    const stored = linesOf(subscription)
    const storedShipping = Number(subscription.shipping_amount)
    const unchanged = (): StepResponse<Repricing, StoredPrice | null> => {
      const total = deliveryTotal(stored, storedShipping)
      return new StepResponse({ subscription, changed: false, before: { total }, after: { total } }, null)
    }
    if (subscription.status === "cancelled" || !stored.length) return unchanged()
    const { data } = await container
      .resolve(ContainerRegistrationKeys.QUERY)
      .graph({ entity: "order", fields: [...PRICED_ORDER_FIELDS], filters: { id: subscription.origin_order_id } })
    const order = data[0]
    if (!order) return unchanged()
    // its own lines, whatever the product's switch says now
    const { lines: priced } = await subscriptionPricing(container, order, (line) =>
      stored.some((own) => own.variant_id === line.variant_id),
    )
    const lines = stored.map((line) => {
      const current = priced.find((candidate) => candidate.variant_id === line.variant_id)
      return current ? { ...line, unit_price: current.unit_price, original_unit_price: current.original_unit_price } : line
    })
    const shipping = subscription.shipping_option_id
      ? await shippingPriceFor(container, {
          shipping_option_id: subscription.shipping_option_id,
          currency_code: subscription.currency_code,
          region_id: subscription.region_id,
          item_total: lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0),
        })
      : storedShipping
    if (shipping == null) {
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        `Subscription ${subscription.id}: its shipping option ${subscription.shipping_option_id} cannot be priced`,
      )
    }
    const same =
      Math.abs(shipping - storedShipping) < 0.005 &&
      lines.every(
        (line, index) =>
          samePrice(line.unit_price, stored[index].unit_price) && samePrice(line.original_unit_price, stored[index].original_unit_price),
      )
    if (same) return unchanged()
    const updated = await subscriptions(container).updateSubscriptions({
      id: subscription.id,
      delivery: { ...(subscription.delivery ?? {}), lines },
      shipping_amount: shipping,
    })
    return new StepResponse<Repricing, StoredPrice | null>(
      {
        subscription: updated,
        changed: true,
        before: { total: deliveryTotal(stored, storedShipping) },
        after: { total: deliveryTotal(lines, shipping) },
      },
      { id: subscription.id, delivery: subscription.delivery ?? {}, shipping_amount: storedShipping },
    )
  },
  async (previous, { container }) => {
    if (previous) await subscriptions(container).updateSubscriptions(previous)
  },
)
