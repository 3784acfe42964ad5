import { addressFormat, regionCode } from "order-summary/addresses"
import { useT } from "~/i18n/i18n"
import {
  addressLabel,
  regionLabel,
  textFieldsFor,
  useCountryOptions,
  type AddressField,
  type AddressTextField,
  type AddressValues,
} from "~/lib/address-form"
import { useFormText, type FormText } from "~/lib/form-message"

type Props = {
  /** the start of each field's id: two forms on one page stay apart */
  idPrefix: string
  values: AddressValues
  onChange: (field: AddressField, value: string) => void
  /** a problem per field, shown under it (a message in the page's language) */
  problems: Partial<Record<string, FormText>>
  /** the countries to offer (all the shop ships to when absent) */
  countries?: readonly string[]
}

/**
 * The fields of a postal address as the checkout asks for them, for the account's forms: name,
 * country, the lines its country writes, a state or province where the country needs one.
 */
export function AddressFields({ idPrefix, values, onChange, problems, countries }: Props) {
  const t = useT()
  const text = useFormText()
  const options = useCountryOptions(countries)
  const format = addressFormat(values.country_code)
  const { beforeRegion, afterRegion } = textFieldsFor(format)
  const id = (name: string) => `${idPrefix}-${name}`
  const problem = (name: string) =>
    problems[name] ? (
      <p className="form-error" id={id(`${name}-error`)}>
        {text(problems[name])}
      </p>
    ) : null
  const textField = (field: AddressTextField) => (
    <div className={`field field--${field.name}`} key={field.name}>
      <label htmlFor={id(field.name)}>
        {text(field.label)}
        {field.optional && <span className="field__optional"> {t("form.optional")}</span>}
      </label>
      <input
        id={id(field.name)}
        name={field.name}
        type={field.type ?? "text"}
        autoComplete={field.autoComplete}
        value={values[field.name]}
        placeholder={
          field.name === "postal_code" && format.postalCode?.example ? t("form.example", { example: format.postalCode.example }) : undefined
        }
        aria-invalid={problems[field.name] ? true : undefined}
        aria-describedby={problems[field.name] ? id(`${field.name}-error`) : undefined}
        onChange={(event) => onChange(field.name, event.target.value)}
      />
      {problem(field.name)}
    </div>
  )
  return (
    <>
      {textField({ name: "first_name", label: addressLabel("first_name"), autoComplete: "given-name" })}
      {textField({ name: "last_name", label: addressLabel("last_name"), autoComplete: "family-name" })}
      <div className="field field--country">
        <label htmlFor={id("country_code")}>{text(addressLabel("country"))}</label>
        <select
          id={id("country_code")}
          name="country_code"
          autoComplete="country"
          value={values.country_code}
          aria-invalid={problems.country_code ? true : undefined}
          aria-describedby={problems.country_code ? id("country_code-error") : undefined}
          onChange={(event) => onChange("country_code", event.target.value)}
        >
          {options.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        {problem("country_code")}
      </div>
      {beforeRegion.map(textField)}
      {format.region && (
        <div className="field field--province">
          <label htmlFor={id("province")}>
            {text(regionLabel(format.region))}
            {!format.region.required && <span className="field__optional"> {t("form.optional")}</span>}
          </label>
          <select
            id={id("province")}
            name="province"
            autoComplete="address-level1"
            aria-required={format.region.required || undefined}
            value={regionCode(values.country_code, values.province) ?? ""}
            aria-invalid={problems.province ? true : undefined}
            aria-describedby={problems.province ? id("province-error") : undefined}
            onChange={(event) => onChange("province", event.target.value)}
          >
            <option value="">{t("form.choose")}</option>
            {format.region.options.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
          {problem("province")}
        </div>
      )}
      {afterRegion.map(textField)}
    </>
  )
}
