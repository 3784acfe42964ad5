import type { HttpTypes } from "@medusajs/types"
import { describe, expect, it } from "vitest"
import type { PriceReductions } from "./price-references"
import { defaultVariant, isSoldOut, productPrice, toCatalogueProduct, variantIdsOf } from "./product"

function variant(id: string, title: string, price: { calculated: number; original: number; type: string | null }, extra = {}) {
  return {
    id,
    title,
    variant_rank: 0,
    manage_inventory: true,
    allow_backorder: false,
    inventory_quantity: 5,
    options: [{ value: title }],
    calculated_price: {
      calculated_amount: price.calculated,
      original_amount: price.original,
      calculated_price: { price_list_type: price.type },
    },
    ...extra,
  }
}

const base = {
  id: "prod_1",
  handle: "resin",
  title: "Resin",
  subtitle: "Short",
  description: "Long",
  thumbnail: null,
  images: [{ id: "img", url: "http://localhost:9000/static/a.svg" }],
  categories: [{ handle: "shilajit" }],
  metadata: { badge: "Best Seller", benefits: ["One", 2, "Two"], subscription: null, how_to_use: ["Step"], usage: "Daily" },
}

const toProduct = (input: object, reductions?: PriceReductions) =>
  toCatalogueProduct(input as unknown as HttpTypes.StoreProduct, reductions)

describe("toCatalogueProduct", () => {
  it("maps Medusa data to what the pages show", () => {
    const product = toProduct({ ...base, variants: [variant("v1", "15 g", { calculated: 34.95, original: 34.95, type: null })] })
    expect(product).toMatchObject({
      handle: "resin",
      badge: "Best Seller",
      benefits: ["One", "Two"],
      howToUse: ["Step"],
      importantInfo: [],
      category: "shilajit",
      isSubscription: false,
      rating: null,
      images: ["http://localhost:9000/static/a.svg"],
    })
    expect(product.variants).toEqual([{ id: "v1", title: "15 g", price: 34.95, reduction: null, inStock: true }])
  })

  it("shows the product's own claims and option name, and the subscription badge only while it is sold as one", () => {
    const claimed = toProduct({
      ...base,
      metadata: { ...base.metadata, claims: ["Lab Tested", 3] },
      options: [{ title: "Size" }],
      variants: [],
    })
    expect(claimed).toMatchObject({ claims: ["Lab Tested"], optionTitle: "Size" })
    // a product of its own data: no claims made for it
    expect(toProduct({ ...base, variants: [] }).claims).toEqual([])
    const switchedOff = toProduct({ ...base, metadata: { ...base.metadata, badge: "Subscribe & Save", subscription: null }, variants: [] })
    expect(switchedOff.badge).toBeNull()
    const subscribed = toProduct({
      ...base,
      metadata: { ...base.metadata, badge: "Subscribe & Save", subscription: { interval: "month", interval_count: 1 } },
      variants: [],
    })
    expect(subscribed.badge).toBe("Subscribe & Save")
  })

  it("takes the real rating of approved reviews from product_rating, and none without reviews", () => {
    const rated = toProduct({ ...base, variants: [], product_rating: { average: 4.5, count: 2 } })
    expect(rated.rating).toEqual({ average: 4.5, count: 2 })
    expect(toProduct({ ...base, variants: [], product_rating: { average: 0, count: 0 } }).rating).toBeNull()
    expect(toProduct({ ...base, variants: [], product_rating: null }).rating).toBeNull()
  })

  it("orders sizes by regular price and announces a reduction only where the backend allows one", () => {
    const products = [
      {
        ...base,
        variants: [
          variant("large", "50 g", { calculated: 70, original: 79.95, type: "override" }),
          variant("sale", "30 g", { calculated: 49.99, original: 59.99, type: "sale" }),
          variant("small", "15 g", { calculated: 30, original: 30, type: null }),
        ],
      },
    ]
    const reduction = { referencePrice: 59.99, percentOff: 16, days: 30 }
    const product = toProduct(products[0], new Map([["sale", reduction]]))
    expect(product.variants.map((item) => [item.id, item.reduction])).toEqual([
      ["small", null],
      ["sale", reduction],
      ["large", null],
    ])
    // a sale price list alone is no reduction: without the backend's answer nothing is struck through
    expect(toProduct(products[0]).variants.map((item) => item.reduction)).toEqual([null, null, null])
    expect(variantIdsOf(products as unknown as HttpTypes.StoreProduct[])).toEqual(["large", "sale", "small"])
  })

  it("marks subscriptions and out-of-stock sizes, and drops variants without a price", () => {
    const product = toProduct({
      ...base,
      metadata: { subscription: { interval: "month", interval_count: 1 } },
      variants: [
        variant("empty", "15 g", { calculated: 10, original: 10, type: null }, { inventory_quantity: 0 }),
        { id: "unpriced", title: "x", options: [], calculated_price: null },
      ],
    })
    expect(product.isSubscription).toBe(true)
    expect(product.variants).toHaveLength(1)
    expect(product.variants[0]?.inStock).toBe(false)
  })
})

describe("defaultVariant", () => {
  const sizes = (...stock: number[]) =>
    toProduct({
      ...base,
      variants: stock.map((quantity, index) =>
        variant(
          `v${index}`,
          `${(index + 1) * 15} g`,
          { calculated: 20 + index * 10, original: 20 + index * 10, type: null },
          { inventory_quantity: quantity },
        ),
      ),
    })

  it("is the smallest size while it is in stock", () => {
    const product = sizes(5, 5)
    expect(defaultVariant(product)?.id).toBe("v0")
    expect(isSoldOut(product)).toBe(false)
  })

  it("is the smallest size in stock when the smallest is sold out, and prices the product", () => {
    const product = sizes(0, 3, 5)
    expect(defaultVariant(product)?.id).toBe("v1")
    expect(productPrice(product)).toBe(30)
    expect(isSoldOut(product)).toBe(false)
  })

  it("is the smallest size, sold out, when no size is in stock", () => {
    const product = sizes(0, 0)
    expect(defaultVariant(product)?.id).toBe("v0")
    expect(isSoldOut(product)).toBe(true)
  })

  it("counts sizes without managed stock or with backorders as in stock", () => {
    const product = toProduct({
      ...base,
      variants: [
        variant("unmanaged", "15 g", { calculated: 10, original: 10, type: null }, { inventory_quantity: 0, manage_inventory: false }),
        variant("backorder", "30 g", { calculated: 20, original: 20, type: null }, { inventory_quantity: 0, allow_backorder: true }),
      ],
    })
    expect(product.variants.map((size) => size.inStock)).toEqual([true, true])
  })
})
