import { Modules } from "@medusajs/framework/utils"
import { seedShop } from "../../src/lib/seed/seed-shop"
import { setUpCatalogue } from "../../src/lib/seed/catalogue-setup"
import { readCatalogue } from "../../src/lib/seed/catalogue-data"
import { ensureAdminUser } from "../../src/lib/seed/admin-user"
import { LEGACY_SEED_KEYS } from "../../src/lib/seed/catalogue-products"
import { CATALOGUE_SEED_MODULE } from "../../src/modules/catalogue-seed"
import type CatalogueSeedModuleService from "../../src/modules/catalogue-seed/service"
import { ensureSubscriptionPromotion, SUBSCRIPTION_PROMOTION_CODE } from "../../src/lib/subscription-promotion"
import { DISCOUNT_PERCENT } from "../../src/lib/shop-constants"
import { firstVariantOf, sellerSession, shopIntegrationTestRunner, storeClients } from "../test-shop"

jest.setTimeout(240 * 1000)

const HANDLE = "sea-buckthorn-oil"
const EMAIL = "seller@example.com"
const PASSWORD = "the seller's own password"

shopIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let publishableKey = ""
    const clients = storeClients(() => publishableKey, "10.0.21")
    const store = clients.options
    beforeEach(clients.next)

    it("keeps a product text the seller edited in the admin through re-seeds, and updates the texts the seller left alone", async () => {
      const container = getContainer()
      const { setup } = await seedShop(container)
      await ensureAdminUser(container, EMAIL, PASSWORD)
      const { data: login } = await api.post("/auth/user/emailpass", { email: EMAIL, password: PASSWORD })
      const admin = { headers: { authorization: `Bearer ${login.token}` } }
      const products = container.resolve(Modules.PRODUCT)
      const metadataOf = async () => (await products.listProducts({ handle: HANDLE }))[0].metadata as Record<string, any>

      // what the widget sends: the product's metadata with the edited text
      const [product] = await products.listProducts({ handle: HANDLE })
      const sellersBenefits = ["Cold-pressed in small batches", "The seller's own wording"]
      const { status } = await api.post(
        `/admin/products/${product.id}`,
        { metadata: { ...product.metadata, benefits: sellersBenefits } },
        admin,
      )
      expect(status).toBe(200)

      // the catalogue changes the same product's description and texts, and is seeded again
      const catalogue = readCatalogue()
      const entry = catalogue.products.find((candidate) => candidate.handle === HANDLE)!
      entry.description = `${entry.description} Now in a new bottle.`
      entry.benefits = ["The catalogue's new benefit"]
      entry.usage = "The catalogue's new usage text."
      expect((await setUpCatalogue(container, setup, catalogue)).updated).toEqual([HANDLE])

      const after = await metadataOf()
      expect(after.benefits).toEqual(sellersBenefits)
      // the seed's bookkeeping is in its own table, not in the metadata the seller sees in the admin
      for (const key of LEGACY_SEED_KEYS) expect(after).not.toHaveProperty(key)
      expect(after.usage).toBe("The catalogue's new usage text.")
      expect((await products.listProducts({ handle: HANDLE }))[0].description).toMatch(/Now in a new bottle\.$/)

      // and again: an edited text stays the seller's
      entry.description = `${entry.description} Twice.`
      await setUpCatalogue(container, setup, catalogue)
      expect((await metadataOf()).benefits).toEqual(sellersBenefits)
    })

    it("moves the fingerprints of a shop seeded before out of the product's metadata, keeping the seller's texts", async () => {
      const container = getContainer()
      const { setup } = await seedShop(container)
      const products = container.resolve(Modules.PRODUCT)
      const seeds = container.resolve<CatalogueSeedModuleService>(CATALOGUE_SEED_MODULE)
      const [product] = await products.listProducts({ handle: HANDLE })
      const [row] = await seeds.listSeededProducts({ handle: HANDLE })
      expect(row).toMatchObject({ data_hash: expect.any(String), images_hash: expect.any(String) })

      // as the seed left a product before: the fingerprints in the metadata, a text edited by the seller
      const sellersUsage = "The seller's own usage text."
      await products.updateProducts(product.id, {
        metadata: {
          ...product.metadata,
          usage: sellersUsage,
          seed_hash: row.data_hash,
          seed_images_hash: row.images_hash,
          seed_texts: row.fields,
        },
      })
      await seeds.deleteSeededProducts(row.id)

      const again = await setUpCatalogue(container, setup)
      expect(again.updated).toEqual([])
      const [moved] = await products.listProducts({ handle: HANDLE })
      for (const key of LEGACY_SEED_KEYS) expect(moved.metadata).not.toHaveProperty(key)
      expect(moved.metadata?.usage).toBe(sellersUsage)
      const [restored] = await seeds.listSeededProducts({ handle: HANDLE })
      expect(restored).toMatchObject({ data_hash: row.data_hash, images_hash: row.images_hash, fields: row.fields })

      // a later catalogue change of that text writes nothing, and the report names the seller's text it kept
      const catalogue = readCatalogue()
      catalogue.products.find((candidate) => candidate.handle === HANDLE)!.usage = "The catalogue's newer usage text."
      const later = await setUpCatalogue(container, setup, catalogue)
      expect(later.updated).toEqual([])
      expect(later.report.kept).toEqual([`${HANDLE}: usage`])
      expect((await products.listProducts({ handle: HANDLE }))[0].metadata?.usage).toBe(sellersUsage)
    })

    it("switches a product's subscription flag from the admin: the discount, the Store API and a re-seed follow", async () => {
      const container = getContainer()
      const { setup } = await seedShop(container)
      publishableKey = setup.publishableKey
      const [europe] = await container.resolve(Modules.REGION).listRegions({ name: "Europe" })
      const admin = await sellerSession(api, container)
      const [product] = await container.resolve(Modules.PRODUCT).listProducts({ handle: HANDLE })
      const path = `/admin/products/${product.id}/subscription`
      const variantId = await firstVariantOf(api, HANDLE, store)

      /** A new cart of one unit of the product: its subtotal, discount and promotion codes. */
      async function cartLine() {
        const { data } = await api.post("/store/carts", { region_id: europe.id, items: [{ variant_id: variantId, quantity: 1 }] }, store())
        const { cart } = data
        return {
          subtotal: cart.item_subtotal as number,
          discount: cart.discount_total as number,
          codes: cart.promotions.map((promotion: { code: string }) => promotion.code),
        }
      }
      const storeSubscription = async () =>
        (await api.get(`/store/products?handle=${HANDLE}&fields=id,metadata`, store())).data.products[0].metadata?.subscription ?? null

      // a one-time product: no discount, and the admin's switch reads off with the published rate
      expect((await api.get(path, admin)).data).toEqual({ product_id: product.id, subscription: false, discount_percent: DISCOUNT_PERCENT })
      expect((await cartLine()).discount).toBe(0)

      // switched on: the cart line gets the 17%, the Store API reads it as a monthly subscription
      const on = await api.post(path, { subscription: true }, admin)
      expect(on.status).toBe(200)
      expect(on.data).toEqual({ product_id: product.id, subscription: true, discount_percent: DISCOUNT_PERCENT })
      const discounted = await cartLine()
      expect(discounted.codes).toEqual([SUBSCRIPTION_PROMOTION_CODE])
      expect(discounted.discount).toBeCloseTo((discounted.subtotal * DISCOUNT_PERCENT) / 100, 2)
      expect(await storeSubscription()).toEqual({ interval: "month", interval_count: 1 })

      // a re-seed (the catalogue changed this product, which it sells one-time) keeps the seller's choice
      const catalogue = readCatalogue()
      const entry = catalogue.products.find((candidate) => candidate.handle === HANDLE)!
      expect(entry.subscription).toBeNull()
      entry.description = `${entry.description} Re-seeded.`
      expect((await setUpCatalogue(container, setup, catalogue)).updated).toEqual([HANDLE])
      expect(await ensureSubscriptionPromotion(container)).toBe("unchanged")
      expect((await api.get(path, admin)).data.subscription).toBe(true)
      expect((await cartLine()).codes).toEqual([SUBSCRIPTION_PROMOTION_CODE])

      // switched off: no discount, one-time again; and a re-seed keeps that too
      expect((await api.post(path, { subscription: false }, admin)).data.subscription).toBe(false)
      expect(await cartLine()).toMatchObject({ discount: 0, codes: [] })
      expect(await storeSubscription()).toBeNull()
      entry.description = `${entry.description} Twice.`
      await setUpCatalogue(container, setup, catalogue)
      expect((await api.get(path, admin)).data.subscription).toBe(false)

      // two switches at once: the promotion's product list ends with both (one switch at a time)
      const others = await container.resolve(Modules.PRODUCT).listProducts({ handle: ["moringa-leaf-powder", "ashwagandha-root-powder"] })
      const answers = await Promise.all(
        others.map((other) => api.post(`/admin/products/${other.id}/subscription`, { subscription: true }, admin)),
      )
      expect(answers.map((answer) => answer.status)).toEqual([200, 200])
      expect(await ensureSubscriptionPromotion(container)).toBe("unchanged")

      // bad input: 400 with a message; an unknown product: 404; no seller: 401
      for (const body of [{}, { subscription: "yes" }, { subscription: true, extra: 1 }]) {
        const refused = await api.post(path, body, admin)
        expect(refused.status).toBe(400)
        expect(refused.data.message).toEqual(expect.any(String))
      }
      expect((await api.post("/admin/products/prod_unknown/subscription", { subscription: true }, admin)).status).toBe(404)
      expect((await api.post(path, { subscription: true }, { validateStatus: () => true })).status).toBe(401)
    })
  },
})
