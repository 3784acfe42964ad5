// Addresses as each country writes them, once for the backend (the cart's validation, e-mails) and
// the storefront (the checkout form, the pages): country names, which countries need a state or
// province, postal codes checked per country, and the order of an address's lines. Types are in
// addresses.d.ts.
//
// Postal code patterns, examples, which countries require a subdivision and the order of the lines
// follow Google's address data (libaddressinput, chromium-i18n.appspot.com/ssl-address, the data
// browsers fill forms with); the subdivisions themselves are Medusa's (address-regions.js).
import { COUNTRY_REGIONS } from "./address-regions.js"

/** A postal address's fields (Medusa's names), in the order a form asks for them; a phone is not part of it. */
export const POSTAL_ADDRESS_FIELDS = Object.freeze([
  "first_name",
  "last_name",
  "company",
  "address_1",
  "address_2",
  "postal_code",
  "city",
  "province",
  "country_code",
])

/**
 * The names shown for countries. A fixed table for the shop's countries: Intl.DisplayNames names some
 * differently in Node and in browsers (Hong Kong SAR China / Hong Kong), and a page the server renders
 * must read the same once the browser hydrates it.
 */
const COUNTRY_NAMES = {
  NL: "Netherlands",
  BE: "Belgium",
  DE: "Germany",
  FR: "France",
  IT: "Italy",
  ES: "Spain",
  AT: "Austria",
  CH: "Switzerland",
  DK: "Denmark",
  SE: "Sweden",
  NO: "Norway",
  FI: "Finland",
  IE: "Ireland",
  GB: "United Kingdom",
  PT: "Portugal",
  GR: "Greece",
  PL: "Poland",
  CZ: "Czechia",
  SK: "Slovakia",
  HU: "Hungary",
  RO: "Romania",
  US: "United States",
  CA: "Canada",
  MX: "Mexico",
  AU: "Australia",
  NZ: "New Zealand",
  JP: "Japan",
  SG: "Singapore",
  HK: "Hong Kong",
  KR: "South Korea",
  TW: "Taiwan",
  MY: "Malaysia",
  IN: "India",
  BR: "Brazil",
  AR: "Argentina",
  CL: "Chile",
  CO: "Colombia",
  AE: "United Arab Emirates",
  SA: "Saudi Arabia",
  IL: "Israel",
  ZA: "South Africa",
}

const displayNames = new Intl.DisplayNames(["en"], { type: "region" })

/** A country's name from its ISO 3166-1 alpha-2 code (either case); a country the seller added is named by Intl. */
export function countryName(code) {
  const upper = String(code ?? "").toUpperCase()
  if (!upper) return ""
  if (COUNTRY_NAMES[upper]) return COUNTRY_NAMES[upper]
  try {
    return displayNames.of(upper) ?? upper
  } catch {
    return upper
  }
}

/**
 * Per country: the postal code (its name, pattern and an example; `optional` where many addresses
 * have none; null where the country has no postal codes), the subdivision (`required` where mail
 * needs it; `short` where it is written by its code, as "NY"), and the lines of the address below
 * the name, company and street: C city, S subdivision, Z postal code. The country's name ends every
 * address. A country missing here takes DEFAULT.
 */
const DEFAULT = { postal: { label: "Postal code", pattern: null, example: null }, cityLines: ["Z C"] }
const digits = (count, example) => ({ label: "Postal code", pattern: `\\d{${count}}`, example })

