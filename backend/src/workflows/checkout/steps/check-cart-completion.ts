import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { toCents } from "order-summary"
import { refuseUsedUpCodes } from "../../../lib/promotion-codes"
import type { Amount, Maybe } from "../../../lib/queried"
import { refuseWelcomeCodesBreakingRules } from "../../newsletter/welcome-code-rules"

type StockLevel = {
  stocked_quantity: Maybe<number>
  reserved_quantity: Maybe<number>
  stock_locations?: Maybe<Maybe<{ sales_channels?: Maybe<Maybe<{ id: string }>[]> }>[]>
}

type Adjustment = Maybe<{ code?: Maybe<string> }>

/**
 * What the completion rules read of a cart (CART_COMPLETION_FIELDS).
 */
export type CartToComplete = {
  email?: Maybe<string>
  total?: Maybe<Amount>
  payment_collection?: Maybe<{ amount?: Maybe<Amount> }>
  completed_at?: Maybe<string | Date>
  sales_channel_id?: Maybe<string>
  items?: Maybe<
    Maybe<{
      quantity: Maybe<Amount>
      adjustments?: Maybe<Adjustment[]>
      variant?: Maybe<{
        manage_inventory?: Maybe<boolean>
        allow_backorder?: Maybe<boolean>
        inventory_items?: Maybe<
          Maybe<{ required_quantity: Maybe<Amount>; inventory?: Maybe<{ location_levels?: Maybe<Maybe<StockLevel>[]> }> }>[]
        >
      }>
    }>[]
  >
  shipping_methods?: Maybe<Maybe<{ adjustments?: Maybe<Adjustment[]> }>[]>
}

/** The fields of CartToComplete, for query.graph. */
const CART_COMPLETION_FIELDS = [
  "id",
  "email",
  "total",
  "payment_collection.amount",
  "completed_at",
  "sales_channel_id",
  "items.quantity",
  "items.adjustments.code",
  "items.variant.manage_inventory",
  "items.variant.allow_backorder",
  "items.variant.inventory_items.required_quantity",
  "items.variant.inventory_items.inventory.location_levels.stocked_quantity",
  "items.variant.inventory_items.inventory.location_levels.reserved_quantity",
  "items.variant.inventory_items.inventory.location_levels.stock_locations.sales_channels.id",
  "shipping_methods.adjustments.code",
]

type CartItem = NonNullable<NonNullable<CartToComplete["items"]>[number]>

/** Whether one stock location of the cart's sales channel holds every unit the line needs. */
function inStock(cart: CartToComplete, item: CartItem): boolean {
  const variant = item.variant
  if (!variant?.manage_inventory || variant.allow_backorder) return true
  return (variant.inventory_items ?? []).every((link) => {
    if (!link) return true
    const needed = Number(link.required_quantity) * Number(item.quantity)
    return (link.inventory?.location_levels ?? []).some(
      (level) =>
        (level?.stock_locations ?? []).some((location) =>
          (location?.sales_channels ?? []).some((channel) => channel?.id === cart.sales_channel_id),
        ) && Number(level?.stocked_quantity) - Number(level?.reserved_quantity) >= needed,
    )
  })
}

const codesOf = (cart: CartToComplete) =>
  [
    ...(cart.items ?? []).flatMap((item) => item?.adjustments ?? []),
    ...(cart.shipping_methods ?? []).flatMap((method) => method?.adjustments ?? []),
  ].flatMap((adjustment) => (adjustment?.code ? [adjustment.code] : []))

/**
 * The rules a cart must meet as its order is made, thrown as the shopper's 4xx:
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
async function refuseCartCompletion(container: MedusaContainer, cart: CartToComplete): Promise<void> {
  if (cart.completed_at) return
  refuseUnpaidOrSoldOut(cart)
  const codes = codesOf(cart)
  await refuseWelcomeCodesBreakingRules(container, { email: cart.email, codes })
  await refuseUsedUpCodes(container, codes)
}

/** The rules of refuseCartCompletion that read the cart alone: its payment, then its stock. */
export function refuseUnpaidOrSoldOut(cart: CartToComplete): void {
  if (cart.payment_collection && toCents(cart.payment_collection.amount) !== toCents(cart.total)) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "Your cart changed after you started paying. Please check out again.")
  }
  if ((cart.items ?? []).some((item) => item && !inStock(cart, item))) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "Some variant does not have the required inventory")
  }
}

/** Why the cart cannot be ordered, as the refusal's type, words and code (the shopper's 4xx), or null. */
export type CompletionRefusal = { type: string; message: string; code: string | null } | null

/**
 * The completion rules (refuseCartCompletion) checked as a step, under the completion's locks, before
 * Medusa's completion runs: a refusal is this step's answer, not a failure, so that a payment made
 * for a cart that cannot be ordered gets its refund (settlePaidCheckoutSessionWorkflow) and the
 * shopper's return its 4xx (the complete route). Medusa's completion is reached only through
 * completeCartOnceWorkflow (the Store API's complete route is the shop's, Medusa's generic payment
 * webhook is closed), so the rules are checked here once, not again in its validate hook. Reads only.
 */
export const checkCartCompletionStep = createStep("check-cart-completion", async ({ cart_id }: { cart_id: string }, { container }) => {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "cart", fields: CART_COMPLETION_FIELDS, filters: { id: cart_id } })
  try {
    if (data[0]) await refuseCartCompletion(container, data[0])
  } catch (error) {
    if (!MedusaError.isMedusaError(error) || error.type !== MedusaError.Types.NOT_ALLOWED) throw error
    return new StepResponse<CompletionRefusal>({ type: error.type, message: error.message, code: error.code ?? null })
  }
  return new StepResponse<CompletionRefusal>(null)
})
