/** An address as Medusa keeps it (Store API field names); country_code is ISO 3166-1 alpha-2, either case. */
export type PostalAddress = {
  first_name?: string | null
  last_name?: string | null
  company?: string | null
  address_1?: string | null
  address_2?: string | null
  city?: string | null
  postal_code?: string | null
  /** the subdivision: lower-case ISO 3166-2 ("us-ny"), or a name or code as typed elsewhere */
  province?: string | null
  country_code?: string | null
  phone?: string | null
}

/** A postal address's fields (Medusa's names), in the order a form asks for them; a phone is not part of it. */
export declare const POSTAL_ADDRESS_FIELDS: readonly [
  "first_name",
  "last_name",
  "company",
  "address_1",
  "address_2",
  "postal_code",
  "city",
  "province",
  "country_code",
]

export type RegionChoice = { code: string; name: string }

export type AddressFormat = {
  /** null: the country has no postal codes */
  postalCode: { label: string; name: PostalCodeName; example: string | null; required: boolean } | null
  /** null: the country's addresses name no subdivision */
  region: { label: string; type: RegionType; required: boolean; options: RegionChoice[] } | null
}

/** A postal code's name by its id (the storefront's catalogues word it): postalCode is "Postal code". */
export type PostalCodeName = "postalCode" | "postcode" | "zip" | "eircode" | "pin" | "cep"
/** A subdivision's name by its type: state is "State". */
export type RegionType = "state" | "stateOrTerritory" | "province" | "region" | "prefecture" | "emirate" | "county"

/** Problems of an address by field, in the shopper's words. */
export type AddressProblems = { postal_code?: string; province?: string }

/** Problems of an address by field, as kinds with what their words need. */
export type AddressProblemKinds = {
  postal_code?:
    { kind: "none"; country: string } | { kind: "invalid" | "missing"; name: PostalCodeName; label: string; example: string | null }
  province?: { kind: "unknown" | "missing"; type: RegionType; label: string }
}

export declare function countryName(code: string | null | undefined): string
export declare function addressFormat(countryCode: string | null | undefined): AddressFormat
export declare function normalizePostalCode(postalCode: string | null | undefined): string
export declare function regionCode(countryCode: string | null | undefined, value: string | null | undefined): string | null
export declare function addressProblemKinds(
  address: PostalAddress | null | undefined,
  options?: { complete?: boolean },
): AddressProblemKinds
export declare function addressProblems(address: PostalAddress | null | undefined, options?: { complete?: boolean }): AddressProblems
export declare function addressLines(address: PostalAddress | null | undefined): string[]
