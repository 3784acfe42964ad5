import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import { seedShop } from "../../src/lib/seed/seed-shop"
import { setUpCatalogue } from "../../src/lib/seed/catalogue-setup"
import { readCatalogue } from "../../src/lib/seed/catalogue-data"
import { ensureAdminUser } from "../../src/lib/seed/admin-user"
import { LEGACY_SEED_KEYS } from "../../src/lib/seed/catalogue-products"
import { CATALOGUE_SEED_MODULE } from "../../src/modules/catalogue-seed"
import type CatalogueSeedModuleService from "../../src/modules/catalogue-seed/service"

jest.setTimeout(240 * 1000)

const HANDLE = "sea-buckthorn-oil"
const EMAIL = "seller@example.com"
const PASSWORD = "the seller's own password"

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
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
      const { status } = await api.post(`/admin/products/${product.id}`, { metadata: { ...product.metadata, benefits: sellersBenefits } }, admin)
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
        metadata: { ...product.metadata, usage: sellersUsage, seed_hash: row.data_hash, seed_images_hash: row.images_hash, seed_texts: row.texts },
      })
      await seeds.deleteSeededProducts(row.id)

      const again = await setUpCatalogue(container, setup)
      expect(again.updated).toEqual([])
      const [moved] = await products.listProducts({ handle: HANDLE })
      for (const key of LEGACY_SEED_KEYS) expect(moved.metadata).not.toHaveProperty(key)
      expect(moved.metadata?.usage).toBe(sellersUsage)
      const [restored] = await seeds.listSeededProducts({ handle: HANDLE })
      expect(restored).toMatchObject({ data_hash: row.data_hash, images_hash: row.images_hash, texts: row.texts })

      // a later catalogue change updates the product and still keeps the seller's text
      const catalogue = readCatalogue()
      catalogue.products.find((candidate) => candidate.handle === HANDLE)!.usage = "The catalogue's newer usage text."
      expect((await setUpCatalogue(container, setup, catalogue)).updated).toEqual([HANDLE])
      expect((await products.listProducts({ handle: HANDLE }))[0].metadata?.usage).toBe(sellersUsage)
    })
  },
})
