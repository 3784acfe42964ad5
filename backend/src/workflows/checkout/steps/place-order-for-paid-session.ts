import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { MedusaContainer } from "@medusajs/framework/types"
import { completeCartOnceWorkflowId } from "../complete-cart-once"
import { finishedOrderOfCart } from "./find-order-of-cart"
import type { PaidSessionOutcome, PaidSessionPreparation } from "./prepare-paid-session-order"
import type { PaidCheckoutSession } from "./retrieve-paid-checkout-session"

const order = (order_id: string): PaidSessionOutcome => ({ order_id, refund_reason: null })
const refund = (refund_reason: string): PaidSessionOutcome => ({ order_id: null, refund_reason })

// Refusals of the cart itself: trying again cannot change them. Anything else (Stripe or the
// database out of reach) is thrown, so that Stripe's retry or the reconciliation tries again.
const CART_REFUSALS: string[] = [MedusaError.Types.NOT_ALLOWED, MedusaError.Types.INVALID_DATA, MedusaError.Types.NOT_FOUND]

/** Why the cart could not be ordered, in words the shopper reads. */
function reasonOf(error: { message?: string }): string {
  const message = error.message ?? ""
  if (/promotion|code/i.test(message)) return "a discount code in your cart had already been used or is no longer valid."
  if (/inventory|stock/i.test(message)) return "an item in your cart sold out before your payment arrived."
  return `your cart could not be ordered (${message.replace(/\.$/, "")}).`
}

async function orderOfCart(container: MedusaContainer, cartId: string): Promise<string | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
  return (data[0] as { order_id?: string } | undefined)?.order_id ?? null
}

/** The Checkout Sessions that paid the order (normally one). */
async function checkoutSessionsPaying(container: MedusaContainer, orderId: string): Promise<string[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ["payment_collections.payments.data", "payment_collections.payments.canceled_at"],
    filters: { id: orderId },
  })
  const collections = (data[0] as { payment_collections?: { payments?: { data: Record<string, unknown> | null; canceled_at: unknown }[] }[] })
    ?.payment_collections ?? []
  return collections.flatMap((collection) =>
    (collection.payments ?? []).filter((payment) => !payment.canceled_at).map((payment) => String(payment.data?.id ?? ""))
  )
}

/**
 * Turns a paid Checkout Session into its cart's order through completeCartOnceWorkflow, the same
 * path as the shopper's return (it claims the cart, undoes a completion left half-made, and returns
 * the order already made), or
 * names why it cannot: the cart was ordered with another payment, changed after payment, or refused
 * (a code used up, an item sold out). Runs again safely: a session that already has its order or
 * its refund changes nothing. No compensation: the order stands for money Stripe has taken (the
 * completion undoes itself when it fails); a later failure makes Stripe retry, which finds it.
 */
export const placeOrderForPaidSessionStep = createStep(
  "place-order-for-paid-session",
  async ({ session, prepared }: { session: PaidCheckoutSession; prepared: PaidSessionPreparation }, { container }) => {
    if (prepared.settled) return new StepResponse(prepared.settled)
    const cartId = session.cart_id ?? ""
    // an order linked to the cart without its payment is a completion left half-made: the
    // completion below undoes it and makes the order
    let orderId = await finishedOrderOfCart(container, cartId)
    let refusal: string | null = null
    if (!orderId) {
      try {
        // an engine run of its own, not a sub-workflow: a refusal of the cart is this step's answer
        // (the payment is refunded), which a composed workflow's failure could not hand on. Medusa
        // completes a cart after payment the same way (core-flows' completeCartAfterPaymentStep
        // runs completeCartWorkflow through the workflow engine from within its step).
        await container.resolve(Modules.WORKFLOW_ENGINE).run(completeCartOnceWorkflowId, { input: { cart_id: cartId } })
      } catch (error) {
        const type = (error as { type?: string }).type
        if (type && CART_REFUSALS.includes(type)) refusal = reasonOf(error as Error)
        // another completion (the shopper's return) held the cart past the claim's wait: its
        // order is the answer; with none, Stripe's retry or the reconciliation tries again
        else if (!(await orderOfCart(container, cartId))) throw error
      }
      orderId = await orderOfCart(container, cartId)
    }
    if (!orderId) {
      if (refusal) return new StepResponse(refund(refusal))
      throw new Error(`Cart ${cartId} was completed without an order`)
    }
    const paying = await checkoutSessionsPaying(container, orderId)
    if (paying.includes(session.id)) return new StepResponse(order(orderId))
    // An order without any payment is a completion that stopped half-way: nothing is refunded
    // while an order exists; Stripe's retry or the reconciliation looks again.
    if (!paying.length) throw new Error(`Order ${orderId} of cart ${cartId} has no payment yet`)
    return new StepResponse(refund("your cart had already been ordered with another payment, so this second payment was not needed."))
  }
)
