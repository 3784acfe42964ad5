import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { STRIPE_CHECKOUT_PROVIDER_ID } from "../../../lib/payment-providers"
import { addMonths } from "../../../lib/subscription-clock"
import { SUBSCRIPTION_MODULE } from "../../../modules/subscription"
import { PRICED_ORDER_FIELDS, subscriptionPricing } from "../subscription-pricing"
import { SUBSCRIPTION_ADDRESS_FIELDS, subscriptions, type StoredSubscription } from "../subscriptions"

/**
 * Starts the subscription of an order holding subscription products (none for other orders, for
 * renewal orders and for cancelled ones). The order is its origin, unique: a second run for the
 * same order finds the subscription made and changes nothing.
 *
 * Its price per delivery is that of its own lines delivered alone, by the shop's rules
 * (subscriptionPricing). The start is refused (and tried again later) when that shipping cannot be
 * priced.
 */
export const startSubscriptionStep = createStep(
  "start-subscription",
  async ({ order_id }: { order_id: string }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "order",
      fields: [
        ...PRICED_ORDER_FIELDS,
        "email",
        "sales_channel_id",
        "customer_id",
        "created_at",
        "status",
        "metadata",
        "shipping_address.*",
        "payment_collections.payments.provider_id",
        "payment_collections.payments.data",
      ],
      filters: { id: order_id },
    })
    const order = data[0]
    if (!order || order.metadata?.renewal === true || order.status === "canceled" || !order.email || !order.region_id)
      return new StepResponse(null)
    const [existing] = await subscriptions(container).listSubscriptions({ origin_order_id: order.id })
    if (existing) return new StepResponse(existing, null)

    const { lines, shipping_amount: shippingAmount } = await subscriptionPricing(container, order)
    if (!lines.length) return new StepResponse(null)

    const address = order.shipping_address
    const shippingAddress = Object.fromEntries(SUBSCRIPTION_ADDRESS_FIELDS.map((field) => [field, address?.[field] ?? null]))
    const method = order.shipping_methods?.find((candidate) => candidate != null)
    const payments = (order.payment_collections ?? []).flatMap((collection) => collection?.payments ?? [])
    // paid through Stripe Checkout in subscription mode: Stripe bills the renewals
    const stripePayment = payments.find((payment) => payment?.provider_id === STRIPE_CHECKOUT_PROVIDER_ID)
    const stripe = stripePayment ? (stripePayment.data ?? {}) : null
    if (shippingAmount == null) {
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        `The subscription of order ${order.id} cannot be started: the shipping of its deliveries cannot be priced (shipping option ${method?.shipping_option_id ?? "none"} not found)`,
      )
    }
    const startedAt = new Date(order.created_at)

    let subscription: StoredSubscription
    try {
      subscription = await subscriptions(container).createSubscriptions({
        status: "active",
        email: order.email,
        customer_name: [address?.first_name, address?.last_name].filter(Boolean).join(" "),
        customer_id: order.customer_id ?? null,
        origin_order_id: order.id,
        region_id: order.region_id,
        sales_channel_id: order.sales_channel_id ?? null,
        currency_code: order.currency_code,
        delivery: { lines },
        shipping_address: shippingAddress,
        shipping_option_id: method?.shipping_option_id ?? null,
        shipping_method_name: method?.name ?? "Shipping",
        shipping_amount: shippingAmount,
        payment: stripe ? "stripe" : "test",
        stripe_subscription_id: typeof stripe?.subscription === "string" ? stripe.subscription : null,
        stripe_customer_id: typeof stripe?.customer === "string" ? stripe.customer : null,
        started_at: startedAt,
        next_renewal_at: addMonths(startedAt, 1),
      })
    } catch (error) {
      // the order's unique key: a simultaneous start (the order.placed subscriber and the retry job) made it first
      const [made] = await subscriptions(container).listSubscriptions({ origin_order_id: order.id })
      if (made) return new StepResponse(made, null)
      throw error
    }
    try {
      await container.resolve(ContainerRegistrationKeys.LINK).create({
        [SUBSCRIPTION_MODULE]: { subscription_id: subscription.id },
        [Modules.ORDER]: { order_id: order.id },
      })
    } catch (error) {
      // a step that fails is not compensated: what it made is taken back here
      await subscriptions(container).deleteSubscriptions(subscription.id)
      throw error
    }
    return new StepResponse(subscription, subscription.id)
  },
  async (createdId, { container }) => {
    if (!createdId) return
    await container.resolve(ContainerRegistrationKeys.LINK).delete({ [SUBSCRIPTION_MODULE]: { subscription_id: createdId } })
    await subscriptions(container).deleteSubscriptions(createdId)
  },
)
