import {
  addressFormat,
  addressProblemKinds,
  countryName,
  POSTAL_ADDRESS_FIELDS,
  regionCode,
  type AddressFormat,
  type PostalAddress,
} from "order-summary/addresses"
import { formMessage, useFormText, type FormMessage } from "./form-message"
import { useLocale } from "~/i18n/i18n"
import { intlLocale } from "~/i18n/locales"
import { useShopRules } from "./shop-rules"

/** The fields of a postal address as the checkout and the account ask for them (Medusa's names). */
export const ADDRESS_FIELDS = [...POSTAL_ADDRESS_FIELDS, "phone"] as const

export type AddressField = (typeof ADDRESS_FIELDS)[number]
export type AddressValues = Record<AddressField, string>

/** A text field of an address; `label`: its message (key and values), put into the page's language where shown. */
export type AddressTextField = { name: AddressField; label: FormMessage; type?: string; autoComplete: string; optional?: boolean }

/** The label of an address field that is the same in every country (form.address.<field>). */
export const addressLabel = (field: AddressField | "country") => formMessage(`form.address.${field}`)

/** The label of a country's subdivision field (State, Province…). */
export const regionLabel = (region: NonNullable<AddressFormat["region"]>) => formMessage("form.address.region", { type: region.type })

/**
 * What is wrong with an address for its country (addressProblemKinds), per field, as messages for the
 * page's language: the postal code's and the subdivision's rules.
 */
export function addressProblemMessages(address: PostalAddress, options?: { complete?: boolean }): Record<string, FormMessage> {
  const { postal_code: postal, province } = addressProblemKinds(address, options)
  const problems: Record<string, FormMessage> = {}
  if (postal?.kind === "none")
    problems.postal_code = formMessage("form.address.postalCode.none", { country: countryMessage(postal.country) })
  else if (postal?.kind === "invalid")
    problems.postal_code = formMessage("form.address.postalCode.invalid", { name: postal.name, example: postal.example ?? "" })
  else if (postal) problems.postal_code = formMessage("form.address.postalCode.missing", { name: postal.name })
  if (province) problems.province = formMessage(`form.address.region.${province.kind}`, { type: province.type })
  return problems
}

/**
 * A country's name as a message (countries.json: the shop's countries in each language, English
 * as order-summary's countryName); a country the seller added reads its English name.
 */
export const countryMessage = (code: string): FormMessage => ({ key: `country.${code.toUpperCase()}`, english: countryName(code) })

/** The countries of Medusa's regions (or those of `only`), by name in the page's language. */
export function useCountryOptions(only?: readonly string[]) {
  const codes = useShopRules()?.shippingCountries ?? []
  const text = useFormText()
  const collation = intlLocale(useLocale())
  return codes
    .filter((code) => !only || only.includes(code))
    .map((code) => ({ code, name: text(countryMessage(code)) ?? countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, collation))
}

/** The fields of the address as its country writes it: the postal code named as there, a state or province where it is needed. */
export function textFieldsFor(format: AddressFormat): { beforeRegion: AddressTextField[]; afterRegion: AddressTextField[] } {
  const postal = format.postalCode
  return {
    beforeRegion: [
      { name: "company", label: addressLabel("company"), autoComplete: "organization", optional: true },
      { name: "address_1", label: addressLabel("address_1"), autoComplete: "address-line1" },
      { name: "address_2", label: addressLabel("address_2"), autoComplete: "address-line2", optional: true },
      { name: "city", label: addressLabel("city"), autoComplete: "address-level2" },
    ],
    afterRegion: [
      ...(postal
        ? [
            {
              name: "postal_code" as const,
              label: formMessage("form.address.postalCode", { name: postal.name }),
              autoComplete: "postal-code",
              optional: !postal.required,
            },
          ]
        : []),
      { name: "phone", label: addressLabel("phone"), type: "tel", autoComplete: "tel", optional: true },
    ],
  }
}

/** An address with one field changed: a state of the country left behind, or a postal code where the new country has none, is cleared. */
export function withAddressChange<T extends Pick<AddressValues, "country_code" | "province" | "postal_code">>(
  current: T,
  field: keyof T,
  value: string,
): T {
  const next = { ...current, [field]: value }
  if (field === "country_code" && !regionCode(value, current.province)) next.province = ""
  if (field === "country_code" && !addressFormat(value).postalCode) next.postal_code = ""
  return next
}

/** Address values from a stored address (nulls as empty fields), in `country` when it has none. */
export function addressValuesOf(address: Partial<Record<AddressField, string | null>> | null | undefined, country: string): AddressValues {
  const valueOf = (field: AddressField) => address?.[field] ?? ""
  const values: AddressValues = {
    first_name: valueOf("first_name"),
    last_name: valueOf("last_name"),
    company: valueOf("company"),
    address_1: valueOf("address_1"),
    address_2: valueOf("address_2"),
    postal_code: valueOf("postal_code"),
    city: valueOf("city"),
    province: valueOf("province"),
    country_code: valueOf("country_code"),
    phone: valueOf("phone"),
  }
  return { ...values, country_code: values.country_code || country }
}
