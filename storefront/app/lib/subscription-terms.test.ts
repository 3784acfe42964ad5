import { describe, expect, it } from "vitest"
import { compiledMessages } from "~/i18n/catalogues.server"
import { createI18n } from "~/i18n/i18n"
import { formatPrice } from "./format"
import { deliveryPrice, isSubscriptionMetadata, subscriptionPrice } from "./subscription-terms"

/** The terms as an English page writes them (components/SubscriptionTerms.tsx). */
const { t } = createI18n("en", compiledMessages("en"))
const subscriptionTerms = (delivery: { price: number; shipping: number | null }, percent: number) =>
  t("subscription.terms", { price: formatPrice("en", delivery.price), shipping: delivery.shipping === null ? "plus" : "included", percent })

describe("subscription terms", () => {
  it("knows a subscription product by its metadata", () => {
    expect(isSubscriptionMetadata({ subscription: { interval: "month", interval_count: 1 } })).toBe(true)
    expect(isSubscriptionMetadata({ subscription: "true" })).toBe(true)
    for (const metadata of [{ subscription: null }, { subscription: false }, { subscription: "false" }, {}, null, undefined]) {
      expect(isSubscriptionMetadata(metadata)).toBe(false)
    }
  })

  it("says monthly, the price per delivery with its shipping as the renewal charges it, and cancel any time", () => {
    const rule = { shippingPrice: 6.99, freeShippingFrom: 50 }
    // the seed's 54.95 with 17% off: Medusa's line total is 45.6085, below the threshold: shipping is added
    expect(subscriptionTerms(deliveryPrice(subscriptionPrice(54.95, 17), rule), 17)).toBe(
      "Delivered monthly, €52.60 per delivery (shipping included), with the 17% subscription discount. Skip a month, pause or cancel any time with the link in every e-mail.",
    )
    // two of them reach it: free shipping
    expect(deliveryPrice(subscriptionPrice(54.95, 17) * 2, rule)).toEqual({ price: expect.closeTo(91.217, 6), shipping: 0 })
    expect(subscriptionTerms({ price: 40, shipping: null }, 0)).toBe(
      "Delivered monthly, €40.00 per delivery plus shipping. Skip a month, pause or cancel any time with the link in every e-mail.",
    )
  })
})
