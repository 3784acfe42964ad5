import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { MedusaContainer } from "@medusajs/framework/types"
import type { CompletionRefusal, CompletionRule } from "./check-cart-completion"
import type { PaidSessionOutcome, PaidSessionPreparation } from "./prepare-paid-session-order"
import type { PaidCheckoutSession } from "./retrieve-paid-checkout-session"

/** What completeCartOnceWorkflow answered for the session's cart (nothing when the session was settled before). */
export type PaidSessionCompletion = { id: string | null; refusal: CompletionRefusal } | undefined

const order = (order_id: string): PaidSessionOutcome => ({ order_id, refund_reason: null })
const refund = (refund_reason: string): PaidSessionOutcome => ({ order_id: null, refund_reason })

/** Why the cart could not be ordered, in words the shopper reads, by the completion rule that refused it. */
const REFUND_REASONS: Record<CompletionRule, string> = {
  code: "a discount code in your cart had already been used or is no longer valid.",
  sold_out: "an item in your cart sold out before your payment arrived.",
  payment_changed: "your cart changed after you started paying, so it could not be ordered for this payment.",
}

/** The Checkout Sessions that paid the order (normally one). */
async function checkoutSessionsPaying(container: MedusaContainer, orderId: string): Promise<string[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ["payment_collections.payments.data", "payment_collections.payments.canceled_at"],
    filters: { id: orderId },
  })
  return (data[0]?.payment_collections ?? []).flatMap((collection) =>
    (collection?.payments ?? []).flatMap((payment) => (payment && !payment.canceled_at ? [String(payment.data?.id ?? "")] : [])),
  )
}

/**
 * The outcome of a paid Checkout Session after its cart's completion (completeCartOnceWorkflow, the
 * same path as the shopper's return, run before this step): the order it paid, or why it is
 * refunded: the cart broke a completion rule (a code used up, an item sold out), or it was ordered
 * with another payment. A completion that failed otherwise failed the settlement before this step
 * (Stripe's retry or the reconciliation tries again). Runs again safely: a session that already has
 * its order or its refund changes nothing. Reads only.
 */
export const findPaidSessionOutcomeStep = createStep(
  "find-paid-session-outcome",
  async (
    {
      session,
      prepared,
      completion,
    }: { session: PaidCheckoutSession; prepared: PaidSessionPreparation; completion: PaidSessionCompletion },
    { container },
  ) => {
    if (prepared.settled) return new StepResponse(prepared.settled)
    const cartId = session.cart_id ?? ""
    if (completion?.refusal) return new StepResponse(refund(REFUND_REASONS[completion.refusal.rule]))
    const orderId = completion?.id
    if (!orderId) throw new Error(`Cart ${cartId} was completed without an order`)
    const paying = await checkoutSessionsPaying(container, orderId)
    if (paying.includes(session.id)) return new StepResponse(order(orderId))
    // An order without any payment is a completion that stopped half-way: nothing is refunded
    // while an order exists; Stripe's retry or the reconciliation looks again.
    if (!paying.length) throw new Error(`Order ${orderId} of cart ${cartId} has no payment yet`)
    return new StepResponse(refund("your cart had already been ordered with another payment, so this second payment was not needed."))
  },
)
