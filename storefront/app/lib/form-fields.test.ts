import { describe, expect, it } from "vitest"
import { FORM_FIELDS, tooLong } from "order-summary/forms"
import { addressProblems, countryName } from "order-summary/addresses"
import { CATALOGUES } from "~/i18n/catalogues.server"
import { inEnglish } from "~/i18n/in-english"
import { addressProblemMessages } from "./address-form"
import { fieldKey, type FieldMessageKind, type FormName } from "./form-fields"

type FieldSpec = { label?: string; required?: string; invalid?: string; max?: number; digits?: number }

/** Every message FORM_FIELDS words, as the English catalogue must word it. */
function formFieldWords(): Record<string, string> {
  const words: Record<string, string> = {}
  for (const [form, fields] of Object.entries(FORM_FIELDS) as [FormName, Record<string, FieldSpec>][]) {
    for (const [field, spec] of Object.entries(fields)) {
      const key = (kind: FieldMessageKind) => fieldKey(form, field as never, kind)
      if (spec.label) words[key("label")] = spec.label
      if (spec.required) words[key("required")] = spec.required
      if (spec.invalid) words[key("invalid")] = spec.invalid
      if (spec.label && spec.required && spec.max) words[key("tooLong")] = tooLong({ label: spec.label, max: spec.max })
    }
  }
  return words
}

describe("the forms' English words", () => {
  const words = formFieldWords()
  it("are FORM_FIELDS' (the backend's), each message of each field", () => {
    for (const [key, text] of Object.entries(words)) {
      const field = key.split(".").slice(1, 3) as [FormName, string]
      const spec = (FORM_FIELDS[field[0]] as Record<string, FieldSpec>)[field[1]]
      expect(inEnglish({ key, values: { max: spec?.max ?? 0, digits: spec?.digits ?? 0 } }), key).toBe(text)
    }
  })
  it("have no message of a form's field that FORM_FIELDS does not word", () => {
    const forms = Object.keys(FORM_FIELDS)
    const ours = Object.keys(CATALOGUES.en).filter((key) => forms.includes(key.split(".")[1] ?? "") && key.startsWith("form."))
    expect(ours.filter((key) => !(key in words))).toEqual([])
  })
})

describe("the countries' English names", () => {
  it("are order-summary's countryName", () => {
    const keys = Object.keys(CATALOGUES.en).filter((key) => key.startsWith("country."))
    expect(keys.length).toBeGreaterThan(30)
    for (const key of keys) expect(CATALOGUES.en[key], key).toBe(countryName(key.slice("country.".length)))
  })
})

describe("an address's problems in English", () => {
  const countries = ["nl", "de", "us", "gb", "ie", "in", "br", "hk", "ae", "jp", "ca", "au", "it", "es", "mx", "my", "xx"]
  const cases = [{ postal_code: "!!!" }, { postal_code: "" }, { province: "nowhere" }, { province: "", postal_code: "" }]
  it.each(countries)("%s: are the words of order-summary's addressProblems", (country) => {
    for (const address of cases) {
      const full = { country_code: country, ...address }
      const inWords = Object.fromEntries(Object.entries(addressProblemMessages(full)).map(([field, text]) => [field, inEnglish(text)]))
      expect(inWords, JSON.stringify(full)).toEqual(addressProblems(full))
    }
  })
})