const COUNTRY_ADDRESSES = {
  NL: { postal: { label: "Postal code", pattern: "[1-9]\\d{3} ?[A-Z]{2}", example: "3011 AD" }, cityLines: ["Z C"] },
  BE: { postal: digits(4, "1000"), cityLines: ["Z C"] },
  DE: { postal: digits(5, "10115"), cityLines: ["Z C"] },
  FR: { postal: { label: "Postal code", pattern: "\\d{2} ?\\d{3}", example: "75008" }, cityLines: ["Z C"] },
  IT: { postal: digits(5, "00144"), region: { required: true, short: true }, cityLines: ["Z C S"] },
  ES: { postal: digits(5, "28039"), region: { required: true }, cityLines: ["Z C", "S"] },
  AT: { postal: digits(4, "1010"), cityLines: ["Z C"] },
  CH: { postal: digits(4, "8001"), cityLines: ["Z C"] },
  DK: { postal: digits(4, "8660"), cityLines: ["Z C"] },
  SE: { postal: { label: "Postal code", pattern: "\\d{3} ?\\d{2}", example: "114 55" }, cityLines: ["Z C"] },
  NO: { postal: digits(4, "0025"), cityLines: ["Z C"] },
  FI: { postal: digits(5, "00550"), cityLines: ["Z C"] },
  IE: {
    postal: { label: "Eircode", pattern: "[\\dA-Z]{3} ?[\\dA-Z]{4}", example: "D02 X285", optional: true },
    region: { required: false },
    cityLines: ["C", "S", "Z"],
  },
  GB: {
    postal: { label: "Postcode", pattern: "GIR ?0AA|[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}", example: "SW1A 1AA" },
    cityLines: ["C", "Z"],
  },
  PT: { postal: { label: "Postal code", pattern: "\\d{4}-\\d{3}", example: "1000-205" }, cityLines: ["Z C"] },
  GR: { postal: { label: "Postal code", pattern: "\\d{3} ?\\d{2}", example: "151 24" }, cityLines: ["Z C"] },
  PL: { postal: { label: "Postal code", pattern: "\\d{2}-\\d{3}", example: "00-950" }, cityLines: ["Z C"] },
  CZ: { postal: { label: "Postal code", pattern: "\\d{3} ?\\d{2}", example: "100 00" }, cityLines: ["Z C"] },
  SK: { postal: { label: "Postal code", pattern: "\\d{3} ?\\d{2}", example: "010 01" }, cityLines: ["Z C"] },
  HU: { postal: digits(4, "1037"), cityLines: ["Z C"] },
  RO: { postal: digits(6, "060274"), cityLines: ["Z C"] },
  US: {
    postal: { label: "ZIP code", pattern: "\\d{5}(?:[ -]\\d{4})?", example: "10118" },
    region: { required: true, short: true },
    cityLines: ["C, S Z"],
  },
  CA: {
    postal: { label: "Postal code", pattern: "[ABCEGHJKLMNPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z] ?\\d[ABCEGHJ-NPRSTV-Z]\\d", example: "K1A 0B1" },
    region: { required: true, short: true },
    cityLines: ["C S Z"],
  },
  MX: { postal: digits(5, "02860"), region: { required: true }, cityLines: ["Z C, S"] },
  AU: { postal: { label: "Postcode", pattern: "\\d{4}", example: "2060" }, region: { required: true, short: true }, cityLines: ["C S Z"] },
  NZ: { postal: digits(4, "6001"), cityLines: ["C Z"] },
  JP: {
    postal: { label: "Postal code", pattern: "\\d{3}-?\\d{4}", example: "154-0023" },
    region: { required: true },
    cityLines: ["C, S Z"],
  },
  SG: { postal: digits(6, "238880"), cityLines: ["C Z"] },
  HK: { postal: null, region: { required: true }, cityLines: ["C", "S"] },
  KR: { postal: digits(5, "03051"), region: { required: true }, cityLines: ["C, S Z"] },
  TW: { postal: { label: "Postal code", pattern: "\\d{3}(?:\\d{2,3})?", example: "104" }, cityLines: ["C Z"] },
  MY: { postal: digits(5, "43000"), region: { required: false }, cityLines: ["Z C", "S"] },
  IN: { postal: { label: "PIN code", pattern: "\\d{3} ?\\d{3}", example: "110034" }, region: { required: true }, cityLines: ["C Z", "S"] },
  BR: {
    postal: { label: "CEP", pattern: "\\d{5}-?\\d{3}", example: "40301-110" },
    region: { required: true, short: true },
    cityLines: ["C-S", "Z"],
  },
  AR: {
    postal: { label: "Postal code", pattern: "(?:[A-HJ-NP-Z])?\\d{4}(?:[A-Z]{3})?", example: "C1070AAM" },
    region: { required: false },
    cityLines: ["Z C", "S"],
  },
  CL: {
    postal: { label: "Postal code", pattern: "\\d{7}", example: "8340457", optional: true },
    region: { required: false },
    cityLines: ["Z C", "S"],
  },
  CO: {
    postal: { label: "Postal code", pattern: "\\d{6}", example: "111221", optional: true },
    region: { required: false },
    cityLines: ["C, S, Z"],
  },
  AE: { postal: null, region: { required: true }, cityLines: ["C", "S"] },
  SA: { postal: digits(5, "11564"), cityLines: ["C Z"] },
  IL: { postal: { label: "Postal code", pattern: "\\d{5}(?:\\d{2})?", example: "9614303" }, cityLines: ["C Z"] },
  ZA: { postal: digits(4, "0083"), cityLines: ["C", "Z"] },
}

