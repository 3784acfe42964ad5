import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createOrderWorkflow, createOrUpdateOrderPaymentCollectionWorkflow } from "@medusajs/medusa/core-flows"
import type { CreateOrderLineItemDTO } from "@medusajs/framework/types"
import { STRIPE_CHECKOUT_PROVIDER_ID, TEST_PAYMENT_PROVIDER_ID } from "../../lib/payment-providers"
import { captureRenewalPaymentWorkflow } from "./capture-renewal-payment"
import { COMPLETION_LOCK } from "../checkout/completion-locks"
import { giveLockBack } from "../locking/lock-steps"
import { takeLocksInOrderStep } from "../locking/take-locks-in-order"
import { claimRenewalStep, type RenewalClaim, type RenewalInput } from "./steps/claim-renewal"
import { findRenewalStockKeysStep } from "./steps/find-renewal-stock-keys"
import { findShortfallStep, type Shortfall } from "./steps/find-shortfall"
import { recordRenewalStep } from "./steps/record-renewal"
import { reserveRenewalStockStep } from "./steps/reserve-renewal-stock"

/** A renewal line; a line the stock cannot cover is ordered on backorder (Medusa's item-level allow_backorder). */
type RenewalLine = CreateOrderLineItemDTO & { allow_backorder?: boolean }

function renewalOrder({ claim, shortfall }: { claim: RenewalClaim; shortfall: Shortfall[] }) {
  const { subscription, lines, period } = claim
  const address = Object.fromEntries(
    Object.entries(subscription.shipping_address ?? {}).filter(([, value]) => typeof value === "string" && value !== ""),
  )
  const items: RenewalLine[] = lines.map((line) => ({
    title: line.title,
    variant_id: line.variant_id,
    product_id: line.product_id ?? undefined,
    quantity: line.quantity,
    unit_price: line.unit_price,
    is_tax_inclusive: true,
    allow_backorder: shortfall.some((missing) => missing.variant_id === line.variant_id),
  }))
  return {
    region_id: subscription.region_id,
    sales_channel_id: subscription.sales_channel_id ?? undefined,
    customer_id: subscription.customer_id ?? undefined,
    email: subscription.email,
    currency_code: subscription.currency_code,
    shipping_address: address,
    billing_address: address,
    items,
    shipping_methods: [
      {
        name: subscription.shipping_method_name,
        amount: Number(subscription.shipping_amount),
        shipping_option_id: subscription.shipping_option_id ?? undefined,
        is_tax_inclusive: true,
      },
    ],
    metadata: {
      subscription_id: subscription.id,
      renewal: true,
      renewal_period: period,
      ...(claim.stripe_invoice_id ? { stripe_invoice_id: claim.stripe_invoice_id } : {}),
      ...(shortfall.length ? { shortfall } : {}),
    },
  }
}

/**
 * Renews one subscription: exactly one Medusa order per period, with the subscription's lines,
 * address and shipping, its stock reserved (under the stock claim completions take), and paid: a test subscription when it is due, with a
 * captured test payment; a Stripe subscription when Stripe charged its monthly invoice (`stripe`),
 * with that invoice as the captured payment. Answers the order's id, or null when nothing was due
 * (or another run or delivery renewed it); the caller sends its confirmation.
 */
export const renewSubscriptionWorkflow = createWorkflow("renew-subscription", (input: RenewalInput) => {
  const claim = claimRenewalStep(input)
  const renewed = when("subscription-renewal-claimed", { claim }, ({ claim }) => claim != null).then(() => {
    // inside this branch the renewal was claimed: the branch's condition does not narrow its type
    const claimed = transform({ claim }, ({ claim }) => claim!)
    // the stock is read and reserved under the claim a cart's completion takes it with
    const stock = findRenewalStockKeysStep({ claim: claimed })
    takeLocksInOrderStep({ keys: stock.keys, ownerId: stock.owner, ...COMPLETION_LOCK }).config({ name: "lock-renewal-stock" })
    const shortfall = findShortfallStep({ claim: claimed })
    const order = createOrderWorkflow.runAsStep({ input: transform({ claim: claimed, shortfall }, renewalOrder) })
    reserveRenewalStockStep({ order_id: order.id, shortfall })
    giveLockBack("unlock-renewal-stock", { key: stock.keys, ownerId: stock.owner })
    const collections = createOrUpdateOrderPaymentCollectionWorkflow.runAsStep({
      input: transform({ order }, ({ order }) => ({ order_id: order.id })),
    })
    captureRenewalPaymentWorkflow.runAsStep({
      input: transform({ claim: claimed, collections }, ({ claim, collections }) => ({
        payment_collection_id: collections[0].id,
        ...(claim.stripe_invoice_id
          ? { provider_id: STRIPE_CHECKOUT_PROVIDER_ID, data: { paid_invoice_id: claim.stripe_invoice_id } }
          : { provider_id: TEST_PAYMENT_PROVIDER_ID, data: {} }),
      })),
    })
    const recorded = recordRenewalStep({ claim: claimed, order_id: order.id, now: input.now })
    return recorded
  })
  return new WorkflowResponse(transform({ renewed }, ({ renewed }) => renewed?.order_id ?? null))
})
