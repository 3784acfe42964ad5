import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { STRIPE_CHECKOUT_PROVIDER_ID } from "../../../lib/payment-providers"
import { shopStripe } from "../../../lib/stripe"

type ReusableSession = { id: string; provider_id: string; data?: Record<string, unknown> | null }

/**
 * The session a repeated checkout start may answer again, if its payment page can still be paid: a
 * Stripe Checkout Session only while Stripe has it open (a shopper who paid in one tab and presses
 * Pay again in another before the webhook came gets a new page, as before: one order and one refund,
 * never a page that is already complete). The test payment has no page: its session is reused as it is.
 */
export const confirmReusableSessionStep = createStep(
  "confirm-reusable-session",
  async ({ session }: { session: ReusableSession | null }) => {
    if (!session || session.provider_id !== STRIPE_CHECKOUT_PROVIDER_ID) return new StepResponse(session)
    const checkoutSessionId = session.data?.id
    if (typeof checkoutSessionId !== "string") return new StepResponse(null)
    // not reachable now: a new page is always safe to give
    const stripeSession = await shopStripe()
      .checkout.sessions.retrieve(checkoutSessionId)
      .catch(() => null)
    return new StepResponse(stripeSession?.status === "open" ? session : null)
  },
)
