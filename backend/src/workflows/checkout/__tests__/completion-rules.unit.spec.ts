import { MedusaError } from "@medusajs/framework/utils"
import { type CartToComplete, cartAloneRefusal, COMPLETION_REFUSAL_CODES } from "../steps/check-cart-completion"

const CHANNEL = "sc_shop"
/** Each refusal as the rule that refused and the words the shopper reads (a 400: NOT_ALLOWED, no code). */
const PAYMENT_CHANGED = { rule: "payment_changed", message: "Your cart changed after you started paying. Please check out again." }
const SOLD_OUT = { rule: "sold_out", message: "Some variant does not have the required inventory" }

/** A cart of one line of `quantity` units whose stock item has `stocked` units, `reserved` of them reserved, at a location of `channel`. */
function cartOf({
  quantity = 2,
  stocked = 5,
  reserved = 0,
  channel = CHANNEL,
  total = 41.94,
  paid = 41.94 as number | null,
  managed = true,
  backorder = false,
} = {}): CartToComplete {
  return {
    total,
    sales_channel_id: CHANNEL,
    payment_collection: paid === null ? null : { amount: paid },
    items: [
      {
        quantity,
        variant: {
          manage_inventory: managed,
          allow_backorder: backorder,
          inventory_items: [
            {
              required_quantity: 1,
              inventory: {
                location_levels: [
                  { stocked_quantity: stocked, reserved_quantity: reserved, stock_locations: [{ sales_channels: [{ id: channel }] }] },
                ],
              },
            },
          ],
        },
      },
    ],
  }
}

/** The refusal's rule and words, or null when the cart passes. */
async function refusalOf(cart: CartToComplete) {
  const refusal = await cartAloneRefusal(cart)
  if (refusal)
    expect({ type: refusal.type, code: refusal.code }).toEqual({
      type: MedusaError.Types.NOT_ALLOWED,
      code: COMPLETION_REFUSAL_CODES[refusal.rule as keyof typeof COMPLETION_REFUSAL_CODES],
    })
  return refusal && { rule: refusal.rule, message: refusal.message }
}

describe("the completion's refusal rules that read the cart alone", () => {
  it("passes a paid cart whose lines are in stock at a location of its sales channel", async () => {
    expect(await refusalOf(cartOf())).toBeNull()
    expect(await refusalOf(cartOf({ quantity: 5, stocked: 7, reserved: 2 }))).toBeNull()
  })

  it("refuses a cart whose total changed after its payment was started, to the cent", async () => {
    expect(await refusalOf(cartOf({ total: 41.95 }))).toEqual(PAYMENT_CHANGED)
    expect(await refusalOf(cartOf({ paid: 0 }))).toEqual(PAYMENT_CHANGED)
    // a float sum that is the same amount in cents is the same payment
    expect(await refusalOf(cartOf({ total: 0.1 + 0.2, paid: 0.3 }))).toBeNull()
    // no payment started yet: Medusa's completion refuses that itself
    expect(await refusalOf(cartOf({ paid: null }))).toBeNull()
  })

  it("refuses a line with fewer units left than it needs, counting what is reserved", async () => {
    expect(await refusalOf(cartOf({ quantity: 3, stocked: 5, reserved: 3 }))).toEqual(SOLD_OUT)
    expect(await refusalOf(cartOf({ quantity: 1, stocked: 1, reserved: 1 }))).toEqual(SOLD_OUT)
  })

  it("counts only the stock at locations of the cart's sales channel", async () => {
    expect(await refusalOf(cartOf({ channel: "sc_other" }))).toEqual(SOLD_OUT)
  })

  it("passes a line whose stock is not managed or that may be backordered", async () => {
    expect(await refusalOf(cartOf({ stocked: 0, managed: false }))).toBeNull()
    expect(await refusalOf(cartOf({ stocked: 0, backorder: true }))).toBeNull()
  })

  it("checks the payment before the stock", async () => {
    expect(await refusalOf(cartOf({ total: 50, stocked: 0 }))).toEqual(PAYMENT_CHANGED)
  })
})
