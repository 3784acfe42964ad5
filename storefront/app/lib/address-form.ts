import { addressFormat, countryName, POSTAL_ADDRESS_FIELDS, regionCode, type AddressFormat } from "order-summary/addresses"
import { useShopRules } from "./shop-rules"

/** The fields of a postal address as the checkout and the account ask for them (Medusa's names). */
export const ADDRESS_FIELDS = [...POSTAL_ADDRESS_FIELDS, "phone"] as const

export type AddressField = (typeof ADDRESS_FIELDS)[number]
export type AddressValues = Record<AddressField, string>

export type AddressTextField = { name: AddressField; label: string; type?: string; autoComplete: string; optional?: boolean }

/** The countries of Medusa's regions (or those of `only`), by name. */
export function useCountryOptions(only?: readonly string[]) {
  const codes = useShopRules()?.shippingCountries ?? []
  return codes
    .filter((code) => !only || only.includes(code))
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"))
}

/** The fields of the address as its country writes it: the postal code named as there, a state or province where it is needed. */
export function textFieldsFor(format: AddressFormat): { beforeRegion: AddressTextField[]; afterRegion: AddressTextField[] } {
  const postal = format.postalCode
  return {
    beforeRegion: [
      { name: "company", label: "Company", autoComplete: "organization", optional: true },
      { name: "address_1", label: "Address", autoComplete: "address-line1" },
      { name: "address_2", label: "Apartment, suite, unit", autoComplete: "address-line2", optional: true },
      { name: "city", label: "City", autoComplete: "address-level2" },
    ],
    afterRegion: [
      ...(postal ? [{ name: "postal_code" as const, label: postal.label, autoComplete: "postal-code", optional: !postal.required }] : []),
      { name: "phone", label: "Phone", type: "tel", autoComplete: "tel", optional: true },
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
