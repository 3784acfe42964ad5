import Redis from "ioredis"
import { seededShop, shopIntegrationTestRunner } from "../test-shop"
import { ContainerRegistrationKeys, FeatureFlag, MedusaError, Modules } from "@medusajs/framework/utils"
import {
  batchPriceListPricesWorkflow,
  createProductsWorkflow,
  updateProductOptionsWorkflow,
  updateProductsWorkflow,
  updateProductVariantsWorkflow,
  updateShippingOptionsWorkflow,
} from "@medusajs/medusa/core-flows"
import { seedShop } from "../../src/lib/seed/seed-shop"
import { setUpCatalogue } from "../../src/lib/seed/catalogue-setup"
import { parseCatalogue, readCatalogue } from "../../src/lib/seed/catalogue-data"
import { EUROPE_COUNTRIES, WORLDWIDE_COUNTRIES } from "../../src/lib/shipping-countries"
import { SALE_PRICE_LIST_TITLE } from "../../src/lib/shop-constants"
import { defaultRates, TAX_REGION_COUNTRIES } from "../../src/lib/books/vat-tax-regions"
import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep } from "@medusajs/medusa/core-flows"
import { holdLockWorkflow } from "../../src/workflows/locking/hold-lock"
import { takeLocksInOrderStep } from "../../src/workflows/locking/take-locks-in-order"
import { isLockNotFree } from "../../src/workflows/locking/lock-not-free"

jest.setTimeout(240 * 1000)

/** The upgrade gate's B2 (docs/checkout-completion.md): a list of keys, Medusa's lock step and the shop's. */
type KeysInput = { keys: string[]; owner: string; timeout: number }
const medusaListLock = createWorkflow("gate-b2-medusa-list-lock", (input: KeysInput) => {
  acquireLockStep({ key: input.keys, ownerId: input.owner, timeout: input.timeout, ttl: 10, retryInterval: 0.1 })
  return new WorkflowResponse(true)
})
const shopKeysInOrder = createWorkflow("gate-b2-shop-keys-in-order", (input: KeysInput) => {
  takeLocksInOrderStep({ keys: input.keys, ownerId: input.owner, timeout: input.timeout, ttl: 10, retryInterval: 0.1 })
  return new WorkflowResponse(true)
})

