import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  createPaymentCollectionForCartWorkflow,
  createPaymentSessionsWorkflow,
  useQueryGraphStep,
} from "@medusajs/medusa/core-flows"
import type { CheckoutData } from "../../modules/stripe-checkout/checkout-data"
import { formatCents, lineTitle, shippingName, toCents } from "order-summary"
import { discountLabel } from "../../lib/order-summary"
import { STRIPE_CHECKOUT_PROVIDER_ID } from "../../lib/payment-providers"
import { checkoutCartFields } from "./query-config"
import { type CheckoutCart, type CheckoutCartLine, validateCheckoutCartStep } from "./steps/validate-checkout-cart"
import { validateWelcomeCodesStep } from "./steps/validate-welcome-codes"

export type StartCheckoutInput = { cart_id: string; provider_id: string }

/** A discounted line on Stripe's page names its discounts and the price before them. */
function discountDescription(item: CheckoutCartLine): string | null {
  const discountCents = toCents(item.discount_total)
  if (discountCents <= 0) return null
  const names = [...new Set(item.adjustment_codes.map(discountLabel))]
  return `${names.join(", ") || "Discount"}: -${formatCents(discountCents)} (was ${formatCents(toCents(item.original_total))})`
}

/** What Stripe is told to charge, read from the Medusa cart only. */
function checkoutDataOf(cart: CheckoutCart): CheckoutData {
  return {
    cart_id: cart.id,
    email: cart.email,
    lines: cart.items.map((item) => ({
      id: item.id,
      product_handle: item.product_handle,
      title: lineTitle(item),
      thumbnail: item.thumbnail,
      quantity: item.quantity,
      total: item.total,
      description: discountDescription(item),
      is_subscription: item.is_subscription,
    })),
    shipping: {
      name: shippingName(cart.shipping_method.name, toCents(cart.shipping_method.total)),
      amount: cart.shipping_method.total,
    },
  }
}

/**
 * Starts paying for a cart with the chosen provider: a fresh payment session whose data the server
 * builds. For Stripe Checkout the session carries the hosted page's URL; the test payment needs none.
 */
export const startCheckoutWorkflow = createWorkflow("start-checkout", (input: StartCheckoutInput) => {
  const { data: queriedCart } = useQueryGraphStep({
    entity: "cart",
    fields: [...checkoutCartFields],
    filters: { id: input.cart_id },
    options: { isList: false },
  }).config({ name: "checkout-cart-query" })

  const cart = validateCheckoutCartStep({ cart: queriedCart })
  validateWelcomeCodesStep({ cart_id: input.cart_id })

  when("create-payment-collection", { cart }, ({ cart }) => !cart.has_payment_collection).then(() => {
    createPaymentCollectionForCartWorkflow.runAsStep({ input: { cart_id: input.cart_id } })
  })

  const { data: link } = useQueryGraphStep({
    entity: "cart_payment_collection",
    fields: ["payment_collection_id"],
    filters: { cart_id: input.cart_id },
    options: { isList: false },
  }).config({ name: "checkout-payment-collection-query" })

  const sessionInput = transform({ input, cart, link }, ({ input, cart, link }) => ({
    payment_collection_id: link.payment_collection_id,
    provider_id: input.provider_id,
    data:
      input.provider_id === STRIPE_CHECKOUT_PROVIDER_ID ? { checkout: checkoutDataOf(cart) } : {},
  }))

  const session = createPaymentSessionsWorkflow.runAsStep({ input: sessionInput })

  const result = transform({ session }, ({ session }) => ({
    payment_session: {
      id: session.id,
      provider_id: session.provider_id,
      // where the browser goes to pay; absent for the test payment
      redirect_url: typeof session.data?.url === "string" ? session.data.url : null,
    },
  }))
  return new WorkflowResponse(result)
})
