import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { STRIPE_CHECKOUT_PROVIDER_ID } from "../../../lib/payment-providers"
import { toCents } from "../../../modules/stripe-checkout/checkout-data"
import { STRIPE_EVENTS_MODULE } from "../../../modules/stripe-events"
import type StripeEventsModuleService from "../../../modules/stripe-events/service"
import { finishedOrderOfCart } from "./find-order-of-cart"
import type { PaidCheckoutSession } from "./retrieve-paid-checkout-session"

/** The order the payment made, or why it cannot make one (then it is refunded); neither when unpaid. */
export type PaidSessionOutcome = { order_id: string | null; refund_reason: string | null }

/** The paid session made the cart's payment again: the input of Medusa's createPaymentSessionsWorkflow. */
export type ReadoptedPaymentSession = { payment_collection_id: string; provider_id: string; data: Record<string, unknown> }

export type PaidSessionPreparation = {
  /** the answer known before any completion: unpaid, refunded already, or a cart it cannot order */
  settled: PaidSessionOutcome | null
  /** the paid session, to become the cart's payment again before the completion */
  readopt: ReadoptedPaymentSession | null
}

const settled = (outcome: PaidSessionOutcome) => new StepResponse<PaidSessionPreparation>({ settled: outcome, readopt: null })
const refund = (refund_reason: string) => settled({ order_id: null, refund_reason })

/**
 * When the shopper went back and started paying again, Medusa replaced the payment session this
 * Checkout Session was paid for. If the cart still costs what was paid, the paid session becomes
 * the cart's payment again (the newer, unpaid Stripe page is expired); otherwise it cannot be used.
 */
async function readoptionOf(container: MedusaContainer, session: PaidCheckoutSession, cartId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: ["id", "total", "payment_collection.id"], filters: { id: cartId } })
  const cart = data[0]
  if (!cart || !cart.payment_collection) return refund("your cart no longer exists.")
  if (toCents(Number(cart.total)) !== session.amount_total)
    return refund("your cart was changed after you paid, so it no longer matched your payment.")
  return new StepResponse<PaidSessionPreparation>({
    settled: null,
    readopt: {
      payment_collection_id: cart.payment_collection.id,
      provider_id: STRIPE_CHECKOUT_PROVIDER_ID,
      data: { paid_checkout_session_id: session.id },
    },
  })
}

/**
 * What a paid Checkout Session needs before its cart is completed: nothing when it is not paid
 * (yet: an async payment still under way), its refund's reason when it was refunded already or
 * names no cart of this shop, and its payment session made the cart's payment again when Medusa
 * replaced it (or why it cannot be). Reads only.
 */
export const preparePaidSessionOrderStep = createStep(
  "prepare-paid-session-order",
  async ({ session }: { session: PaidCheckoutSession }, { container }) => {
    if (!session.paid) return settled({ order_id: null, refund_reason: null })
    const events: StripeEventsModuleService = container.resolve(STRIPE_EVENTS_MODULE)
    const [refunded] = await events.listCheckoutRefunds({ id: session.id })
    if (refunded) return refund(refunded.reason)
    if (!session.cart_id) return refund("the payment did not name a cart of this shop.")
    if (await finishedOrderOfCart(container, session.cart_id))
      return new StepResponse<PaidSessionPreparation>({ settled: null, readopt: null })
    const { data: paymentSessions } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "payment_session",
      fields: ["id"],
      filters: { id: session.payment_session_id ?? "" },
    })
    if (paymentSessions.length) return new StepResponse<PaidSessionPreparation>({ settled: null, readopt: null })
    return readoptionOf(container, session, session.cart_id)
  },
)
