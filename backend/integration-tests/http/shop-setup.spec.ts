import { seededShop, shopIntegrationTestRunner } from "../test-shop"
import { ContainerRegistrationKeys, FeatureFlag, Modules } from "@medusajs/framework/utils"
import { batchPriceListPricesWorkflow, createProductsWorkflow, updateProductsWorkflow, updateProductVariantsWorkflow, updateShippingOptionsWorkflow } from "@medusajs/medusa/core-flows"
import { seedShop } from "../../src/lib/seed/seed-shop"
import { setUpCatalogue } from "../../src/lib/seed/catalogue-setup"
import { readCatalogue } from "../../src/lib/seed/catalogue-data"
import { EUROPE_COUNTRIES, WORLDWIDE_COUNTRIES } from "../../src/lib/shipping-countries"
import { SALE_PRICE_LIST_TITLE } from "../../src/lib/shop-constants"

jest.setTimeout(240 * 1000)

const COUNTED_TABLES = [
  "product", "product_variant", "product_option_value", "image", "product_category", "price", "price_set",
  "price_list", "price_rule", "inventory_item", "inventory_level", "region", "region_country", "tax_region",
  "tax_rate", "shipping_option", "service_zone", "geo_zone", "fulfillment_set", "stock_location",
  "sales_channel", "api_key", "store_currency", "price_preference",
]

shopIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer, dbConnection }) => {
    let publishableKey: string
    let europeRegionId: string

    const storeHeaders = () => ({ headers: { "x-publishable-api-key": publishableKey } })

    async function countRows() {
      const counts: Record<string, number> = {}
      for (const table of COUNTED_TABLES) {
        const [{ count }] = await dbConnection.raw(`SELECT count(*)::int AS count FROM "${table}"`).then((r: any) => r.rows)
        counts[table] = count
      }
      return counts
    }

    beforeAll(async () => {
      ;({ publishableKey, europeRegionId } = await seededShop(getContainer()))
    })

    it("uses Medusa's Redis modules exactly when REDIS_URL is set", () => {
      const withRedis = Boolean(process.env.REDIS_URL)
      const container = getContainer()
      expect(container.resolve(Modules.EVENT_BUS).constructor.name).toBe(
        withRedis ? "RedisEventBusService" : "LocalEventBusService"
      )
      expect(container.resolve(Modules.CACHE).constructor.name).toBe(
        withRedis ? "RedisCacheService" : "InMemoryCacheService"
      )
    })

    it("creates the two regions with exactly the 41 shipping countries, each in one region", async () => {
      const { data } = await api.get("/store/regions?fields=name,currency_code,*countries", storeHeaders())
      const byName = Object.fromEntries(
        data.regions.map((region: any) => [region.name, region.countries.map((c: any) => c.iso_2).sort()])
      )
      expect(Object.keys(byName).sort()).toEqual(["Europe", "Worldwide"])
      expect(byName.Europe).toEqual([...EUROPE_COUNTRIES].sort())
      expect(byName.Worldwide).toEqual([...WORLDWIDE_COUNTRIES].sort())
      const all = [...byName.Europe, ...byName.Worldwide]
      expect(all).toHaveLength(41)
      expect(new Set(all).size).toBe(41)
      expect(data.regions.every((region: any) => region.currency_code === "eur")).toBe(true)
      // the storefront offers and lists the countries of the regions, as /storefront-config publishes them
      expect([...(await api.get("/storefront-config")).data.shipping_countries].sort()).toEqual([...all].sort())
    })

    it("hands the storefront its publishable key without a manual copy", async () => {
      const { data } = await api.get("/storefront-config")
      expect(data.publishable_key).toBe(publishableKey)
      expect(publishableKey).toMatch(/^pk_/)
    })

    it("publishes the free-shipping threshold as the shipping price rule has it, follows the seller's change, and a re-seed keeps it", async () => {
      expect((await api.get("/storefront-config")).data).toMatchObject({
        free_shipping_from: 50,
        discount_percent: 17,
        subscription_promotion_code: "SUBSCRIPTION17",
        // no Stripe key here: the test payment, which offers no real payment method to show
        payment_mode: "test",
        payment_methods: [],
      })
      const container = getContainer()
      const [option] = await container.resolve(Modules.FULFILLMENT).listShippingOptions({ name: "Standard Shipping" })
      // the seller sets her own price and threshold in the admin (Medusa's conditional prices)
      await updateShippingOptionsWorkflow(container).run({
        input: [{ id: option.id, prices: [{ currency_code: "eur", amount: 5.95 }, { currency_code: "eur", amount: 0, rules: [{ attribute: "item_total", operator: "gte", value: 60 }] }] }],
      })
      expect((await api.get("/storefront-config")).data).toMatchObject({ shipping_price: 5.95, free_shipping_from: 60 })
      // running the seed again keeps what she set
      await seedShop(container)
      await seedShop(container)
      expect((await api.get("/storefront-config")).data).toMatchObject({ shipping_price: 5.95, free_shipping_from: 60 })
      // the product texts name the rule, not a number: the storefront fills in the live threshold
      const { data } = await api.get("/store/products?handle=shilajit-monthly-subscription&fields=metadata", storeHeaders())
      const benefits: string[] = data.products[0].metadata.benefits
      expect(benefits).toContain("Free shipping from {free_shipping_from} after discounts")
      expect(benefits.join(" ")).not.toMatch(/€\s?50|EUR 50/)
    })

    it("lists the seeded products with calculated prices only when the publishable key is sent", async () => {
      const withoutKey = await api.get("/store/products").catch((error: any) => error.response)
      expect(withoutKey.status).toBe(400)
      expect(JSON.stringify(withoutKey.data)).not.toMatch(/at .*\.js:\d+/)

      const { data } = await api.get(
        `/store/products?region_id=${europeRegionId}&fields=handle,*variants,*variants.calculated_price&limit=50`,
        storeHeaders()
      )
      const catalogue = readCatalogue()
      expect(data.products.map((p: any) => p.handle).sort()).toEqual(catalogue.products.map((p) => p.handle).sort())
      const resin = data.products.find((p: any) => p.handle === "pure-himalayan-shilajit-resin")
      const thirty = resin.variants.find((v: any) => v.title === "30 g")
      // The sale price list gives an honest compare-at price: the regular price stays the original.
      expect(thirty.calculated_price.calculated_amount).toBe(49.99)
      expect(thirty.calculated_price.original_amount).toBe(59.99)
      expect(thirty.calculated_price.is_calculated_price_tax_inclusive).toBe(true)
    })

    it("caches Store API reads by default, and shows the seller's changes on the next read", async () => {
      expect(FeatureFlag.isFeatureEnabled("caching")).toBe(true)
      expect(getContainer().hasRegistration(Modules.CACHING)).toBe(true)
      const read = async () => {
        const { data } = await api.get(
          `/store/products?handle=moringa-leaf-powder&region_id=${europeRegionId}&fields=title,*variants,*variants.calculated_price`,
          storeHeaders()
        )
        return data.products[0]
      }
      const before = await read()
      expect(await read()).toEqual(before) // served from the cache
      const variant = before.variants[0]
      const container = getContainer()
      await updateProductsWorkflow(container).run({
        input: { selector: { handle: "moringa-leaf-powder" }, update: { title: "Moringa Leaf Powder (New Harvest)" } },
      })
      await updateProductVariantsWorkflow(container).run({
        input: { selector: { id: variant.id }, update: { prices: [{ currency_code: "eur", amount: 21.5 }] } },
      })
      const after = await read()
      expect(after.title).toBe("Moringa Leaf Powder (New Harvest)")
      expect(after.variants.find((v: any) => v.id === variant.id).calculated_price.calculated_amount).toBe(21.5)
    })

    it("serves the uploaded product images from the data folder, and nothing outside it", async () => {
      const { data } = await api.get("/store/products?handle=gold-grade-shilajit-resin&fields=*images,thumbnail", storeHeaders())
      // the seed's photos are stored as paths on the backend: a changed BACKEND_URL still serves them
      const stored = data.products[0].images[0].url
      expect(stored).toMatch(/^\/uploads\/\d+-gold-grade-shilajit-resin-gold-grade-1\.jpg$/)
      expect(data.products[0].thumbnail).toBe(stored)
      const image = await api.get(stored, { responseType: "arraybuffer" })
      expect(image.status).toBe(200)
      expect(image.headers["content-type"]).toMatch(/^image\/jpeg/)
      expect(Buffer.from(image.data).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
      const outside = await api.get("/uploads/..%2F..%2Fpackage.json").catch((error: any) => error.response)
      expect(outside.status).toBe(404)
    })

    describe("Standard Shipping", () => {
      async function shippingFor(variantId: string, quantity: number) {
        const { data: created } = await api.post(
          "/store/carts",
          { region_id: europeRegionId, shipping_address: { country_code: "nl" }, items: [{ variant_id: variantId, quantity }] },
          storeHeaders()
        )
        const { data } = await api.get(`/store/shipping-options?cart_id=${created.cart.id}`, storeHeaders())
        expect(data.shipping_options).toHaveLength(1)
        const [option] = data.shipping_options
        expect(option.name).toBe("Standard Shipping")
        expect(option.type.description).toBe("3-7 business days")
        return { itemTotal: created.cart.item_total, shipping: option.amount }
      }

      async function variantIdOf(handle: string, title: string) {
        const { data } = await api.get(`/store/products?handle=${handle}&fields=*variants`, storeHeaders())
        return data.products[0].variants.find((v: any) => v.title === title).id
      }

      it("costs EUR 6.99 at an item total of EUR 49.99", async () => {
        const result = await shippingFor(await variantIdOf("pure-himalayan-shilajit-resin", "30 g"), 1)
        expect(result).toEqual({ itemTotal: 49.99, shipping: 6.99 })
      })

      it("is free at EUR 50.00 and above", async () => {
        const container = getContainer()
        const [channel] = await container.resolve(Modules.SALES_CHANNEL).listSalesChannels({ name: "Web Shop" })
        const [profile] = await container.resolve(Modules.FULFILLMENT).listShippingProfiles({ type: "default" })
        await createProductsWorkflow(container).run({
          input: {
            products: [
              {
                title: "Threshold test product",
                handle: "threshold-test-product",
                status: "published",
                shipping_profile_id: profile.id,
                sales_channels: [{ id: channel.id }],
                options: [{ title: "Weight", values: ["1 g"] }],
                variants: [
                  { title: "1 g", manage_inventory: false, options: { Weight: "1 g" }, prices: [{ currency_code: "eur", amount: 50 }] },
                ],
              },
            ],
          },
        })
        const fifty = await shippingFor(await variantIdOf("threshold-test-product", "1 g"), 1)
        expect(fifty).toEqual({ itemTotal: 50, shipping: 0 })
        const hundred = await shippingFor(await variantIdOf("pure-himalayan-shilajit-resin", "30 g"), 2)
        expect(hundred).toEqual({ itemTotal: 99.98, shipping: 0 })
      })
    })

    describe("seed", () => {
      it("changes nothing when run twice", async () => {
        const before = await countRows()
        expect(before.product).toBe(8)
        await seedShop(getContainer())
        expect(await countRows()).toEqual(before)
      })

      it("updates edited products by handle without duplicating anything", async () => {
        const container = getContainer()
        const setup = await seedShop(getContainer()).then((result) => result.setup)
        const before = await countRows()
        const catalogue = readCatalogue()
        const edited = {
          ...catalogue,
          products: catalogue.products.map((product) =>
            product.handle === "moringa-leaf-powder"
              ? {
                  ...product,
                  title: "Moringa Leaf Powder (Organic)",
                  variants: [...product.variants, { title: "500 g", sku: "ESS-MOR-500", price: 59.95, stock: 40 }],
                }
              : product
          ),
        }
        const result = await setUpCatalogue(container, setup, edited)
        expect(result.updated).toEqual(["moringa-leaf-powder"])
        const after = await countRows()
        expect(after.product).toBe(before.product)
        expect(after.image).toBe(before.image)
        expect(after.product_variant).toBe(before.product_variant + 1)
        expect(after.inventory_level).toBe(before.inventory_level + 1)

        const query = container.resolve(ContainerRegistrationKeys.QUERY)
        const { data } = await query.graph({
          entity: "product",
          fields: ["title", "variants.sku", "variants.prices.amount"] as any,
          filters: { handle: "moringa-leaf-powder" },
        })
        expect(data[0].title).toBe("Moringa Leaf Powder (Organic)")
        const large: any = data[0].variants.find((v: any) => v.sku === "ESS-MOR-500")
        expect(large?.prices?.map((p: any) => Number(p.amount))).toEqual([59.95])

        const again = await setUpCatalogue(container, setup, edited)
        expect(again.updated).toEqual([])
        expect(await countRows()).toEqual(after)
      })

      it("keeps the sale prices a seller added to the sale list, and puts back its own", async () => {
        const container = getContainer()
        const query = container.resolve(ContainerRegistrationKeys.QUERY)
        const saleList = async () =>
          (
            await query.graph({
              entity: "price_list",
              fields: ["id", "status", "prices.id", "prices.amount", "prices.price_set.variant.sku"] as any,
              filters: { title: SALE_PRICE_LIST_TITLE },
            })
          ).data as any[]
        const [list] = await saleList()
        const seedSale = readCatalogue().products.flatMap((p) => p.variants).find((v) => v.sale_price !== undefined)!
        const withoutSale = readCatalogue().products.flatMap((p) => p.variants).find((v) => v.sale_price === undefined)!
        const { data: variants } = await query.graph({ entity: "product_variant", fields: ["id", "sku"], filters: { sku: [withoutSale.sku, seedSale.sku] } })
        const variantId = (sku: string) => variants.find((variant) => variant.sku === sku)!.id
        const seedPrice = list.prices.find((price: any) => price.price_set.variant.sku === seedSale.sku)
        // the seller adds a sale price of her own, and changes one of the seed's
        await batchPriceListPricesWorkflow(container).run({
          input: {
            data: {
              id: list.id,
              create: [{ variant_id: variantId(withoutSale.sku), amount: 1.23, currency_code: "eur" }],
              update: [{ id: seedPrice.id, variant_id: variantId(seedSale.sku), amount: 0.5, currency_code: "eur" }],
              delete: [],
            },
          },
        })

        await seedShop(container)

        const lists = await saleList()
        expect(lists).toHaveLength(1)
        expect(lists[0].id).toBe(list.id)
        const amountOf = (sku: string) => lists[0].prices.filter((p: any) => p.price_set.variant.sku === sku).map((p: any) => Number(p.amount))
        expect(amountOf(withoutSale.sku)).toEqual([1.23])
        expect(amountOf(seedSale.sku)).toEqual([seedSale.sale_price])
      })

      it("names every inventory item after its product", async () => {
        const { data: items } = await getContainer()
          .resolve(ContainerRegistrationKeys.QUERY)
          .graph({ entity: "inventory_item", fields: ["title", "sku"] })
        const titleBySku = new Map(
          readCatalogue().products.flatMap((product) => product.variants.map((variant) => [variant.sku, `${product.title} ${variant.title}`] as const))
        )
        const seeded = items.filter((item: any) => titleBySku.has(item.sku))
        expect(seeded.length).toBeGreaterThan(8)
        for (const item of seeded) expect(item.title).toBe(titleBySku.get(item.sku!))
      })
    })
  },
})
