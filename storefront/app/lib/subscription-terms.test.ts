import { describe, expect, it } from "vitest"
import { isSubscriptionMetadata, subscriptionPrice, subscriptionTerms } from "./subscription-terms"

describe("subscription terms", () => {
  it("knows a subscription product by its metadata", () => {
    expect(isSubscriptionMetadata({ subscription: { interval: "month", interval_count: 1 } })).toBe(true)
    expect(isSubscriptionMetadata({ subscription: "true" })).toBe(true)
    for (const metadata of [{ subscription: null }, { subscription: false }, { subscription: "false" }, {}, null, undefined]) {
      expect(isSubscriptionMetadata(metadata)).toBe(false)
    }
  })

  it("says monthly, the price per delivery and cancel any time", () => {
    // the seed's 54.95 with 17% off: Medusa's line total is 45.6085, shown to the cent
    expect(subscriptionTerms(subscriptionPrice(54.95, 17), 17)).toBe(
      "Delivered monthly, €45.61 per delivery with the 17% subscription discount. Skip a month, pause or cancel any time with the link in every e-mail."
    )
    expect(subscriptionTerms(40, 0)).toBe("Delivered monthly, €40.00 per delivery. Skip a month, pause or cancel any time with the link in every e-mail.")
  })
})
