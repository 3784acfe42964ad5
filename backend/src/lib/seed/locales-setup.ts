import { MedusaContainer } from "@medusajs/framework/types"
import { FeatureFlag, Modules } from "@medusajs/framework/utils"
import { updateStoresWorkflow } from "@medusajs/medusa/core-flows"
import { CATALOGUE_SEED_MODULE } from "../../modules/catalogue-seed"
import type CatalogueSeedModuleService from "../../modules/catalogue-seed/service"
import { SHOP_LOCALES } from "../shop-locales"
import { fieldFingerprint } from "./seller-edits"

/** The seed's record of having given the store its languages. */
const STORE_LOCALES_SETTING = "store locales"

/** Whether Medusa's Translation Module is on (MEDUSA_FF_TRANSLATION): without it the shop is in English only. */
export const translationsEnabled = () => FeatureFlag.isFeatureEnabled("translation")

/**
 * The shop's languages (SHOP_LOCALES) as Medusa's locales, and as the store's supported locales.
 * The locales are added where missing (Medusa's own list has only regional ones, "de-DE"); the
 * store gets them once: a language the seller removed in the admin afterwards stays removed, and
 * one the seller added stays. Answers the store's locale codes after the seed.
 */
export async function ensureStoreLocales(container: MedusaContainer): Promise<string[]> {
  if (!translationsEnabled()) return []
  const translation = container.resolve(Modules.TRANSLATION)
  const codes = SHOP_LOCALES.map((locale) => locale.code)
  const existing = new Set((await translation.listLocales({ code: codes })).map((locale) => locale.code))
  const missing = SHOP_LOCALES.filter((locale) => !existing.has(locale.code))
  if (missing.length) await translation.createLocales(missing.map((locale) => ({ code: locale.code, name: locale.name })))

  const stores = container.resolve(Modules.STORE)
  const [store] = await stores.listStores({}, { relations: ["supported_locales"] })
  const current = (store.supported_locales ?? []).map((locale) => locale.locale_code)
  const seeds: CatalogueSeedModuleService = container.resolve(CATALOGUE_SEED_MODULE)
  const [seeded] = await seeds.listSeededSettings({ key: STORE_LOCALES_SETTING })
  if (seeded) return current
  const wanted = [...current, ...codes.filter((code) => !current.includes(code))]
  if (wanted.length !== current.length) {
    await updateStoresWorkflow(container).run({
      input: { selector: { id: store.id }, update: { supported_locales: wanted.map((locale_code) => ({ locale_code })) } },
    })
  }
  await seeds.createSeededSettings({ key: STORE_LOCALES_SETTING, hash: fieldFingerprint(codes) })
  return wanted
}
