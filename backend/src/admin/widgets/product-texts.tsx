import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminProduct, DetailWidgetProps } from "@medusajs/framework/types"
import { Button, Container, Heading, Label, Tabs, Text, Textarea, toast } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { isJsonObject } from "../../lib/json-object"
import { TEXT_TRANSLATIONS_KEY } from "../../lib/product-text-translations"
import { DASHBOARD_PRODUCTS } from "../lib/dashboard-queries"
import { sdk } from "../lib/sdk"
import { useAdminAction } from "../lib/use-admin-action"

/**
 * The product texts the storefront shows beside the description, editable by the seller in English
 * and in each other language of the store (Settings > Store's locales): a text left empty in a
 * language shows the English one there. Lists are edited one item per line. A re-seed keeps a text
 * edited here (it compares with the fingerprints the seed keeps in its own table, module
 * catalogue-seed).
 */
const TEXTS = [
  { key: "badge", label: "Badge on the product's card (e.g. New; none: no badge)", list: false },
  { key: "claims", label: "Claims shown as badges (one per line; none: no claims)", list: true },
  { key: "benefits", label: "Benefits (one per line)", list: true },
  { key: "usage", label: "Usage", list: false },
  { key: "how_to_use", label: "How to use (one step per line)", list: true },
  { key: "important_info", label: "Important information (one per line)", list: true },
] as const

/** The catalogue's own language: the texts at the top of the metadata, the others' fallback. */
const CATALOGUE_LOCALE = "en"

type Texts = Record<string, string>
type Language = { code: string; name: string }

const asText = (value: unknown) => (Array.isArray(value) ? value.join("\n") : typeof value === "string" ? value : "")
const asValue = (text: string, list: boolean) =>
  list
    ? text
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean)
    : text.trim()

/** A product's texts in each language, as the fields show them. */
function textsByLanguage(metadata: Record<string, unknown> | null | undefined): Record<string, Texts> {
  const translations = isJsonObject(metadata?.[TEXT_TRANSLATIONS_KEY]) ? metadata[TEXT_TRANSLATIONS_KEY] : {}
  const textsOf = (source: Record<string, unknown>) => Object.fromEntries(TEXTS.map(({ key }) => [key, asText(source[key])]))
  return {
    [CATALOGUE_LOCALE]: textsOf(metadata ?? {}),
    ...Object.fromEntries(Object.entries(translations).flatMap(([code, texts]) => (isJsonObject(texts) ? [[code, textsOf(texts)]] : []))),
  }
}

/** The store's languages, the catalogue's first (Medusa's store answers them with the translation feature on). */
function useStoreLanguages(): Language[] {
  const { data } = useQuery({ queryKey: ["store-locales"], queryFn: () => sdk.admin.store.list() })
  const locales = data?.stores[0]?.supported_locales ?? []
  const others = locales
    .filter((entry) => entry.locale_code !== CATALOGUE_LOCALE)
    .map((entry) => ({ code: entry.locale_code, name: entry.locale?.name ?? entry.locale_code }))
  return [{ code: CATALOGUE_LOCALE, name: "English" }, ...others]
}

function ProductTextsWidget({ data: product }: DetailWidgetProps<AdminProduct>) {
  const languages = useStoreLanguages()
  const [texts, setTexts] = useState(() => textsByLanguage(product.metadata))
  const saving = useAdminAction(DASHBOARD_PRODUCTS)

  function save() {
    const valuesOf = (language: string, keepEmpty: boolean) =>
      Object.fromEntries(
        TEXTS.flatMap(({ key, list }) => {
          const value = asValue(texts[language]?.[key] ?? "", list)
          const empty = Array.isArray(value) ? value.length === 0 : value === ""
          return empty && !keepEmpty ? [] : [[key, value]]
        }),
      )
    // a language's empty field is left out, so the storefront shows the English text there; what
    // a language has beyond these fields stays
    const saved = isJsonObject(product.metadata?.[TEXT_TRANSLATIONS_KEY]) ? product.metadata[TEXT_TRANSLATIONS_KEY] : {}
    const notEdited = (language: string) =>
      Object.fromEntries(
        Object.entries(isJsonObject(saved[language]) ? saved[language] : {}).filter(([key]) => !TEXTS.some((text) => text.key === key)),
      )
    const translations = Object.fromEntries(
      Object.keys(texts)
        .filter((language) => language !== CATALOGUE_LOCALE)
        .map((language) => [language, { ...notEdited(language), ...valuesOf(language, false) }]),
    )
    saving.mutate(
      // Medusa merges the metadata's top keys: the product's other keys (its subscription switch...) stay
      {
        path: `/admin/products/${product.id}`,
        body: { metadata: { ...valuesOf(CATALOGUE_LOCALE, true), [TEXT_TRANSLATIONS_KEY]: translations } },
      },
      {
        onSuccess: () => toast.success("Product texts saved"),
        onError: (error) => toast.error(`Not saved: ${error.message}`),
      },
    )
  }

  const change = (language: string, key: string, value: string) =>
    setTexts((current) => ({ ...current, [language]: { ...current[language], [key]: value } }))

  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h2">Product texts</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          Shown on the product page. A text left empty in a language shows the English one. A re-seed keeps what you change here.
        </Text>
      </div>
      <Tabs defaultValue={CATALOGUE_LOCALE} className="px-6 py-4">
        <Tabs.List>
          {languages.map((language) => (
            <Tabs.Trigger key={language.code} value={language.code}>
              {language.name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {languages.map((language) => (
          <Tabs.Content key={language.code} value={language.code} className="flex flex-col gap-4 pt-4">
            {TEXTS.map(({ key, label, list }) => (
              <div key={key} className="flex flex-col gap-2">
                <Label htmlFor={`product-text-${language.code}-${key}`}>{label}</Label>
                <Textarea
                  id={`product-text-${language.code}-${key}`}
                  lang={language.code}
                  rows={list ? 4 : key === "badge" ? 1 : 2}
                  value={texts[language.code]?.[key] ?? ""}
                  placeholder={language.code === CATALOGUE_LOCALE ? undefined : texts[CATALOGUE_LOCALE]?.[key]}
                  onChange={(event) => change(language.code, key, event.target.value)}
                />
              </div>
            ))}
          </Tabs.Content>
        ))}
        <div className="flex justify-end pt-4">
          <Button size="small" onClick={save} isLoading={saving.isPending}>
            Save texts
          </Button>
        </div>
      </Tabs>
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "product.details.after" })

export default ProductTextsWidget
