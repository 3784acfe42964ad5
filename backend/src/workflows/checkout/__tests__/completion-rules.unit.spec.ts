import { MedusaError } from "@medusajs/framework/utils"
import { type CartToComplete, refuseUnpaidOrSoldOut } from "../steps/check-cart-completion"

const CHANNEL = "sc_shop"
const PAYMENT_CHANGED = "Your cart changed after you started paying. Please check out again."
const SOLD_OUT = "Some variant does not have the required inventory"

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

/** The refusal's words, or null when the cart passes. */
function refusalOf(cart: CartToComplete): string | null {
  try {
    refuseUnpaidOrSoldOut(cart)
    return null
  } catch (error) {
    if (!MedusaError.isMedusaError(error) || error.type !== MedusaError.Types.NOT_ALLOWED) throw error
    return error.message
  }
}

describe("the completion's refusal rules that read the cart alone", () => {
  it("passes a paid cart whose lines are in stock at a location of its sales channel", () => {
    expect(refusalOf(cartOf())).toBeNull()
    expect(refusalOf(cartOf({ quantity: 5, stocked: 7, reserved: 2 }))).toBeNull()
  })

  it("refuses a cart whose total changed after its payment was started, to the cent", () => {
    expect(refusalOf(cartOf({ total: 41.95 }))).toBe(PAYMENT_CHANGED)
    expect(refusalOf(cartOf({ paid: 0 }))).toBe(PAYMENT_CHANGED)
    // a float sum that is the same amount in cents is the same payment
    expect(refusalOf(cartOf({ total: 0.1 + 0.2, paid: 0.3 }))).toBeNull()
    // no payment started yet: Medusa's completion refuses that itself
    expect(refusalOf(cartOf({ paid: null }))).toBeNull()
  })

  it("refuses a line with fewer units left than it needs, counting what is reserved", () => {
    expect(refusalOf(cartOf({ quantity: 3, stocked: 5, reserved: 3 }))).toBe(SOLD_OUT)
    expect(refusalOf(cartOf({ quantity: 1, stocked: 1, reserved: 1 }))).toBe(SOLD_OUT)
  })

  it("counts only the stock at locations of the cart's sales channel", () => {
    expect(refusalOf(cartOf({ channel: "sc_other" }))).toBe(SOLD_OUT)
  })

  it("passes a line whose stock is not managed or that may be backordered", () => {
    expect(refusalOf(cartOf({ stocked: 0, managed: false }))).toBeNull()
    expect(refusalOf(cartOf({ stocked: 0, backorder: true }))).toBeNull()
  })

  it("checks the payment before the stock", () => {
    expect(refusalOf(cartOf({ total: 50, stocked: 0 }))).toBe(PAYMENT_CHANGED)
  })
})
