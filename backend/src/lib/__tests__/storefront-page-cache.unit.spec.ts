import { FulfillmentEvents, PricingEvents, ProductEvents, TranslationWorkflowEvents } from "@medusajs/framework/utils"
import { pagesChangedBy } from "../storefront-page-cache"

describe("pagesChangedBy", () => {
  it("drops every page, and so the storefront's shop rules, when the standard shipping's prices or rules change", () => {
    expect(pagesChangedBy(FulfillmentEvents.SHIPPING_OPTION_UPDATED)).toBe("all")
    expect(pagesChangedBy(FulfillmentEvents.SHIPPING_OPTION_RULE_CREATED)).toBe("all")
    expect(pagesChangedBy(PricingEvents.PRICE_UPDATED)).toBe("all")
    expect(pagesChangedBy(PricingEvents.PRICE_RULE_CREATED)).toBe("all")
  })

  it("drops the catalogue pages for a product change, and none for what no cached page shows", () => {
    expect(pagesChangedBy(ProductEvents.PRODUCT_UPDATED)).toBe("catalogue")
    expect(pagesChangedBy(TranslationWorkflowEvents.UPDATED)).toBe("catalogue")
    expect(pagesChangedBy(TranslationWorkflowEvents.CREATED)).toBe("catalogue")
    expect(pagesChangedBy(TranslationWorkflowEvents.DELETED)).toBe("catalogue")
    expect(pagesChangedBy("order.placed")).toBeNull()
    expect(pagesChangedBy("")).toBeNull()
  })
})