/** Each name of a postal code, by the id the storefront's catalogues know it by. */
const POSTAL_CODE_NAMES = {
  "Postal code": "postalCode",
  Postcode: "postcode",
  "ZIP code": "zip",
  Eircode: "eircode",
  "PIN code": "pin",
  CEP: "cep",
}

/** What a subdivision is called, by the type Medusa's table gives it. */
const REGION_LABELS = {
  state: "State",
  stateOrTerritory: "State or territory",
  province: "Province",
  region: "Region",
  prefecture: "Prefecture",
  emirate: "Emirate",
  county: "County",
}

/**
 * How a country's addresses are written: the postal code's name, example and whether it is asked
 * for, and the subdivision (its name, whether it is required, and its choices as { code, name },
 * codes being lower-case ISO 3166-2 as Medusa's tax regions name them, e.g. "us-ny").
 */
export function addressFormat(countryCode) {
  const country = String(countryCode ?? "").toUpperCase()
  const format = COUNTRY_ADDRESSES[country] ?? DEFAULT
  const regions = COUNTRY_REGIONS[country]
  const region =
    format.region && regions
      ? {
          label: REGION_LABELS[regions.type] ?? "Region",
          type: REGION_LABELS[regions.type] ? regions.type : "region",
          required: format.region.required,
          options: Object.entries(regions.options)
            .map(([code, name]) => ({ code: code.toLowerCase(), name }))
            .sort((a, b) => a.name.localeCompare(b.name, "en")),
        }
      : null
  const postal = format.postal
    ? {
        label: format.postal.label,
        name: POSTAL_CODE_NAMES[format.postal.label] ?? "postalCode",
        example: format.postal.example,
        required: !format.postal.optional,
      }
    : null
  return { postalCode: postal, region }
}

/** A postal code as it is kept: trimmed, letters in capitals, inner spaces as one. */
export const normalizePostalCode = (postalCode) =>
  String(postalCode ?? "")
    .trim()
    .replace(/\s+/g, " ")
    .toUpperCase()

/** The subdivision code (lower-case ISO 3166-2) a stored or typed value names: its code or its name, in any case. */
export function regionCode(countryCode, value) {
  const regions = COUNTRY_REGIONS[String(countryCode ?? "").toUpperCase()]
  const wanted = String(value ?? "")
    .trim()
    .toLowerCase()
  if (!regions || !wanted) return null
  const found = Object.entries(regions.options).find(
    ([code, name]) => code.toLowerCase() === wanted || name.toLowerCase() === wanted || code.split("-")[1].toLowerCase() === wanted,
  )
  return found ? found[0].toLowerCase() : null
}

/** A subdivision as the address prints it: "NY" where the country writes the code, else its name. */
function regionText(countryCode, value) {
  const country = String(countryCode ?? "").toUpperCase()
  const code = regionCode(country, value)
  if (!code) return String(value ?? "").trim()
  const short = COUNTRY_ADDRESSES[country]?.region?.short
  return short ? code.split("-")[1].toUpperCase() : COUNTRY_REGIONS[country].options[code.toUpperCase()]
}

