import { describe, expect, it } from "vitest"
import { textsWithShopRules, withShopRules } from "./shop-rules"

const rules = (freeShippingFrom: number | null) => ({ freeShippingFrom, discountPercent: 17 })

describe("product texts with the shop's rules", () => {
  it("fills in the live free-shipping threshold and discount", () => {
    expect(withShopRules("Free shipping from {free_shipping_from} after discounts", rules(60))).toBe(
      "Free shipping from €60 after discounts",
    )
    expect(withShopRules("{discount_percent}% off subscription products", rules(60))).toBe("17% off subscription products")
  })

  it("leaves out a text naming a rule the shop does not have now, or while the rules are not known", () => {
    const texts = ["A fresh jar every month", "Free shipping from {free_shipping_from} after discounts"]
    expect(textsWithShopRules(texts, rules(null))).toEqual(["A fresh jar every month"])
    expect(textsWithShopRules(texts, null)).toEqual(["A fresh jar every month"])
  })

  it("keeps braces the seller typed that name no rule", () => {
    expect(withShopRules("Keep {dry} and cool", rules(60))).toBe("Keep {dry} and cool")
  })
})
