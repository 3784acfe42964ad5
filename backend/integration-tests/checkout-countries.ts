import { seededVatOf } from "../src/lib/books/eu-vat"
import { FeatureFlag, Modules } from "@medusajs/framework/utils"
import { seedShop } from "../src/lib/seed/seed-shop"
import { readCatalogue } from "../src/lib/seed/catalogue-data"
import { TEST_PAYMENT_PROVIDER_ID } from "../src/lib/payment-providers"
import { EUROPE_COUNTRIES, SHIPPING_COUNTRIES, WORLDWIDE_COUNTRIES } from "../src/lib/shipping-countries"
import { REGION_EUROPE, REGION_WORLDWIDE, STANDARD_SHIPPING } from "../src/lib/shop-constants"
import { addressIn, shopIntegrationTestRunner } from "./test-shop"

const RESIN = "pure-himalayan-shilajit-resin"
const SIZE = "15 g"
// EUR 34.95, below the free-shipping threshold: Standard Shipping costs its price
const RESIN_15G_PRICE = readCatalogue()
  .products.find((product) => product.handle === RESIN)!
  .variants.find((variant) => variant.title === SIZE)!.price
const ORDER_TOTAL = Math.round((RESIN_15G_PRICE + STANDARD_SHIPPING.price) * 100) / 100

type Region = { id: string; name: string }

const toCents = (amount: number) => Math.round(amount * 100) / 100
/** VAT contained in a VAT-inclusive amount, to the cent. */
// the VAT inside a VAT-inclusive amount (euros), rounded half up to the cent as Medusa rounds it, computed in whole
// cents so that 34.95 at 20% (5.825) gives 5.83
const vatIn = (amount: number, rate: number) => Math.round((Math.round(amount * 100) * rate) / (100 + rate)) / 100
const rateOf = (taxLines: { rate: number }[] | undefined) => (taxLines ?? []).reduce((sum, line) => sum + line.rate, 0)

/**
 * Checkout in every shipping country: a cart moves between the two regions with its shipping
 * address (in both directions, any number of times), takes the region's VAT and shipping, and
 * becomes an order of that region. Run as the settings say: caching on (default) or off
 * (MEDUSA_FF_CACHING=false), in-memory modules or Redis (REDIS_URL).
 */
/**
 * A pass that repeats the matrix in another configuration (caching off, Redis modules) orders to
 * one country of each kind: the home country, another EU country, Europe outside the EU, and the
 * rest of the world. The moves between regions, what the configurations differ in, run whole.
 */
export const SAMPLE_COUNTRIES = ["nl", "de", "ch", "us"]

