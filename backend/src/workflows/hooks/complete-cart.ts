import { MedusaError } from "@medusajs/framework/utils"
import { completeCartWorkflow } from "@medusajs/medusa/core-flows"
import { toCents } from "order-summary"
import { refuseUsedUpCodes } from "../../lib/promotion-codes"
import type { Amount } from "../../lib/queried"
import { refuseWelcomeCodesBreakingRules } from "../newsletter/welcome-code-rules"

type StockLevel = {
  stocked_quantity: number
  reserved_quantity: number
  stock_locations?: { sales_channels?: { id: string }[] | null }[] | null
}

type Adjustment = { code?: string | null }

type CartToComplete = {
  email?: string | null
  total?: Amount
  payment_collection?: { amount?: Amount } | null
  completed_at?: string | Date | null
  sales_channel_id?: string | null
  items?: {
    quantity: number
    adjustments?: Adjustment[] | null
    variant?: {
      manage_inventory?: boolean | null
      allow_backorder?: boolean | null
      inventory_items?: { required_quantity: number; inventory?: { location_levels?: StockLevel[] | null } | null }[] | null
    } | null
  }[] | null
  shipping_methods?: { adjustments?: Adjustment[] | null }[] | null
}

type CartItem = NonNullable<CartToComplete["items"]>[number]

/** Whether one stock location of the cart's sales channel holds every unit the line needs. */
function inStock(cart: CartToComplete, item: CartItem): boolean {
  const variant = item.variant
  if (!variant?.manage_inventory || variant.allow_backorder) return true
  return (variant.inventory_items ?? []).every((link) => {
    const needed = Number(link.required_quantity) * Number(item.quantity)
    return (link.inventory?.location_levels ?? []).some(
      (level) =>
        (level.stock_locations ?? []).some((location) => (location.sales_channels ?? []).some((channel) => channel.id === cart.sales_channel_id)) &&
        Number(level.stocked_quantity) - Number(level.reserved_quantity) >= needed
    )
  })
}

const codesOf = (cart: CartToComplete) =>
  [...(cart.items ?? []).flatMap((item) => item.adjustments ?? []), ...(cart.shipping_methods ?? []).flatMap((method) => method.adjustments ?? [])]
    .map((adjustment) => adjustment.code)
    .filter((code): code is string => Boolean(code))

/**
 * Checked before Medusa makes the order, on every path (the shopper's return, the Stripe webhook),
 * under the claim of the cart, its codes and its stock (completeCartOnceWorkflow), so that the
 * cart read here is the last word: no other completion uses the same code or units meanwhile.
 * - the payment must cover the cart's total: a cart changed after its payment was started is not
 *   ordered for the old amount;
 * - an item sold out since it was put in the cart is refused. Medusa would find out only while
 *   reserving the stock of an order it has already created, and undoing that order can fail
 *   half-way; refused here, a paid payment is refunded cleanly;
 * - a code used up (a single-use code another order took) is refused for the same reason;
 * - the welcome code rules (the address it was sent to, a first order, one code), which the
 *   shopper could get around by changing the cart's email after applying the code.
 * A completed cart (the return after the order) is not checked again: its order is already made.
 */
completeCartWorkflow.hooks.validate(async ({ cart }, { container }) => {
  const toComplete: CartToComplete = cart
  if (toComplete.completed_at) return
  if (toComplete.payment_collection && toCents(toComplete.payment_collection.amount) !== toCents(toComplete.total)) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "Your cart changed after you started paying. Please check out again.")
  }
  if ((toComplete.items ?? []).some((item) => !inStock(toComplete, item))) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "Some variant does not have the required inventory")
  }
  await refuseWelcomeCodesBreakingRules(container, { email: toComplete.email, codes: codesOf(toComplete) })
  await refuseUsedUpCodes(container, codesOf(toComplete))
})
