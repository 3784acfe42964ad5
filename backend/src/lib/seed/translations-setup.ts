import { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { batchTranslationsWorkflow, updateProductsWorkflow } from "@medusajs/medusa/core-flows"
import { CATALOGUE_SEED_MODULE } from "../../modules/catalogue-seed"
import type CatalogueSeedModuleService from "../../modules/catalogue-seed/service"
import { TEXT_TRANSLATIONS_KEY, TRANSLATABLE_TEXT_KEYS } from "../product-text-translations"
import type { CatalogueProduct } from "./catalogue-data"
import { type CatalogueTranslations } from "./catalogue-translations"
import { translationsEnabled } from "./locales-setup"
import { FieldLedger, type SeedReport } from "./seller-edits"

/**
 * The catalogue's translations written into the shop: titles, subtitles, descriptions, option names
 * and values, variant titles and categories as Medusa's Translation Module records (what the seller
 * edits in the admin's Translations), the shop's own product texts in the product's metadata under
 * TEXT_TRANSLATIONS_KEY. Every translated field goes through a FieldLedger like the English ones: a
 * translation the seller edited (or deleted) stays, and the report names it. Only the store's
 * languages are written (Medusa refuses a translation into another).
 */

type TranslationRecord = { id: string; reference_id: string; locale_code: string; translations: Record<string, unknown> | null }
type Writes = {
  create: { reference: string; reference_id: string; locale_code: string; translations: Record<string, unknown> }[]
  update: { id: string; translations: Record<string, unknown> }[]
}

/** Collects the writes of one entity's translation in one language, field by field through the ledger. */
function translate(
  writes: Writes,
  existing: Map<string, TranslationRecord>,
  ledger: FieldLedger,
  entity: { reference: string; id: string; label: string },
  locale: string,
  fields: Record<string, string | undefined>,
) {
  const record = existing.get(`${entity.id} ${locale}`)
  const current = record?.translations ?? {}
  const next = { ...current }
  let changed = false
  for (const [field, wanted] of Object.entries(fields)) {
    if (wanted === undefined) continue
    if (ledger.decide(`${locale} ${entity.label}${field}`, wanted, current[field] ?? undefined)) {
      next[field] = wanted
      changed = true
    }
  }
  if (!changed) return
  if (record) writes.update.push({ id: record.id, translations: next })
  else writes.create.push({ reference: entity.reference, reference_id: entity.id, locale_code: locale, translations: next })
}

async function listTranslations(container: MedusaContainer, ids: string[], locales: string[]) {
  const records = (await container
    .resolve(Modules.TRANSLATION)
    .listTranslations({ reference_id: ids, locale_code: locales })) as unknown as TranslationRecord[]
  return new Map(records.map((record) => [`${record.reference_id} ${record.locale_code}`, record]))
}

/** One catalogue product's translations into the store's languages (`locales`), through its ledger. */
export async function ensureProductTranslations(
  container: MedusaContainer,
  product: CatalogueProduct,
  translations: CatalogueTranslations,
  locales: string[],
  ledger: FieldLedger,
) {
  const languages = locales.filter((locale) => translations[locale]?.products[product.handle])
  if (!translationsEnabled() || !languages.length) return
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "product",
    fields: ["id", "metadata", "options.id", "options.values.id", "options.values.value", "variants.id", "variants.sku"],
    filters: { handle: product.handle },
  })
  const shop = data[0]
  if (!shop) return
  // the seed makes one option per product; a product with more has the seller's own, left untranslated
  const option = shop.options?.length === 1 ? shop.options[0] : null
  const values = new Map((option?.values ?? []).flatMap((value) => (value ? [[value.value, value.id] as const] : [])))
  const variants = new Map((shop.variants ?? []).flatMap((variant) => (variant?.sku ? [[variant.sku, variant.id] as const] : [])))
  const ids = [shop.id, ...(option ? [option.id] : []), ...values.values(), ...variants.values()]
  const existing = await listTranslations(container, ids, languages)
  const writes: Writes = { create: [], update: [] }
  const metadata = (shop.metadata ?? {}) as Record<string, unknown>
  const storedTexts = (metadata[TEXT_TRANSLATIONS_KEY] ?? {}) as Record<string, Record<string, unknown> | undefined>
  const texts: Record<string, Record<string, unknown>> = Object.fromEntries(
    Object.entries(storedTexts).map(([locale, byKey]) => [locale, { ...byKey }]),
  )
  let textsChanged = false

  for (const locale of languages) {
    const translation = translations[locale]!.products[product.handle]!
    const { title, subtitle, description } = translation
    translate(writes, existing, ledger, { reference: "product", id: shop.id, label: "" }, locale, { title, subtitle, description })
    if (option)
      translate(writes, existing, ledger, { reference: "product_option", id: option.id, label: "option " }, locale, {
        title: translation.option,
      })
    for (const variant of product.variants) {
      const wanted = translation.values?.[variant.title]
      const valueId = values.get(variant.title)
      if (valueId)
        translate(writes, existing, ledger, { reference: "product_option_value", id: valueId, label: `value ${variant.title} ` }, locale, {
          value: wanted,
        })
      const variantId = variants.get(variant.sku)
      if (variantId)
        translate(writes, existing, ledger, { reference: "product_variant", id: variantId, label: `variant ${variant.sku} ` }, locale, {
          title: wanted,
        })
    }
    for (const key of TRANSLATABLE_TEXT_KEYS) {
      const wanted = translation[key]
      if (wanted === undefined) continue
      if (ledger.decide(`${locale} ${key}`, wanted, texts[locale]?.[key] ?? undefined)) {
        texts[locale] = { ...texts[locale], [key]: wanted }
        textsChanged = true
      }
    }
  }
  if (writes.create.length || writes.update.length) await batchTranslationsWorkflow(container).run({ input: { ...writes, delete: [] } })
  // Medusa merges a product's metadata by key: the product's other keys stay as they are
  if (textsChanged)
    await updateProductsWorkflow(container).run({
      input: { selector: { id: shop.id }, update: { metadata: { [TEXT_TRANSLATIONS_KEY]: texts } } },
    })
}

