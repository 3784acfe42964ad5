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

/** Which completion rule refused a cart: what the refund of a paid session is worded by (findPaidSessionOutcomeStep). */
export type CompletionRule = "payment_changed" | "sold_out" | "code"

/** Why the cart cannot be ordered: the rule, and the refusal's type, words and code (the shopper's 4xx); or null. */
export type CompletionRefusal = { rule: CompletionRule; type: string; message: string; code: string | null } | null

/** A rule's check: throws its refusal (a MedusaError NOT_ALLOWED). */
type RuleCheck = () => unknown

/** The first rule whose check refuses, as a CompletionRefusal tagged with that rule; null when all pass. */
async function firstRefusal(checks: [CompletionRule, RuleCheck][]): Promise<CompletionRefusal> {
  for (const [rule, check] of checks) {
    try {
      await check()
    } catch (error) {
      if (!MedusaError.isMedusaError(error) || error.type !== MedusaError.Types.NOT_ALLOWED) throw error
      return { rule, type: error.type, message: error.message, code: error.code ?? null }
    }
  }
  return null
}

/** The codes of the completion's own refusals, by which a storefront words them in the shopper's language. */
export const COMPLETION_REFUSAL_CODES = { payment_changed: "cart_changed_after_payment", sold_out: "insufficient_inventory" } as const

/** The rules that read the cart alone: its payment, then its stock. */
const cartAloneChecks = (cart: CartToComplete): [CompletionRule, RuleCheck][] => [
  [
    "payment_changed",
    () => {
      if (cart.payment_collection && toCents(cart.payment_collection.amount) !== toCents(cart.total)) {
        throw new MedusaError(
          MedusaError.Types.NOT_ALLOWED,
          "Your cart changed after you started paying. Please check out again.",
          COMPLETION_REFUSAL_CODES.payment_changed,
        )
      }
    },
  ],
  [
    "sold_out",
    () => {
      if ((cart.items ?? []).some((item) => item && !inStock(cart, item))) {
        throw new MedusaError(
          MedusaError.Types.NOT_ALLOWED,
          "Some variant does not have the required inventory",
          COMPLETION_REFUSAL_CODES.sold_out,
        )
      }
    },
  ],
]

/** The refusal of the rules that read the cart alone (payment, stock), or null. */
export const cartAloneRefusal = (cart: CartToComplete) => firstRefusal(cartAloneChecks(cart))

/**
 * The rules a cart must meet as its order is made, each refusal the shopper's 4xx, tagged with its
 * rule where the rule is checked:
 * - the payment must cover the cart's total: a cart changed after its payment was started is not
 *   ordered for the old amount;
 * - an item sold out since it was put in the cart is refused. Medusa would find out only while
 *   reserving the stock of an order it has already created, and undoing that order can fail
 *   half-way; refused here, a paid payment is refunded cleanly;
 * - the welcome code rules (the address it was sent to, a first order, one code), which the
 *   shopper could get around by changing the cart's email after applying the code;
 * - a code used up (a single-use code another order took) is refused for the same reason as stock.
 * A completed cart (the return after the order) is not checked again: its order is already made.
 */
function cartRefusal(container: MedusaContainer, cart: CartToComplete): Promise<CompletionRefusal> {
  if (cart.completed_at) return Promise.resolve(null)
  const codes = codesOf(cart)
  return firstRefusal([
    ...cartAloneChecks(cart),
    ["code", () => refuseWelcomeCodesBreakingRules(container, { email: cart.email, codes })],
    ["code", () => refuseUsedUpCodes(container, codes)],
  ])
}

/**
 * The completion rules (cartRefusal) checked as a step, under the completion's locks, before
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
  return new StepResponse<CompletionRefusal>(data[0] ? await cartRefusal(container, data[0]) : null)
})
