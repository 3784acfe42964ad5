import type { RemoteQueryEntryPoints } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { toCents } from "order-summary"
import { addressProblems } from "order-summary/addresses"
import { isSubscriptionLine } from "../../../lib/subscription-products"
import { requiredAddressFields } from "../query-config"

export type CheckoutCartLine = {
  id: string
  product_title: string | null
  variant_title: string | null
  product_handle: string | null
  thumbnail: string | null
  quantity: number
  /** euros, VAT included: before discounts, after them, and the difference */
  original_total: number
  total: number
  discount_total: number
  adjustment_codes: string[]
  is_subscription: boolean
}

/** A cart ready for payment: items, an email, a full shipping address and one shipping method. */
export type CheckoutCart = {
  id: string
  email: string
  /** the cart's language (Medusa's locale), null when it has none */
  locale: string | null
  /** euros, VAT included */
  total: number
  items: CheckoutCartLine[]
  shipping_method: { name: string; total: number }
  has_payment_collection: boolean
}

const problem = (message: string) => new MedusaError(MedusaError.Types.INVALID_DATA, message)

/** A checkout started for another total than the shopper saw: the cart changed meanwhile (another tab). */
export const CART_CHANGED_SINCE_SHOWN = "Your cart changed in another window. Please check it and place your order again."

export const validateCheckoutCartStep = createStep(
  "validate-checkout-cart",
  // the cart as Query returns `checkoutCartFields`; this step is the one place that checks its nulls
  async ({ cart, shown_total }: { cart: RemoteQueryEntryPoints["cart"] | undefined; shown_total?: number }) => {
    if (!cart) throw new MedusaError(MedusaError.Types.NOT_FOUND, "Cart not found")
    if (cart.completed_at) throw problem("This cart has already been ordered")
    const items = (cart.items ?? []).filter((item) => item != null)
    if (!items.length) throw problem("The cart is empty")
    if (!cart.email) throw problem("The cart has no email address")
    const missing = requiredAddressFields.filter((field) => !cart.shipping_address?.[field])
    if (missing.length) throw problem(`The shipping address lacks ${missing.join(", ")}`)
    const addressProblem = Object.values(addressProblems(cart.shipping_address)).join(" ")
    if (addressProblem) throw problem(`Shipping address: ${addressProblem}`)
    const shippingMethods = (cart.shipping_methods ?? []).filter((method) => method != null)
    if (shippingMethods.length !== 1) throw problem("Choose a shipping option first")
    // what is paid is what the shopper saw: a cart changed since (in another tab) is shown again first
    if (shown_total !== undefined && toCents(shown_total) !== toCents(cart.total))
      throw new MedusaError(MedusaError.Types.CONFLICT, CART_CHANGED_SINCE_SHOWN)
    return new StepResponse<CheckoutCart>({
      id: cart.id,
      email: cart.email,
      locale: cart.locale ?? null,
      total: Number(cart.total),
      items: items.map((item) => ({
        id: item.id,
        product_title: item.product_title ?? null,
        variant_title: item.variant_title ?? null,
        product_handle: item.product_handle ?? null,
        thumbnail: item.thumbnail ?? null,
        quantity: item.quantity,
        original_total: Number(item.original_total),
        total: Number(item.total),
        discount_total: Number(item.discount_total),
        adjustment_codes: (item.adjustments ?? []).map((adjustment) => adjustment?.code ?? ""),
        is_subscription: isSubscriptionLine(item.metadata),
      })),
      shipping_method: { name: shippingMethods[0].name, total: Number(shippingMethods[0].total) },
      has_payment_collection: Boolean(cart.payment_collection),
    })
  },
)
