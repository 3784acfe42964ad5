import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { CreateNotificationDTO } from "@medusajs/framework/types"
import { formatEuros } from "order-summary"
import { sendNoticesKeepingFailures } from "../../../lib/send-notices"
import { settings } from "../../../lib/settings"
import { shopConfig } from "../../../lib/shop-config"
import type { PaymentRefundedData } from "../../../modules/email-notification/templates/payment-refunded"
import type { PaidCheckoutSession } from "./retrieve-paid-checkout-session"
import type { RefundedSession } from "./refund-checkout-session"

/**
 * Tells the shopper their payment was refunded, and the seller (an email to the shop's address and
 * a notice in the admin's notifications), when the refund is made: once per Checkout Session. A
 * failed email is sent again by the retry job, so a mail relay outage does not undo or repeat the refund.
 * No compensation: a sent e-mail cannot be taken back.
 */
export const notifyRefundStep = createStep(
  "notify-refund",
  async ({ session, refund }: { session: PaidCheckoutSession; refund: RefundedSession }, { container }) => {
    if (!refund.created) return new StepResponse(0)
    const data: PaymentRefundedData = {
      amount: refund.amount / 100,
      reason: refund.reason,
      checkout_session_id: session.id,
      cart_id: session.cart_id,
      email: session.email,
      shop_url: settings.STOREFRONT_URL,
    }
    const messages: CreateNotificationDTO[] = [
      {
        to: shopConfig.business.email,
        channel: "email",
        template: "payment-refunded-seller",
        idempotency_key: `payment-refunded-seller:${session.id}`,
        resource_id: session.id,
        resource_type: "checkout_refund",
        data,
      },
      {
        to: "",
        channel: "feed",
        template: "admin-ui",
        idempotency_key: `payment-refunded-feed:${session.id}`,
        data: {
          title: `Refunded ${formatEuros(data.amount)}: no order`,
          description: `${session.email ?? "A shopper"} paid, but ${refund.reason} The payment was refunded in full.`,
        },
      },
    ]
    if (session.email) {
      messages.unshift({
        to: session.email,
        channel: "email",
        template: "payment-refunded",
        idempotency_key: `payment-refunded:${session.id}`,
        resource_id: session.id,
        resource_type: "checkout_refund",
        data,
      })
    }
    await sendNoticesKeepingFailures(container, messages)
    return new StepResponse(messages.length)
  },
)
