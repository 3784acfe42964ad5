import { createHash } from "node:crypto"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  acquireLockStep,
  createPaymentCollectionForCartWorkflow,
  createPaymentSessionsWorkflow,
  refreshPaymentCollectionForCartWorkflow,
  releaseLockStep,
  useQueryGraphStep,
} from "@medusajs/medusa/core-flows"
import type { CheckoutData } from "../../modules/stripe-checkout/checkout-data"
import { formatCents, lineTitle, shippingName, toCents } from "order-summary"
import { discountLabel } from "../../lib/order-summary"
import { STRIPE_CHECKOUT_PROVIDER_ID } from "../../lib/payment-providers"
import { checkoutCartFields, checkoutPaymentFields } from "./query-config"
import { COMPLETION_LOCK, completionKeys } from "./completion-locks"
import { type CheckoutCart, type CheckoutCartLine, validateCheckoutCartStep } from "./steps/validate-checkout-cart"
import { confirmReusableSessionStep } from "./steps/confirm-reusable-session"
import { validateWelcomeCodesStep } from "./steps/validate-welcome-codes"

export type StartCheckoutInput = { cart_id: string; provider_id: string; shown_total?: number }

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
    locale: cart.locale,
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
 * A checkout started again for the unchanged cart within this time is answered with the session
 * already started: a double click or a second tab reaches the same payment page. Later, a fresh
 * session (a hosted payment page does not stay open for ever).
 */
export const CHECKOUT_SESSION_REUSE_MS = 10 * 60 * 1000

/** What a payment session was started for: the provider, the amount and what the payment page shows. */
function fingerprintOf(providerId: string, amount: unknown, checkout: CheckoutData): string {
  return createHash("sha256")
    .update(JSON.stringify([providerId, String(amount), checkout]))
    .digest("hex")
}

type StartedSession = {
  id: string
  provider_id: string
  status: string
  amount: unknown
  created_at: unknown
  data?: Record<string, unknown> | null
}

/** The session this start would make again, if one is already open for the same cart and provider. */
function reusableSession(sessions: (StartedSession | null)[], fingerprint: string, amount: unknown, now: number): StartedSession | null {
  return (
    sessions.find(
      (session): session is StartedSession =>
        session?.status === "pending" &&
        session.data?.fingerprint === fingerprint &&
        Number(session.amount) === Number(amount) &&
        now - new Date(String(session.created_at)).getTime() < CHECKOUT_SESSION_REUSE_MS,
    ) ?? null
  )
}

/**
 * Starts paying for a cart with the chosen provider: a payment session whose data the server
 * builds. For Stripe Checkout the session carries the hosted page's URL; the test payment needs none.
 *
 * Under the cart's lock (the key Medusa's cart workflows and the completion's claim take), so that
 * starts arriving at once (a double click, two tabs) run one after the other: the cart gets one
 * payment collection, and a start that finds an open session for the same cart and amount answers
 * that session instead of replacing it. A payment collection whose amount no longer matches the
 * cart (a completion refused as "changed after you started paying") is brought back to the cart's
 * total, so that the cart can always be paid again.
 */
export const startCheckoutWorkflow = createWorkflow("start-checkout", (input: StartCheckoutInput) => {
  acquireLockStep({ key: completionKeys.cart(input.cart_id), timeout: COMPLETION_LOCK.timeout, ttl: COMPLETION_LOCK.ttl })

  const { data: queriedCart } = useQueryGraphStep({
    entity: "cart",
    fields: [...checkoutCartFields],
    filters: { id: input.cart_id },
    options: { isList: false },
  }).config({ name: "checkout-cart-query" })

  const cart = validateCheckoutCartStep({ cart: queriedCart, shown_total: input.shown_total })
  validateWelcomeCodesStep({ cart_id: input.cart_id })

  when("create-payment-collection", { cart }, ({ cart }) => !cart.has_payment_collection).then(() => {
    createPaymentCollectionForCartWorkflow.runAsStep({ input: { cart_id: input.cart_id } })
  })
  when("refresh-payment-collection", { cart }, ({ cart }) => cart.has_payment_collection).then(() => {
    // nested, Medusa's refresh leaves the cart's lock to its caller: this workflow holds it
    refreshPaymentCollectionForCartWorkflow.runAsStep({ input: { cart_id: input.cart_id } })
  })

  const { data: payment } = useQueryGraphStep({
    entity: "cart",
    fields: [...checkoutPaymentFields],
    filters: { id: input.cart_id },
    options: { isList: false },
  }).config({ name: "checkout-payment-collection-query" })

  const started = transform({ input, cart, payment }, ({ input, cart, payment }) => {
    const collection = payment.payment_collection
    if (!collection) throw new Error(`Cart ${input.cart_id} has no payment collection after it was made`)
    const checkout = checkoutDataOf(cart)
    const fingerprint = fingerprintOf(input.provider_id, collection.amount, checkout)
    return {
      fingerprint,
      checkout,
      payment_collection_id: collection.id,
      reused: reusableSession(collection.payment_sessions ?? [], fingerprint, collection.amount, Date.now()),
    }
  })

  const reused = confirmReusableSessionStep({ session: transform({ started }, ({ started }) => started.reused) })

  const created = when("create-payment-session", { reused }, ({ reused }) => !reused).then(() =>
    createPaymentSessionsWorkflow.runAsStep({
      input: transform({ input, started }, ({ input, started }) => ({
        payment_collection_id: started.payment_collection_id,
        provider_id: input.provider_id,
        data: {
          fingerprint: started.fingerprint,
          ...(input.provider_id === STRIPE_CHECKOUT_PROVIDER_ID ? { checkout: started.checkout } : {}),
        },
      })),
    }),
  )

  releaseLockStep({ key: completionKeys.cart(input.cart_id) })

  const result = transform({ created, reused }, ({ created, reused }) => {
    const session = reused ?? created
    if (!session) throw new Error("No payment session was started")
    return {
      payment_session: {
        id: session.id,
        provider_id: session.provider_id,
        // where the browser goes to pay; absent for the test payment
        redirect_url: typeof session.data?.url === "string" ? session.data.url : null,
      },
    }
  })
  return new WorkflowResponse(result)
})
