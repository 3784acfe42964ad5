import { subscriptionChanged } from "../../../modules/email-notification/templates/subscription-changed"
import { recurringItemsOf } from "../stripe-billing"
import { renewalPriceOf, type StoredSubscription } from "../subscriptions"

const line = {
  variant_id: "variant_1",
  product_id: "prod_1",
  title: "Shilajit Monthly Subscription - 30 g",
  quantity: 1,
  original_unit_price: 54.95,
  unit_price: 45.6085,
}

describe("a subscription's renewal price", () => {
  it("reads as the cart's totals: the items, the subscription discount, its own shipping, the total to the cent", () => {
    const price = renewalPriceOf({ delivery: { lines: [line] }, shipping_amount: 6.99, shipping_method_name: "Standard Shipping" })
    expect(price).toEqual({
      subtotal: 54.95,
      discounts: [{ label: "Subscription discount (17%)", amount: 9.34 }],
      shipping: { name: "Standard Shipping", amount: 6.99 },
      total: 52.6,
    })
    // free shipping is named as everywhere; a line stored before its original price was kept shows no discount
    const free = renewalPriceOf({
      delivery: { lines: [{ ...line, quantity: 2, original_unit_price: undefined }] },
      shipping_amount: 0,
      shipping_method_name: "Standard Shipping",
    })
    expect(free).toEqual({ subtotal: 91.22, discounts: [], shipping: { name: "Free Shipping", amount: 0 }, total: 91.22 })
  })

  it("is what Stripe bills each month: the lines in cents and the shipping per delivery", () => {
    const subscription = {
      delivery: { lines: [line, { ...line, variant_id: "variant_2", quantity: 2, unit_price: 10.005 }] },
      shipping_amount: 6.99,
    } as unknown as StoredSubscription
    expect(recurringItemsOf(subscription)).toEqual([
      { name: line.title, unit_amount: 4561, quantity: 1 },
      // 2 x 10.005 = 20.01: 2001 cents do not divide by 2, so one unit of "title x 2"
      { name: `${line.title} x 2`, unit_amount: 2001, quantity: 1 },
      { name: "Shipping per delivery", unit_amount: 699, quantity: 1 },
    ])
  })

  it("is stated row by row in the e-mail of a skip", () => {
    const price = renewalPriceOf({ delivery: { lines: [line] }, shipping_amount: 6.99, shipping_method_name: "Standard Shipping" })
    const mail = subscriptionChanged({
      change: "skipped",
      next_renewal_at: "2027-01-25T09:00:00.000Z",
      per_delivery: price.total,
      price,
      manage_url: "https://shop.test/subscription?token=t",
    })
    expect(mail.text).toContain(
      "  Subtotal: €54.95\n  Subscription discount (17%): -€9.34\n  Shipping (Standard Shipping): €6.99\n  Total per delivery: €52.60",
    )
  })
})
