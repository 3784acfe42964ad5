import { FeatureFlag, Modules } from "@medusajs/framework/utils"
import { seedShop } from "../../src/lib/seed/seed-shop"
import { updateProductsWorkflow, updateStoresWorkflow, updateTranslationsWorkflow } from "@medusajs/medusa/core-flows"
import { TEXT_TRANSLATIONS_KEY } from "../../src/lib/product-text-translations"
import { inLanguage, placeTestOrder, shopIntegrationTestRunner, signedInByCode, storeClients } from "../test-shop"
import { waitFor } from "../chat-stand-in"
import { orderLanguage } from "../../src/lib/shop-locales"
import { orderConfirmation, type OrderConfirmationData } from "../../src/modules/email-notification/templates/order-confirmation"

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

    const RESIN = "pure-himalayan-shilajit-resin"
    const FIELDS = "title,subtitle,description,metadata,*options,*options.values,*variants,*categories"
    const readResin = async (locale?: string, header?: string) => {
      const query = locale ? `&locale=${locale}` : ""
      const options = store()
      if (header) options.headers["x-medusa-locale"] = header
      const { status, data } = await api.get(`/store/products?handle=${RESIN}&fields=${FIELDS}${query}`, options)
      expect(status).toBe(200)
      return data.products[0]
    }

    it("answers a product in German with ?locale=de and in Dutch with x-medusa-locale: its texts, option, values and category; English without", async () => {
      const german = await readResin("de")
      expect(german.title).toBe("Reines Himalaya-Shilajit-Harz")
      expect(german.subtitle).toBe("Sonnengetrocknetes Harz aus Gilgit-Baltistan, reich an Fulvinsäure und über 85 Spurenelementen.")
      expect(german.options[0].title).toBe("Gewicht")
      expect(german.categories[0].name).toBe("Shilajit")
      expect(german.categories[0].description).toBe(
        "Reines Shilajit-Harz aus dem Himalaya, in großer Höhe geerntet und von Hand gereinigt.",
      )
      expect(german.metadata.usage).toBe("Einmal täglich eine erbsengroße Portion (300-500 mg) einnehmen.")
      expect(german.metadata.how_to_use[0]).toBe("Eine erbsengroße Portion mit dem beiliegenden Löffel entnehmen.")
      expect(german.metadata.badge).toBe("Bestseller")
      expect(german.metadata[TEXT_TRANSLATIONS_KEY]).toBeUndefined()

      const dutch = await readResin(undefined, "nl")
      expect(dutch.title).toBe("Pure Himalaya Shilajit-hars")
      expect(dutch.metadata.usage).toBe("Neem eenmaal per dag een portie zo groot als een erwt (300-500 mg).")

      const english = await readResin()
      expect(english.title).toBe("Pure Himalayan Shilajit Resin")
      expect(english.options[0].title).toBe("Weight")
      expect(english.metadata.usage).toBe("Take a pea-sized portion (300-500 mg) once a day.")
      expect(english.metadata[TEXT_TRANSLATIONS_KEY]).toBeUndefined()

      const { data: sticks } = await api.get(
        `/store/products?handle=shilajit-travel-sticks&fields=*variants,*options.values&locale=de`,
        store(),
      )
      expect(sticks.products[0].variants.map((variant: { title: string }) => variant.title).sort()).toEqual(["15 Sticks", "30 Sticks"])
      const { data: categories } = await api.get("/store/product-categories?handle=essentials&fields=name&locale=fr", store())
      expect(categories.product_categories[0].name).toBe("Essentiels")
    })

    it("falls back to English for a field without a translation, and a re-seed keeps the translations the seller edited or removed", async () => {
      const container = getContainer()
      const translationModule = container.resolve(Modules.TRANSLATION)
      const [product] = await container.resolve(Modules.PRODUCT).listProducts({ handle: RESIN })
      const [german] = await translationModule.listTranslations({ reference_id: product.id, locale_code: "de" })
      // the seller, in the admin's Translations: the German title reworded, the subtitle emptied (Medusa
      // merges a translation's fields; an empty one is untranslated)
      await updateTranslationsWorkflow(container).run({
        input: { translations: [{ id: german.id, translations: { title: "Shilajit-Harz aus dem Himalaya", subtitle: "" } }] },
      })
      // and a product text's German translation emptied
      const metadata = product.metadata as Record<string, any>
      const texts = metadata[TEXT_TRANSLATIONS_KEY]
      await updateProductsWorkflow(container).run({
        input: {
          selector: { id: product.id },
          update: { metadata: { [TEXT_TRANSLATIONS_KEY]: { ...texts, de: { ...texts.de, usage: "" } } } },
        },
      })

      const edited = await readResin("de")
      expect(edited.title).toBe("Shilajit-Harz aus dem Himalaya")
      expect(edited.subtitle).toBe("Sun-dried Gilgit-Baltistan resin, rich in fulvic acid and over 85 trace minerals.")
      expect(edited.description).toContain("Unser charakteristisches Harz")
      expect(edited.metadata.usage).toBe("Take a pea-sized portion (300-500 mg) once a day.")
      expect(edited.metadata.badge).toBe("Bestseller")

      const { catalogue } = await seedShop(container)
      expect(catalogue.report.kept).toEqual(expect.arrayContaining([`${RESIN}: de title`, `${RESIN}: de subtitle`, `${RESIN}: de usage`]))
      expect(catalogue.report.changed.filter((field) => / (nl|de|fr) /.test(field))).toEqual([])
      const reseeded = await readResin("de")
      expect(reseeded.title).toBe("Shilajit-Harz aus dem Himalaya")
      expect(reseeded.subtitle).toBe("Sun-dried Gilgit-Baltistan resin, rich in fulvic acid and over 85 trace minerals.")
      expect(reseeded.metadata.usage).toBe("Take a pea-sized portion (300-500 mg) once a day.")
      // the other languages are as the seed wrote them
      expect((await readResin("fr")).subtitle).toBe(
        "Résine du Gilgit-Baltistan séchée au soleil, riche en acide fulvique et en plus de 85 oligo-éléments.",
      )
      expect(await translationModule.listTranslations({ reference_id: product.id })).toHaveLength(3)
    })

    const signedIn = (email: string) => signedInByCode(api, getContainer(), store, email)

    it("remembers the shopper's language with the order, refuses one the shop lacks, and a customer's later choice decides the next e-mail's", async () => {
      const container = getContainer()
      const [europe] = await container.resolve(Modules.REGION).listRegions({ name: "Europe" })
      const email = "lena@example.com"
      const german = () => ({ ...store(), headers: { ...store().headers, "x-medusa-locale": "de" } })
      const { order } = await placeTestOrder(api, { regionId: europe.id, email, handles: ["moringa-leaf-powder"], store: german })
      const [placed] = await container.resolve(Modules.ORDER).listOrders({ id: order.id })
      expect(placed.locale).toBe("de")
      expect(orderLanguage(placed)).toBe("de")
      // its confirmation e-mail in German
      const [confirmation] = await waitFor(async () => {
        const sent = await container
          .resolve(Modules.NOTIFICATION)
          .listNotifications({ resource_id: order.id, template: "order-confirmation" })
        return sent.length ? sent : null
      })
      const mail = orderConfirmation(confirmation.data as OrderConfirmationData)
      expect(mail.subject).toBe(`Example Brand: Bestellung #${placed.display_id} bestätigt`)
      expect(mail.text).toContain("Vielen Dank für Ihre Bestellung!")
      expect(mail.text).toContain("Zwischensumme: ")
      expect(mail.text).toContain("Ihr Widerrufsrecht")
      expect(mail.html).toContain("Sie können diesen Kauf binnen 14 Tagen nach Erhalt ohne Angabe von Gründen widerrufen")

      const spanish = await api.post("/store/carts", { region_id: europe.id, locale: "es" }, store())
      expect(spanish.status).toBe(400)
      expect(spanish.data.message).toBe('The language "es" is not one of the shop\'s: en, nl, de, fr.')
      const { data: dutch } = await api.post("/store/carts", { region_id: europe.id, locale: "NL" }, store())
      expect(dutch.cart.locale).toBe("nl")
      // a page's language the store does not have (x-medusa-locale) is no refusal: the cart keeps its own
      const fromSpanishPage = await api.post(`/store/carts/${dutch.cart.id}`, { email }, inLanguage(store, "es")())
      expect([fromSpanishPage.status, fromSpanishPage.data.cart?.locale]).toEqual([200, "nl"])
      const fromGermanPage = await api.post(`/store/carts/${dutch.cart.id}`, { email }, inLanguage(store, "de")())
      expect([fromGermanPage.status, fromGermanPage.data.cart?.locale]).toEqual([200, "de"])

      const customer = await signedIn(email)
      const refused = await api.post("/store/account/me/language", { locale: "xx" }, customer())
      expect(refused.status).toBe(400)
      expect(refused.data.message).toBe('The language "xx" is not one of the shop\'s: en, nl, de, fr.')
      expect((await api.post("/store/account/me/language", {}, customer())).status).toBe(400)
      const chosen = await api.post("/store/account/me/language", { locale: "fr" }, customer())
      expect(chosen.status).toBe(200)
      expect(chosen.data).toEqual({ language: { locale: "fr" } })
      const [account] = await container.resolve(Modules.CUSTOMER).listCustomers({ email, has_account: true })
      // the order placed in German: its next e-mail in French, chosen since
      expect(orderLanguage(placed, account)).toBe("fr")
      // an order placed in Dutch after the choice stays Dutch
      expect(orderLanguage({ locale: "nl", created_at: new Date(Date.now() + 60_000) }, account)).toBe("nl")
    })
  },
})