const COUNTED_TABLES = [
  "product",
  "product_variant",
  "product_option_value",
  "image",
  "product_category",
  "price",
  "price_set",
  "price_list",
  "price_rule",
  "inventory_item",
  "inventory_level",
  "region",
  "region_country",
  "tax_region",
  "tax_rate",
  "shipping_option",
  "service_zone",
  "geo_zone",
  "fulfillment_set",
  "stock_location",
  "sales_channel",
  "api_key",
  "store_currency",
  "price_preference",
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
      expect(container.resolve(Modules.EVENT_BUS).constructor.name).toBe(withRedis ? "RedisEventBusService" : "LocalEventBusService")
      expect(container.resolve(Modules.CACHE).constructor.name).toBe(withRedis ? "RedisCacheService" : "InMemoryCacheService")
    })

    it("upgrade gate B2: Medusa's lock step given a list keeps what it got past a held key (Redis: every free key, in-memory: those before it); the shop's takes them in order, all or none", async () => {
      const withRedis = Boolean(process.env.REDIS_URL)
      const locking = getContainer().resolve(Modules.LOCKING)
      const stamp = Date.now()
      const [held, free] = [`gate-b2-${stamp}-a`, `gate-b2-${stamp}-b`]
      await holdLockWorkflow(getContainer()).run({ input: { key: held, owner: "gate-b2-other", timeout: 0, ttl: 30 } })
      try {
        // a single try (timeout 0) at [held, free]: the step fails; Redis took `free` beside it, in-memory stopped at `held`
        const medusa = await medusaListLock(getContainer()).run({
          input: { keys: [held, free], owner: "gate-b2-medusa", timeout: 0 },
          throwOnError: false,
        })
        expect(medusa.errors).toHaveLength(1)
        expect(await locking.release(free, { ownerId: "gate-b2-medusa" })).toBe(withRedis)
        // so two lists that share two keys can hold one each and wait for the other (on Redis); the shop's step holds none when it fails
        const shop = await shopKeysInOrder(getContainer()).run({
          input: { keys: [held, free], owner: "gate-b2-shop", timeout: 0 },
          throwOnError: false,
        })
        expect(shop.errors).toHaveLength(1)
        expect(await locking.release(free, { ownerId: "gate-b2-shop" })).toBe(false)
        // ... and one that waits for the first of its keys holds nothing meanwhile: the holder of that key takes the rest at once
        const waiting = shopKeysInOrder(getContainer()).run({
          input: { keys: [free, held], owner: "gate-b2-waiting", timeout: 20 },
          throwOnError: false,
        })
        const holder = await shopKeysInOrder(getContainer()).run({
          input: { keys: [free, held], owner: "gate-b2-other", timeout: 5 },
          throwOnError: false,
        })
        expect(holder.errors).toEqual([])
        await locking.release([held, free], { ownerId: "gate-b2-other" })
        expect((await waiting).errors).toEqual([])
        await locking.release([held, free], { ownerId: "gate-b2-waiting" })
      } finally {
        await locking.releaseAll({ ownerId: "gate-b2-other" })
      }
    })

    it("upgrade gate B9: the app's Locking Module fails a key another holds with the shop's lock_not_free (Medusa's provider's CONFLICT as its cause on Redis), in acquire, in Medusa's lock step and in execute's wait; every other failure as it came", async () => {
      const locking = getContainer().resolve(Modules.LOCKING)
      const stamp = Date.now()
      const [key, free, other] = [`gate-b9-${stamp}`, `gate-b9-${stamp}-free`, `gate-b9-${stamp}-other`]
      const failureOf = (attempt: Promise<unknown>) =>
        attempt.then(
          () => "no failure",
          (error: any) => error,
        )
      await holdLockWorkflow(getContainer()).run({ input: { key, owner: "gate-b9-holder", timeout: 0, ttl: 30 } })
      try {
        if (process.env.REDIS_URL) {
          // with Redis the lock is Medusa's Redis provider's, under its prefix, where every server sees it
          const redis = new Redis(process.env.REDIS_URL)
          try {
            expect(await redis.get(`medusa_lock:${key}`)).toBe("gate-b9-holder")
          } finally {
            redis.disconnect()
          }
        }
        // the provider's own acquire: a held key fails at once, typed, Medusa's Redis provider's CONFLICT kept as the cause
        const failure = await failureOf(locking.acquire(key, { ownerId: "gate-b9-other", expire: 5 }))
        expect(isLockNotFree(failure)).toBe(true)
        expect(MedusaError.isMedusaError(failure.cause) && failure.cause.type).toBe(MedusaError.Types.CONFLICT)
        // Medusa's acquireLockStep tries until its wait runs out, then fails with the provider's last failure
        const step = await holdLockWorkflow(getContainer()).run({
          input: { key, owner: "gate-b9-step", timeout: 0.3, ttl: 5, retryInterval: 0.1 },
          throwOnError: false,
        })
        expect(step.errors.map(({ error }) => isLockNotFree(error))).toEqual([true])
        // execute (Medusa's inventory steps) waits for a held key, then fails typed without running its job
        let ran = false
        const waited = await failureOf(locking.execute(key, async () => (ran = true), { timeout: 1 }))
        expect([isLockNotFree(waited), MedusaError.isMedusaError(waited.cause) && waited.cause.type, ran]).toEqual([
          true,
          MedusaError.Types.CONFLICT,
          false,
        ])
        // the job's own failure, a CONFLICT too, is handed on as it came
        const jobConflict = new MedusaError(MedusaError.Types.CONFLICT, "the job's own conflict")
        expect(await failureOf(locking.execute(other, async () => Promise.reject(jobConflict)))).toBe(jobConflict)
        // a free key is taken and given back through it as through Medusa's
        await locking.acquire(free, { ownerId: "gate-b9-other", expire: 5 })
        expect(await locking.release(free, { ownerId: "gate-b9-other" })).toBe(true)
      } finally {
        await locking.releaseAll({ ownerId: "gate-b9-holder" })
      }
    })

    it("creates the two regions with exactly the 41 shipping countries, each in one region", async () => {
      const { data } = await api.get("/store/regions?fields=name,currency_code,*countries", storeHeaders())
      const byName = Object.fromEntries(data.regions.map((region: any) => [region.name, region.countries.map((c: any) => c.iso_2).sort()]))
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
        input: [
          {
            id: option.id,
            prices: [
              { currency_code: "eur", amount: 5.95 },
              { currency_code: "eur", amount: 0, rules: [{ attribute: "item_total", operator: "gte", value: 60 }] },
            ],
          },
        ],
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
        storeHeaders(),
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
          storeHeaders(),
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
      const { data } = await api.get("/store/products?handle=gold-grade-shilajit-resin&fields=id,*images,thumbnail", storeHeaders())
      // the Store API answers the seed's photos at the backend's public address (cart-input's
      // "photos" test covers every answer); what is stored is their path, served from the data folder
      const answered = data.products[0].images[0].url
      expect(answered).toMatch(/^https?:\/\/[^/]+\/uploads\/\d+-gold-grade-shilajit-resin-gold-grade-1\.jpg$/)
      expect(data.products[0].thumbnail).toBe(answered)
      const [stored] = await getContainer()
        .resolve(Modules.PRODUCT)
        .listProducts({ id: data.products[0].id }, { relations: ["images"] })
      expect(stored.images.map((image) => image.url)).toContain(new URL(answered).pathname)
      const image = await api.get(new URL(answered).pathname, { responseType: "arraybuffer" })
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
          storeHeaders(),
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
              : product,
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

      it("keeps the sale prices a seller added to the sale list, and her change to one of the seed's", async () => {
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
        const seedSale = readCatalogue()
          .products.flatMap((p) => p.variants)
          .find((v) => v.sale_price !== undefined)!
        const withoutSale = readCatalogue()
          .products.flatMap((p) => p.variants)
          .find((v) => v.sale_price === undefined)!
        const { data: variants } = await query.graph({
          entity: "product_variant",
          fields: ["id", "sku"],
          filters: { sku: [withoutSale.sku, seedSale.sku] },
        })
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
        const amountOf = (sku: string) =>
          lists[0].prices.filter((p: any) => p.price_set.variant.sku === sku).map((p: any) => Number(p.amount))
        expect(amountOf(withoutSale.sku)).toEqual([1.23])
        expect(amountOf(seedSale.sku)).toEqual([0.5])
      })

      it("never reverts the seller: a changed sale price, a deleted sale, her description and regular price stay through two seeds, and the report names each", async () => {
        const container = getContainer()
        const query = container.resolve(ContainerRegistrationKeys.QUERY)
        const { setup } = await seedShop(container)
        const catalogue = readCatalogue()
        const resin = catalogue.products.find((product) => product.handle === "pure-himalayan-shilajit-resin")!
        const resinSale = resin.variants.find((variant) => variant.sale_price !== undefined)!
        // a second sale of the seed's: on moringa's first weight
        const moringa = catalogue.products.find((product) => product.handle === "moringa-leaf-powder")!
        const moringaVariant = moringa.variants[0]
        moringaVariant.sale_price = Math.round((moringaVariant.price - 2) * 100) / 100
        const seeded = await setUpCatalogue(container, setup, catalogue)
        expect(seeded.report.changed).toEqual([`moringa-leaf-powder: variant ${moringaVariant.sku} sale price`])

        const salePrices = async () => {
          const { data } = await query.graph({
            entity: "price_list",
            fields: ["id", "prices.id", "prices.amount", "prices.price_set.variant.sku"],
            filters: { title: SALE_PRICE_LIST_TITLE },
          })
          return {
            listId: data[0].id,
            prices: (data[0].prices ?? []).map((price) => ({
              id: price!.id,
              amount: Number(price!.amount),
              sku: price!.price_set?.variant?.sku,
            })),
          }
        }
        const { data: variants } = await query.graph({
          entity: "product_variant",
          fields: ["id", "sku", "product_id"],
          filters: { sku: [resinSale.sku, moringaVariant.sku] },
        })
        const variantOf = (sku: string) => variants.find((variant) => variant.sku === sku)!
        const { listId, prices } = await salePrices()
        const priceOf = (sku: string) => prices.find((price) => price.sku === sku)!
        // the seller: 49.99 -> 47.99 on the resin's sale, moringa's sale deleted, her own description, moringa's regular price
        await batchPriceListPricesWorkflow(container).run({
          input: {
            data: {
              id: listId,
              create: [],
              update: [{ id: priceOf(resinSale.sku).id, variant_id: variantOf(resinSale.sku).id, amount: 47.99, currency_code: "eur" }],
              delete: [priceOf(moringaVariant.sku).id],
            },
          },
        })
        await updateProductsWorkflow(container).run({
          input: { selector: { id: variantOf(resinSale.sku).product_id! }, update: { description: "Her own description." } },
        })
        const herRegularPrice = moringaVariant.price + 2
        await updateProductVariantsWorkflow(container).run({
          input: {
            product_variants: [{ id: variantOf(moringaVariant.sku).id, prices: [{ currency_code: "eur", amount: herRegularPrice }] }],
          },
        })
        // and the catalogue's entry of moringa changes meanwhile
        moringa.subtitle = "A subtitle new in the catalogue."

        for (const run of [1, 2]) {
          const { report } = await setUpCatalogue(container, setup, catalogue)
          expect(report.changed).toEqual(run === 1 ? ["moringa-leaf-powder: subtitle"] : [])
          expect([...report.kept].sort()).toEqual(
            [
              `moringa-leaf-powder: variant ${moringaVariant.sku} price`,
              `moringa-leaf-powder: variant ${moringaVariant.sku} sale price`,
              "pure-himalayan-shilajit-resin: description",
              `pure-himalayan-shilajit-resin: variant ${resinSale.sku} sale price`,
            ].sort(),
          )
        }
        const after = await salePrices()
        expect(after.prices.filter((price) => price.sku === resinSale.sku).map((price) => price.amount)).toEqual([47.99])
        expect(after.prices.filter((price) => price.sku === moringaVariant.sku)).toEqual([])
        const { data: products } = await query.graph({
          entity: "product",
          fields: [
            "handle",
            "subtitle",
            "description",
            "variants.sku",
            "variants.price_set.prices.amount",
            "variants.price_set.prices.price_list_id",
          ],
          filters: { handle: ["pure-himalayan-shilajit-resin", "moringa-leaf-powder"] },
        })
        const product = (handle: string) => products.find((candidate) => candidate.handle === handle)!
        expect(product("pure-himalayan-shilajit-resin").description).toBe("Her own description.")
        expect(product("moringa-leaf-powder").subtitle).toBe("A subtitle new in the catalogue.")
        const regular = product("moringa-leaf-powder")
          .variants?.find((variant) => variant?.sku === moringaVariant.sku)
          ?.price_set?.prices?.filter((price) => !price?.price_list_id)
        expect(regular?.map((price) => Number(price?.amount))).toEqual([herRegularPrice])
      })

      it("names each product's option as its catalogue entry does (Weight by default), and keeps the seller's rename through two seeds", async () => {
        const container = getContainer()
        const query = container.resolve(ContainerRegistrationKeys.QUERY)
        const { setup } = await seedShop(container)
        const optionsOf = async () => {
          const { data } = await query.graph({
            entity: "product",
            fields: ["handle", "options.id", "options.title", "options.values.value"],
            filters: { handle: ["pure-himalayan-shilajit-resin", "moringa-leaf-powder"] },
          })
          return new Map(data.map((product) => [product.handle, product.options ?? []]))
        }
        const before = await optionsOf()
        expect(before.get("moringa-leaf-powder")?.map((option) => option?.title)).toEqual(["Weight"])
        // the seller renames the resin's option; the catalogue names moringa's "Pack"
        const resinOption = before.get("pure-himalayan-shilajit-resin")![0]!
        await updateProductOptionsWorkflow(container).run({ input: { selector: { id: resinOption.id }, update: { title: "Jar" } } })
        const catalogue = readCatalogue()
        const moringa = catalogue.products.find((product) => product.handle === "moringa-leaf-powder")!
        moringa.option = "Pack"
        // and a new weight of the resin comes under her name for the option
        const resin = catalogue.products.find((product) => product.handle === "pure-himalayan-shilajit-resin")!
        resin.variants.push({ title: "60 g", sku: "SHI-RES-60-OPTION", price: 99.95, stock: 5 })
        for (const run of [1, 2]) {
          const { report } = await setUpCatalogue(container, setup, catalogue)
          expect(report.changed.filter((field) => field.includes("option"))).toEqual(run === 1 ? ["moringa-leaf-powder: option name"] : [])
          expect(report.kept.filter((field) => field.includes("option"))).toEqual(["pure-himalayan-shilajit-resin: option name"])
        }
        const after = await optionsOf()
        expect(after.get("moringa-leaf-powder")?.map((option) => option?.title)).toEqual(["Pack"])
        expect(after.get("pure-himalayan-shilajit-resin")?.map((option) => option?.title)).toEqual(["Jar"])
        expect(after.get("pure-himalayan-shilajit-resin")?.[0]?.values?.map((value) => value?.value)).toContain("60 g")

        // the schema: the option's name must be a text, and its error names the file, product and field
        const broken = {
          ...readCatalogue(),
          products: readCatalogue().products.map((product) =>
            product.handle === "moringa-leaf-powder" ? { ...product, option: "" } : product,
          ),
        }
        expect(() => parseCatalogue(broken, "catalogue.json")).toThrow(
          "catalogue.json: product moringa-leaf-powder: option must be a non-empty text",
        )
      })

      it("names every inventory item after its product", async () => {
        const { data: items } = await getContainer()
          .resolve(ContainerRegistrationKeys.QUERY)
          .graph({ entity: "inventory_item", fields: ["title", "sku"] })
        const titleBySku = new Map(
          readCatalogue().products.flatMap((product) =>
            product.variants.map((variant) => [variant.sku, `${product.title} ${variant.title}`] as const),
          ),
        )
        const seeded = items.filter((item: any) => titleBySku.has(item.sku))
        expect(seeded.length).toBeGreaterThan(8)
        for (const item of seeded) expect(item.title).toBe(titleBySku.get(item.sku!))
      })
    })

    it("gives each EU country its own standard VAT rate; a re-seed moves the rates it set itself and keeps the ones the seller changed", async () => {
      const container = getContainer()
      const rates = async () => {
        const current = await defaultRates(container, TAX_REGION_COUNTRIES)
        return (country: string) => current.get(country)!
      }
      const seeded = await rates()
      expect(TAX_REGION_COUNTRIES.length).toBe(50)
      expect([seeded("nl").rate, seeded("de").rate, seeded("fr").rate, seeded("fi").rate, seeded("lu").rate, seeded("us").rate]).toEqual([
        21, 19, 20, 25.5, 17, 0,
      ])
      const tax = container.resolve(Modules.TAX)
      // France as the seed before VAT by country left it (Dutch 21%, no mark), Germany as the seller set it
      // (Medusa merges metadata: an empty value removes the key)
      await tax.updateTaxRates(seeded("fr").id, { rate: 21, metadata: { shop_written_rate: "" } })
      await tax.updateTaxRates(seeded("de").id, { rate: 19.5 })
      const before = await countRows()
      await seedShop(container)
      const after = await rates()
      expect([after("fr").rate, after("de").rate, after("nl").rate]).toEqual([20, 19.5, 21])
      expect(await countRows()).toEqual(before)
    })
  },
})
