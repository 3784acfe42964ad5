import { describe, expect, it } from "vitest"
import type { CatalogueProduct } from "./product"
import {
  filterProducts,
  frequentlyBoughtTogether,
  listingTitleKey,
  parseListingFilters,
  parseSortOrder,
  sameCategory,
  sortProducts,
} from "./rules"

function product(id: string, price: number, overrides: Partial<CatalogueProduct> = {}): CatalogueProduct {
  return {
    id,
    handle: id,
    title: `Product ${id}`,
    subtitle: "",
    description: "",
    images: [],
    badge: null,
    claims: [],
    benefits: [],
    usage: null,
    howToUse: [],
    importantInfo: [],
    isSubscription: false,
    category: "shilajit",
    optionTitle: "Weight",
    variants: [{ id: `${id}-v`, title: "15 g", price, reduction: null, inStock: true }],
    rating: null,
    ...overrides,
  }
}

const ids = (products: CatalogueProduct[]) => products.map((item) => item.id)

describe("frequentlyBoughtTogether", () => {
  const current = product("current", 50)

  it("picks the same-category product with the nearest price within 80%-120%", () => {
    const catalogue = [current, product("far", 59), product("near", 53), product("close-below", 45)]
    expect(ids(frequentlyBoughtTogether(current, catalogue))).toEqual(["near"])
  })

  it("includes the exact range bounds and excludes anything outside them", () => {
    expect(ids(frequentlyBoughtTogether(current, [current, product("low", 40)]))).toEqual(["low"])
    expect(ids(frequentlyBoughtTogether(current, [current, product("high", 60)]))).toEqual(["high"])
    expect(frequentlyBoughtTogether(current, [current, product("too-low", 39.99), product("too-high", 60.01)])).toEqual([])
  })

  it("never suggests the product itself or another category", () => {
    const catalogue = [current, product("other-category", 50, { category: "essentials" })]
    expect(frequentlyBoughtTogether(current, catalogue)).toEqual([])
  })

  it("matches the seeded catalogue: the 15 g resin (34.95) pairs with the travel sticks (39.95)", () => {
    const resin = product("resin", 34.95)
    const catalogue = [resin, product("gold", 44.95), product("monthly", 54.95, { isSubscription: true }), product("sticks", 39.95)]
    expect(ids(frequentlyBoughtTogether(resin, catalogue))).toEqual(["sticks"])
  })
})

describe("sameCategory", () => {
  it("lists the other products of the category in catalogue order", () => {
    const current = product("a", 10)
    const catalogue = [current, product("b", 20, { category: "essentials" }), product("c", 30), product("d", 5)]
    expect(ids(sameCategory(current, catalogue))).toEqual(["c", "d"])
  })
})

describe("sortProducts", () => {
  const catalogue = [product("a", 30), product("b", 10), product("c", 20)]

  it("keeps the catalogue order by default", () => {
    expect(ids(sortProducts(catalogue, "default"))).toEqual(["a", "b", "c"])
  })
  it("sorts by price both ways without changing the input", () => {
    expect(ids(sortProducts(catalogue, "price-asc"))).toEqual(["b", "c", "a"])
    expect(ids(sortProducts(catalogue, "price-desc"))).toEqual(["a", "c", "b"])
    expect(ids(catalogue)).toEqual(["a", "b", "c"])
  })
  it("puts real ratings first under Top Rated and keeps unrated products in order", () => {
    const rated = [
      product("a", 1),
      product("b", 1, { rating: { average: 4.2, count: 3 } }),
      product("c", 1),
      product("d", 1, { rating: { average: 4.8, count: 2 } }),
    ]
    expect(ids(sortProducts(rated, "top-rated"))).toEqual(["d", "b", "a", "c"])
  })
})

describe("filterProducts", () => {
  const catalogue = [
    product("resin", 30, { title: "Pure Himalayan Shilajit Resin" }),
    product("monthly", 50, { title: "Shilajit Monthly Subscription", isSubscription: true }),
    product("ashwagandha", 20, { title: "Ashwagandha Root Powder", category: "essentials", subtitle: "Organic adaptogen" }),
  ]

  it("filters by type", () => {
    expect(ids(filterProducts(catalogue, { type: "subscription", category: null, search: "" }))).toEqual(["monthly"])
    expect(ids(filterProducts(catalogue, { type: "one-time", category: null, search: "" }))).toEqual(["resin", "ashwagandha"])
  })
  it("filters by category", () => {
    expect(ids(filterProducts(catalogue, { type: "all", category: "essentials", search: "" }))).toEqual(["ashwagandha"])
  })
  it("searches name and short description, case-insensitively, every word", () => {
    expect(ids(filterProducts(catalogue, { type: "all", category: null, search: "  shilajit " }))).toEqual(["resin", "monthly"])
    expect(ids(filterProducts(catalogue, { type: "all", category: null, search: "ORGANIC root" }))).toEqual(["ashwagandha"])
    expect(filterProducts(catalogue, { type: "all", category: null, search: "nothing like this" })).toEqual([])
  })
})

describe("listing query and title", () => {
  it("reads known values and ignores unknown ones", () => {
    expect(parseListingFilters(new URLSearchParams("type=subscription&category=shilajit&search=gold"))).toEqual({
      type: "subscription",
      category: "shilajit",
      search: "gold",
    })
    expect(parseListingFilters(new URLSearchParams("type=weird&category=else"))).toEqual({ type: "all", category: null, search: "" })
  })
  it("reads the sort order from the URL, anything unknown as the default", () => {
    expect(parseSortOrder(new URLSearchParams("sort=price-desc&type=subscription"))).toBe("price-desc")
    expect(parseSortOrder(new URLSearchParams("sort=cheapest"))).toBe("default")
    expect(parseSortOrder(new URLSearchParams(""))).toBe("default")
  })
  it("titles each view as the spec says", () => {
    expect(listingTitleKey({ type: "all", category: "shilajit", search: "" })).toBe("products.menu.shilajit")
    expect(listingTitleKey({ type: "all", category: "essentials", search: "" })).toBe("products.menu.essentials")
    expect(listingTitleKey({ type: "subscription", category: null, search: "" })).toBe("products.menu.subscriptions")
    expect(listingTitleKey({ type: "all", category: null, search: "" })).toBe("products.menu.ours")
  })
})
