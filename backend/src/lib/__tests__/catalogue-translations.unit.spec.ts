import { readCatalogue } from "../seed/catalogue-data"
import { parseCatalogueTranslation, readCatalogueTranslations } from "../seed/catalogue-translations"
import { localizeProductTexts, TEXT_TRANSLATIONS_KEY, TRANSLATABLE_TEXT_KEYS } from "../product-text-translations"
import { TRANSLATED_LOCALES } from "../shop-locales"

describe("the catalogue's translations", () => {
  const catalogue = readCatalogue()
  const translations = readCatalogueTranslations(catalogue)

  it("translate every category and product, with every text the English catalogue has, into every language", () => {
    for (const locale of TRANSLATED_LOCALES) {
      const translation = translations[locale]!
      for (const category of catalogue.categories)
        expect([locale, Object.keys(translation.categories[category.handle] ?? {})]).toEqual([locale, ["name", "description"]])
      for (const product of catalogue.products) {
        const translated = translation.products[product.handle]
        expect([locale, product.handle, Boolean(translated)]).toEqual([locale, product.handle, true])
        for (const field of ["title", "subtitle", "description", "option", ...TRANSLATABLE_TEXT_KEYS] as const) {
          const english = product[field]
          if (english === undefined) continue
          expect([locale, product.handle, field, typeof translated![field]]).toEqual([locale, product.handle, field, typeof english])
          // a list translated item by item
          if (Array.isArray(english))
            expect([locale, product.handle, field, (translated![field] as string[]).length]).toEqual([
              locale,
              product.handle,
              field,
              english.length,
            ])
        }
      }
    }
  })

  it("fills in the shop's fixed rules as the English catalogue does, and names an entry the catalogue does not have", () => {
    expect(translations.de!.products["shilajit-monthly-subscription"]!.description).not.toContain("{discount_percent}")
    expect(translations.de!.products["shilajit-monthly-subscription"]!.benefits).toContain(
      "Kostenloser Versand ab {free_shipping_from} nach Rabatten",
    )
    expect(() => parseCatalogueTranslation({ categories: {}, products: { teas: { title: "Tee" } } }, catalogue, "de.json")).toThrow(
      "de.json: product teas is not one of the catalogue's products",
    )
    expect(() =>
      parseCatalogueTranslation(
        { categories: {}, products: { "moringa-leaf-powder": { values: { "1 kg": "1 kg" } } } },
        catalogue,
        "de.json",
      ),
    ).toThrow(`de.json: product moringa-leaf-powder: values: "1 kg" is not one of its variants' titles`)
    expect(() =>
      parseCatalogueTranslation({ categories: {}, products: { "moringa-leaf-powder": { usage: "" } } }, catalogue, "de.json"),
    ).toThrow("de.json: products.moringa-leaf-powder.usage")
  })

  it("answers a product's texts in the asked language, English where one has no translation, and never the translations themselves", () => {
    const product = {
      metadata: { usage: "Ten drops a day.", badge: "Cold Pressed", [TEXT_TRANSLATIONS_KEY]: { de: { usage: "Zehn Tropfen pro Tag." } } },
    }
    localizeProductTexts(product, "de-AT")
    expect(product.metadata).toEqual({ usage: "Zehn Tropfen pro Tag.", badge: "Cold Pressed" })
    const english = { metadata: { usage: "Ten drops a day.", [TEXT_TRANSLATIONS_KEY]: { de: { usage: "Zehn Tropfen pro Tag." } } } }
    localizeProductTexts(english, undefined)
    expect(english.metadata).toEqual({ usage: "Ten drops a day." })
  })
})
