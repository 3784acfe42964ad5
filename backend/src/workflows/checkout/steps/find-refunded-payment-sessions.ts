import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { PaidCheckoutSession } from "./retrieve-paid-checkout-session"

/** The ids of the cart's Medusa payment sessions that the (refunded) Checkout Session paid. */
export const findRefundedPaymentSessionsStep = createStep(
  "find-refunded-payment-sessions",
  async ({ session }: { session: PaidCheckoutSession }, { container }) => {
    if (!session.cart_id) return new StepResponse<string[]>([])
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "cart",
      fields: ["payment_collection.payment_sessions.id", "payment_collection.payment_sessions.data"],
      filters: { id: session.cart_id },
    })
    const sessions = data[0]?.payment_collection?.payment_sessions ?? []
    return new StepResponse(
      sessions.flatMap((paymentSession) => (paymentSession && paymentSession.data?.id === session.id ? [paymentSession.id] : [])),
    )
  },
)