/**
 * What is wrong with an address for its country, per field, as a kind with what its words need (empty
 * when nothing is): a postal code where the country has none, one not of the country's shape, one
 * missing; a subdivision not of the country's, one missing. `complete`: the address is meant to be
 * shipped to (the checkout's), so a subdivision the country needs and a postal code it has must be
 * there; otherwise only what is given is checked (a cart starts with its country alone, for pricing).
 */
export function addressProblemKinds(address, { complete = true } = {}) {
  const problems = {}
  const country = String(address?.country_code ?? "").toUpperCase()
  if (!country) return problems
  const format = COUNTRY_ADDRESSES[country] ?? DEFAULT
  const { postalCode, region } = addressFormat(country)
  const postal = normalizePostalCode(address?.postal_code)
  if (postal) {
    if (!postalCode) problems.postal_code = { kind: "none", country }
    else if (format.postal.pattern && !new RegExp(`^(?:${format.postal.pattern})$`, "i").test(postal))
      problems.postal_code = { kind: "invalid", name: postalCode.name, label: postalCode.label, example: postalCode.example }
  } else if (complete && postalCode?.required) {
    problems.postal_code = { kind: "missing", name: postalCode.name, label: postalCode.label, example: postalCode.example }
  }
  const province = String(address?.province ?? "").trim()
  if (region) {
    if (province && !regionCode(country, province)) problems.province = { kind: "unknown", type: region.type, label: region.label }
    else if (!province && complete && region.required) problems.province = { kind: "missing", type: region.type, label: region.label }
  }
  return problems
}

/** A postal code's name inside a sentence: "postal code", but "ZIP code", "Eircode". */
const postalCodeInText = (label) => (/^Post/.test(label) ? label.toLowerCase() : label)

/** What is wrong with an address for its country, per field, in the shopper's words in English (see addressProblemKinds). */
export function addressProblems(address, options) {
  const problems = {}
  const { postal_code: postal, province } = addressProblemKinds(address, options)
  if (postal?.kind === "none") problems.postal_code = `${countryName(postal.country)} addresses have no postal code: leave it empty.`
  if (postal?.kind === "invalid") problems.postal_code = `Enter a valid ${postalCodeInText(postal.label)}, for example ${postal.example}.`
  if (postal?.kind === "missing") problems.postal_code = `Enter the ${postalCodeInText(postal.label)}.`
  if (province?.kind === "unknown") problems.province = `Choose a ${province.label.toLowerCase()} from the list.`
  if (province?.kind === "missing") problems.province = `Choose the ${province.label.toLowerCase()}.`
  return problems
}

/**
 * An address as it is printed (e-mails, the order page): name, company, the street lines, then city,
 * subdivision and postal code in the country's order, then the country's name. Empty parts are left
 * out. US: "350 Fifth Avenue" / "New York, NY 10118" / "United States".
 */
export function addressLines(address) {
  if (!address) return []
  const country = String(address.country_code ?? "").toUpperCase()
  const format = COUNTRY_ADDRESSES[country] ?? DEFAULT
  const parts = {
    C: String(address.city ?? "").trim(),
    S: regionText(country, address.province),
    Z: String(address.postal_code ?? "").trim(),
  }
  // each line of the template, its empty parts left out with the punctuation that joined them
  const cityLines = format.cityLines.map((template) =>
    template
      .split(/(?=[CSZ])|(?<=[CSZ])/)
      .reduce((pieces, token) => {
        if (token in parts) return parts[token] ? [...pieces, { text: parts[token] }] : pieces
        return pieces.length && !pieces[pieces.length - 1].separator ? [...pieces, { text: token, separator: true }] : pieces
      }, [])
      .filter((piece, index, pieces) => !(piece.separator && index === pieces.length - 1))
      .map((piece) => piece.text)
      .join("")
      .trim(),
  )
  return [
    [address.first_name, address.last_name].filter(Boolean).join(" "),
    address.company,
    address.address_1,
    address.address_2,
    ...cityLines,
    country ? countryName(country) : "",
  ]
    .map((line) => String(line ?? "").trim())
    .filter(Boolean)
}