export function checkoutCountriesSuite({
  orderCountries = process.env.CHECKOUT_COUNTRIES === "sample" ? SAMPLE_COUNTRIES : [...SHIPPING_COUNTRIES],
} = {}) {
  shopIntegrationTestRunner({
    inApp: true,
    env: {},
    testSuite: ({ api, getContainer }) => {
      let publishableKey: string
      let variantId: string
      let europe: Region
      let worldwide: Region
      const store = () => ({ headers: { "x-publishable-api-key": publishableKey }, validateStatus: () => true })
      const regionOf = (country: string) => ((EUROPE_COUNTRIES as readonly string[]).includes(country) ? europe : worldwide)
      const otherThan = (region: Region) => (region === europe ? worldwide : europe)

      beforeAll(async () => {
        const { setup } = await seedShop(getContainer())
        publishableKey = setup.publishableKey
        const regions = await getContainer().resolve(Modules.REGION).listRegions()
        const idOf = (name: string) => regions.find((region) => region.name === name)!.id
        europe = { id: idOf(REGION_EUROPE), name: REGION_EUROPE }
        worldwide = { id: idOf(REGION_WORLDWIDE), name: REGION_WORLDWIDE }
        const { data } = await api.get(`/store/products?handle=${RESIN}&fields=*variants`, store())
        variantId = data.products[0].variants.find((variant: { title: string }) => variant.title === SIZE).id
      })

      const address = addressIn

      // What a cart answer must show here, on top of Medusa's default fields
      const withTaxes = `?fields=${["*items.tax_lines", "*shipping_methods.tax_lines", "*shipping_address"].join(",")}`

      async function createCart(region: Region) {
        const { status, data } = await api.post(
          "/store/carts",
          { region_id: region.id, email: "buyer@example.com", items: [{ variant_id: variantId, quantity: 1 }] },
          store(),
        )
        expect({ status, region: data.cart?.region_id }).toEqual({ status: 200, region: region.id })
        return data.cart.id as string
      }

      /** POST /store/carts/:id; the cart it answers with, with its tax lines. */
      async function updateCart(cartId: string, update: Record<string, unknown>, label: string) {
        const { status, data } = await api.post(`/store/carts/${cartId}${withTaxes}`, update, store())
        expect({ label, status, message: data.message }).toEqual({ label, status: 200, message: undefined })
        return data.cart
      }

      /** The details step: email, address and the country's region in one update, as the storefront sends it. */
      const saveDetails = (cartId: string, country: string) =>
        updateCart(cartId, { region_id: regionOf(country).id, email: "buyer@example.com", shipping_address: address(country) }, country)

      /** The shipping options the country gets (Standard Shipping), the first one put on the cart. */
      async function chooseShipping(cartId: string, country: string) {
        const { data: options } = await api.get(`/store/shipping-options?cart_id=${cartId}`, store())
        expect({
          country,
          options: options.shipping_options.map((option: { name: string; amount: number }) => [option.name, option.amount]),
        }).toEqual({
          country,
          options: [[STANDARD_SHIPPING.name, STANDARD_SHIPPING.price]],
        })
        const { status, data } = await api.post(
          `/store/carts/${cartId}/shipping-methods${withTaxes}`,
          { option_id: options.shipping_options[0].id },
          store(),
        )
        expect({ country, status }).toEqual({ country, status: 200 })
        return data.cart
      }

      /** The cart as the region and country make it: the item's price, the region's VAT, Standard Shipping. */
      function expectCartIn(cart: any, country: string, { shipping = true } = {}) {
        const region = regionOf(country)
        const total = shipping ? ORDER_TOTAL : RESIN_15G_PRICE
        expect({
          country,
          region: cart.region_id,
          address: cart.shipping_address?.country_code,
          unitPrice: cart.items[0].unit_price,
          itemVat: rateOf(cart.items[0].tax_lines),
          shippingVat: shipping ? rateOf(cart.shipping_methods[0]?.tax_lines) : null,
          shippingTotal: cart.shipping_total,
          taxTotal: toCents(cart.tax_total),
          total: toCents(cart.total),
        }).toEqual({
          country,
          region: region.id,
          address: country,
          unitPrice: RESIN_15G_PRICE,
          itemVat: seededVatOf(country).rate,
          shippingVat: shipping ? seededVatOf(country).rate : null,
          shippingTotal: shipping ? STANDARD_SHIPPING.price : 0,
          taxTotal: vatIn(total, seededVatOf(country).rate),
          total,
        })
      }

      /** The shop's checkout with the test payment, then completion: an order of the country's region. */
      async function placeOrder(cartId: string, country: string) {
        const region = regionOf(country)
        const checkout = await api.post(`/store/carts/${cartId}/checkout`, { provider_id: TEST_PAYMENT_PROVIDER_ID }, store())
        expect({ country, status: checkout.status, message: checkout.data.message }).toEqual({ country, status: 200, message: undefined })
        const { status, data } = await api.post(`/store/carts/${cartId}/complete`, {}, store())
        expect({ country, status, type: data.type, message: data.error?.message }).toEqual({
          country,
          status: 200,
          type: "order",
          message: undefined,
        })
        expect({
          country,
          region: data.order.region_id,
          address: data.order.shipping_address.country_code,
          taxTotal: toCents(data.order.tax_total),
          total: toCents(data.order.total),
        }).toEqual({
          country,
          region: region.id,
          address: country,
          taxTotal: vatIn(ORDER_TOTAL, seededVatOf(country).rate),
          total: ORDER_TOTAL,
        })
      }

      it("runs with Medusa's caching as the settings say", () => {
        const cachingOn = process.env.MEDUSA_FF_CACHING !== "false"
        // the flag is what Medusa's Query checks before it reads or writes the cache
        expect(FeatureFlag.isFeatureEnabled("caching")).toBe(cachingOn)
        if (cachingOn) expect(getContainer().hasRegistration(Modules.CACHING)).toBe(true)
      })

      it("covers the 41 shipping countries with a cart below the free-shipping threshold", () => {
        expect(RESIN_15G_PRICE).toBeLessThan(STANDARD_SHIPPING.freeFromItemTotal)
        expect(SHIPPING_COUNTRIES).toHaveLength(41)
        expect(EUROPE_COUNTRIES.length + WORLDWIDE_COUNTRIES.length).toBe(41)
      })

      it.each(orderCountries.map((country) => [country]))("orders to %s from a cart made in the other region", async (country) => {
        const cartId = await createCart(otherThan(regionOf(country)))
        await saveDetails(cartId, country)
        expectCartIn(await chooseShipping(cartId, country), country)
        await placeOrder(cartId, country)
      })

      it("moves one cart back and forth between the regions, its VAT and shipping following, then orders in the last", async () => {
        const route = ["nl", "us", "de", "gb", "fr", "ch", "nl", "jp", "be", "au"]
        const cartId = await createCart(europe)
        await saveDetails(cartId, route[0])
        expectCartIn(await chooseShipping(cartId, route[0]), route[0])
        for (const country of route.slice(1)) {
          // the shipping method chosen in the first country stays, taxed as the new country is
          expectCartIn(await saveDetails(cartId, country), country)
        }
        await placeOrder(cartId, route[route.length - 1])
      })

      it("moves with the region and the address sent in separate updates, in either order", async () => {
        const cartId = await createCart(europe)
        for (const country of ["us", "de", "ch", "nl"]) {
          const moved = await updateCart(cartId, { region_id: regionOf(country).id }, `region of ${country}`)
          expect(moved.region_id).toBe(regionOf(country).id)
          expectCartIn(await updateCart(cartId, { shipping_address: address(country) }, `address in ${country}`), country, {
            shipping: false,
          })
        }
        for (const country of ["gb", "fr", "no", "it"]) {
          // the address alone moves the cart to its country's region; the region sent next changes nothing
          expectCartIn(await updateCart(cartId, { shipping_address: address(country) }, `address in ${country}`), country, {
            shipping: false,
          })
          expectCartIn(await updateCart(cartId, { region_id: regionOf(country).id }, `region of ${country}`), country, { shipping: false })
        }
        expectCartIn(await chooseShipping(cartId, "it"), "it")
        await placeOrder(cartId, "it")
      })

      it("refuses an address in a country the shop does not ship to, and one outside the region sent with it", async () => {
        const cartId = await createCart(europe)
        const nowhere = await api.post(`/store/carts/${cartId}`, { shipping_address: address("ru") }, store())
        expect(nowhere.status).toBe(400)
        const mismatch = await api.post(`/store/carts/${cartId}`, { region_id: europe.id, shipping_address: address("us") }, store())
        expect({ status: mismatch.status, message: mismatch.data.message }).toEqual({
          status: 400,
          message: "Country with code us is not within region Europe",
        })
        const { data } = await api.get(`/store/carts/${cartId}`, store())
        expect(data.cart.region_id).toBe(europe.id)
      })
    },
  })
}
