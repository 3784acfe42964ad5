import { describe, expect, it } from "vitest"
import { orderViewOf } from "./api.server"
import type { OrderPage } from "./types"

const order = (shipping_address: Partial<OrderPage["shipping_address"]>): OrderPage => ({
  display_id: 7,
  created_at: "2026-11-27T10:00:00.000Z",
  email: "buyer@example.com",
  status: { code: "preparing", label: "Paid, being prepared for shipping" },
  total: 52.6,
  tax_total: 0,
  original_item_total: 45.61,
  shipping_total: 6.99,
  refunded_total: 0,
  shipping_methods: [{ name: "Standard Shipping", total: 6.99 }],
  items: [],
  review_links: [],
  shipping_address: {
    first_name: "",
    last_name: "",
    company: "",
    address_1: "",
    address_2: "",
    postal_code: "",
    city: "",
    province: "",
    country_code: "",
    ...shipping_address,
  },
  withdrawal_token: null,
})

describe("the order page's delivery address", () => {
  it("is written as the country writes it, as the e-mails write it", () => {
    const us = order({
      first_name: "Jane",
      last_name: "Doe",
      address_1: "350 Fifth Avenue",
      postal_code: "10118",
      city: "New York",
      province: "us-ny",
      country_code: "us",
    })
    expect(orderViewOf(us).addressLines).toEqual(["Jane Doe", "350 Fifth Avenue", "New York, NY 10118", "United States"])
    const nl = order({
      first_name: "Anna",
      last_name: "de Vries",
      address_1: "Coolsingel 40",
      postal_code: "3011 AD",
      city: "Rotterdam",
      country_code: "nl",
    })
    expect(orderViewOf(nl).addressLines).toEqual(["Anna de Vries", "Coolsingel 40", "3011 AD Rotterdam", "Netherlands"])
  })
})
