import { FeatureFlag, Modules } from "@medusajs/framework/utils"
import { seedShop } from "../../src/lib/seed/seed-shop"
import { updateStoresWorkflow } from "@medusajs/medusa/core-flows"
import { shopIntegrationTestRunner, storeClients } from "../test-shop"

jest.setTimeout(240 * 1000)

shopIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let publishableKey = ""
    const clients = storeClients(() => publishableKey, "10.0.43")
    const store = clients.options
    beforeEach(clients.next)

    beforeAll(async () => {
      const { setup } = await seedShop(getContainer())
      publishableKey = setup.publishableKey
    })

    it("gives the store its four languages once: the Store API lists them, and a language the seller removed stays removed", async () => {
      expect(FeatureFlag.isFeatureEnabled("translation")).toBe(true)
      const { status, data } = await api.get("/store/locales", store())
      expect(status).toBe(200)
      expect(data.locales).toEqual([
        { code: "en", name: "English" },
        { code: "nl", name: "Nederlands" },
        { code: "de", name: "Deutsch" },
        { code: "fr", name: "Français" },
      ])

      const container = getContainer()
      const [shop] = await container.resolve(Modules.STORE).listStores()
      await updateStoresWorkflow(container).run({
        input: { selector: { id: shop.id }, update: { supported_locales: ["en", "nl", "de"].map((locale_code) => ({ locale_code })) } },
      })
      const { setup } = await seedShop(container)
      expect(setup.locales).toEqual(["en", "nl", "de"])
      const after = await api.get("/store/locales", store())
      expect(after.data.locales.map((locale: { code: string }) => locale.code)).toEqual(["en", "nl", "de"])
      await updateStoresWorkflow(container).run({
        input: {
          selector: { id: shop.id },
          update: { supported_locales: ["en", "nl", "de", "fr"].map((locale_code) => ({ locale_code })) },
        },
      })
    })
  },
})
