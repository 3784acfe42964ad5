import { MedusaError } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  createPaymentCollectionForCartWorkflow,
  createPaymentSessionsWorkflow,
  useQueryGraphStep,
} from "@medusajs/medusa/core-flows"
import type { CheckoutData } from "../../modules/stripe-checkout/checkout-data"
import { discountLabel, lineTitle, shippingName, toCents } from "../../lib/order-summary"
import { STRIPE_CHECKOUT_PROVIDER_ID } from "../../lib/payment-providers"
import { validateWelcomeCodesStep } from "./steps/validate-welcome-codes"

export type StartCheckoutInput = { cart_id: string; provider_id: string }

const CART_FIELDS = [
  "id",
  "email",
  "completed_at",
  "total",
  "shipping_address.first_name",
  "shipping_address.last_name",
  "shipping_address.address_1",
  "shipping_address.postal_code",
  "shipping_address.city",
  "shipping_address.country_code",
  "items.id",
  "items.product_title",
  "items.variant_title",
  "items.product_handle",
  "items.thumbnail",
  "items.quantity",
  "items.original_total",
  "items.total",
  "items.discount_total",
  "items.adjustments.code",
  "items.product.metadata",
  "shipping_methods.name",
  "shipping_methods.total",
  "payment_collection.id",
]

type CheckoutCart = {
  id: string
  email: string | null
  completed_at: string | Date | null
  total: number
  shipping_address: Record<string, string | null> | null
  items: {
    id: string
    product_title: string | null
    variant_title: string | null
    product_handle: string | null
    thumbnail: string | null
    quantity: number
    original_total: number
    total: number
    discount_total: number
    adjustments: { code: string | null }[] | null
    product: { metadata: Record<string, unknown> | null } | null
  }[]
  shipping_methods: { name: string; total: number }[]
  payment_collection: { id: string } | null
}

const REQUIRED_ADDRESS_FIELDS = ["first_name", "last_name", "address_1", "postal_code", "city", "country_code"]

/** A cart is ready for payment when it has items, an email, a full shipping address and shipping. */
export const validateCheckoutCartStep = createStep("validate-checkout-cart", async ({ cart }: { cart: CheckoutCart }) => {
  const problem = (message: string) => new MedusaError(MedusaError.Types.INVALID_DATA, message)
  if (!cart) throw new MedusaError(MedusaError.Types.NOT_FOUND, "Cart not found")
  if (cart.completed_at) throw problem("This cart has already been ordered")
  if (!cart.items?.length) throw problem("The cart is empty")
  if (!cart.email) throw problem("The cart has no email address")
  const missing = REQUIRED_ADDRESS_FIELDS.filter((field) => !cart.shipping_address?.[field])
  if (missing.length) throw problem(`The shipping address lacks ${missing.join(", ")}`)
  if (cart.shipping_methods?.length !== 1) throw problem("Choose a shipping option first")
  return new StepResponse(undefined)
})

const euro = (cents: number) => `€${(cents / 100).toFixed(2)}`

/** A discounted line on Stripe's page names its discounts and the price before them. */
function discountDescription(item: CheckoutCart["items"][number]): string | null {
  const discountCents = toCents(item.discount_total)
  if (discountCents <= 0) return null
  const names = [...new Set((item.adjustments ?? []).map((adjustment) => discountLabel(adjustment.code ?? "")))]
  return `${names.join(", ") || "Discount"}: -${euro(discountCents)} (was ${euro(toCents(item.original_total))})`
}

/** What Stripe is told to charge, read from the Medusa cart only. */
function checkoutDataOf(cart: CheckoutCart): CheckoutData {
  return {
    cart_id: cart.id,
    email: cart.email!,
    lines: cart.items.map((item) => ({
      id: item.id,
      product_handle: item.product_handle,
      title: lineTitle(item),
      thumbnail: item.thumbnail,
      quantity: item.quantity,
      total: Number(item.total),
      description: discountDescription(item),
      is_subscription: Boolean(item.product?.metadata?.subscription),
    })),
    shipping: {
      name: shippingName(cart.shipping_methods[0].name, toCents(cart.shipping_methods[0].total)),
      amount: Number(cart.shipping_methods[0].total),
    },
  }
}

/**
 * Starts paying for a cart with the chosen provider: a fresh payment session whose data the server
 * builds. For Stripe Checkout the session carries the hosted page's URL; the test payment needs none.
 */
export const startCheckoutWorkflow = createWorkflow("start-checkout", (input: StartCheckoutInput) => {
  const { data: cart } = useQueryGraphStep({
    entity: "cart",
    fields: CART_FIELDS,
    filters: { id: input.cart_id },
    options: { isList: false },
  }).config({ name: "checkout-cart-query" })

  validateCheckoutCartStep({ cart: cart as unknown as CheckoutCart })
  validateWelcomeCodesStep({ cart_id: input.cart_id })

  when("create-payment-collection", { cart }, ({ cart }) => !cart.payment_collection).then(() => {
    createPaymentCollectionForCartWorkflow.runAsStep({ input: { cart_id: input.cart_id } })
  })

  const { data: link } = useQueryGraphStep({
    entity: "cart_payment_collection",
    fields: ["payment_collection_id"],
    filters: { cart_id: input.cart_id },
    options: { isList: false },
  }).config({ name: "checkout-payment-collection-query" })

  const sessionInput = transform({ input, cart, link }, ({ input, cart, link }) => ({
    payment_collection_id: link.payment_collection_id as string,
    provider_id: input.provider_id,
    data:
      input.provider_id === STRIPE_CHECKOUT_PROVIDER_ID ? { checkout: checkoutDataOf(cart as unknown as CheckoutCart) } : {},
  }))

  const session = createPaymentSessionsWorkflow.runAsStep({ input: sessionInput })

  const result = transform({ session }, ({ session }) => ({
    payment_session: {
      id: session.id,
      provider_id: session.provider_id,
      // where the browser goes to pay; absent for the test payment
      redirect_url: (session.data?.url as string | undefined) ?? null,
    },
  }))
  return new WorkflowResponse(result)
})
