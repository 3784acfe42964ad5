import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, normalizeLocale } from "@medusajs/framework/utils"

/**
 * The shop's languages: the store's locales in Medusa's Translation Module, each by its BCP 47 code
 * and its own name (what a language switcher shows). English is the catalogue's own language: the
 * texts a product, an e-mail or a document has without a translation.
 */
export const SHOP_LOCALES = [
  { code: "en", name: "English" },
  { code: "nl", name: "Nederlands" },
  { code: "de", name: "Deutsch" },
  { code: "fr", name: "Français" },
] as const

export type ShopLocale = (typeof SHOP_LOCALES)[number]["code"]

export const DEFAULT_LOCALE: ShopLocale = "en"

/** The languages the seed carries translations of the catalogue in: every one but the default. */
export const TRANSLATED_LOCALES = SHOP_LOCALES.map((locale) => locale.code).filter(
  (code): code is Exclude<ShopLocale, typeof DEFAULT_LOCALE> => code !== DEFAULT_LOCALE,
)

/**
 * A storefront page's path in a language: English's at its own path, a translated language's under
 * its code (/de/checkout/success), as the storefront routes them; a language the storefront has no
 * pages in (one the seller added) gets English's.
 */
export function storefrontPath(locale: string | null | undefined, path: string): string {
  const language = shopLanguageOf(locale)
  return language && language !== DEFAULT_LOCALE ? `/${language}${path}` : path
}

/** The shop's language of a locale (de-DE -> de); null for one the storefront has no pages in. */
export function shopLanguageOf(locale: string | null | undefined): ShopLocale | null {
  const language = (locale ?? "").split("-")[0]?.toLowerCase()
  return SHOP_LOCALES.find((known) => known.code === language)?.code ?? null
}

/** The store's languages as the seller has them (Medusa's supported locales): what a shopper may choose. */
export async function storeLocaleCodes(container: MedusaContainer): Promise<string[]> {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "store", fields: ["supported_locales.locale_code"], pagination: { take: 1 } }, { cache: { enable: true } })
  return (data[0]?.supported_locales ?? []).flatMap((locale) => (locale ? [locale.locale_code] : []))
}

/**
 * A shopper's language checked against the store's: the code as Medusa writes it ("de", "de-AT"),
 * or a 400 naming the languages there are.
 */
export async function checkedLocale(container: MedusaContainer, asked: string): Promise<string> {
  const locale = await storeLocaleOf(container, asked)
  if (!locale) {
    const codes = await storeLocaleCodes(container)
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `The language "${asked}" is not one of the shop's: ${codes.join(", ")}.`)
  }
  return locale
}

/** A language as Medusa writes it ("de", "de-AT") when the store has it, else null. */
export async function storeLocaleOf(container: MedusaContainer, asked: string): Promise<string | null> {
  const locale = normalizeLocale(asked.trim())
  return (await storeLocaleCodes(container)).includes(locale) ? locale : null
}

/** Where a customer's chosen language is kept: the customer's metadata, with when it was chosen. */
export const PREFERRED_LOCALE_KEY = "preferred_locale"
export const PREFERRED_LOCALE_AT_KEY = "preferred_locale_at"

type OrderForLanguage = { locale?: string | null; created_at?: Date | string | null }
type CustomerForLanguage = { metadata?: Record<string, unknown> | null } | null | undefined

/** What orderLanguage reads of an order, as Query fields of the order. */
export const ORDER_LANGUAGE_FIELDS = ["locale", "created_at", "customer.metadata"] as const

/** An order as Query returns ORDER_LANGUAGE_FIELDS. */
export type QueriedOrderLanguage = OrderForLanguage & { customer?: CustomerForLanguage }

/**
 * The language of what the shop sends about an order (its e-mails, its invoice): the shopper's when
 * the order was placed (the cart's locale, which Medusa carries to the order), unless the customer
 * chose another in the account since; English when neither is known.
 */
export function orderLanguage(order: OrderForLanguage, customer?: CustomerForLanguage): string {
  const preferred = customer?.metadata?.[PREFERRED_LOCALE_KEY]
  const chosenAt = customer?.metadata?.[PREFERRED_LOCALE_AT_KEY]
  const placedAt = order.created_at ? new Date(order.created_at).getTime() : 0
  if (typeof preferred === "string" && preferred && (!order.locale || (typeof chosenAt === "string" && Date.parse(chosenAt) > placedAt)))
    return preferred
  return order.locale || DEFAULT_LOCALE
}