/** The categories' translations (name, description), each field through a ledger kept with the seed's settings. */
export async function ensureCategoryTranslations(
  container: MedusaContainer,
  categoryIds: Record<string, string>,
  translations: CatalogueTranslations,
  locales: string[],
  report: SeedReport,
) {
  const languages = locales.filter((locale) => translations[locale])
  if (!translationsEnabled() || !languages.length) return
  const seeds: CatalogueSeedModuleService = container.resolve(CATALOGUE_SEED_MODULE)
  const existing = await listTranslations(container, Object.values(categoryIds), languages)
  const writes: Writes = { create: [], update: [] }
  const settings: { key: string; hash: string; id?: string }[] = []
  for (const [handle, id] of Object.entries(categoryIds)) {
    // the seed's fingerprints of the category's translated fields, as one JSON text in the setting's hash
    const key = `category ${handle} translations`
    const [seeded] = await seeds.listSeededSettings({ key })
    const ledger = new FieldLedger(`category ${handle}`, seeded ? JSON.parse(seeded.hash) : {}, report)
    for (const locale of languages) {
      const category = translations[locale]!.categories[handle]
      if (category) translate(writes, existing, ledger, { reference: "product_category", id, label: "" }, locale, category)
    }
    settings.push({ key, hash: JSON.stringify(ledger.next), id: seeded?.id })
  }
  if (writes.create.length || writes.update.length) await batchTranslationsWorkflow(container).run({ input: { ...writes, delete: [] } })
  for (const { key, hash, id } of settings) {
    if (id) await seeds.updateSeededSettings({ id, hash })
    else await seeds.createSeededSettings({ key, hash })
  }
}
