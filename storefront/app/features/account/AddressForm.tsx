import { useRef, useState, type FormEvent, type ReactNode } from "react"
import { addressLines, addressProblems } from "order-summary/addresses"
import { AddressFields } from "~/components/AddressFields"
import { useT } from "~/i18n/i18n"
import { addressValuesOf, withAddressChange, type AddressField, type AddressValues } from "~/lib/address-form"
import { fieldErrorsOf, useRefusalText } from "./api"
import type { SavedAddress } from "./types"

type Props = {
  idPrefix: string
  title: ReactNode
  initial: AddressValues
  submitLabel: string
  pending: boolean
  /** the last refusal of the server: its field errors under the fields, anything else above the button */
  error: Error | null
  /** the account's saved addresses, offered to fill the form in */
  saved?: SavedAddress[]
  countries?: readonly string[]
  /** sends the address; `done` empties the form when it was taken */
  onSubmit: (values: AddressValues, done: () => void) => void
}

/** An address form of the account: the checkout's fields and rules, checked here before it is sent and by the server after. */
export function AddressForm({ idPrefix, title, initial, submitLabel, pending, error, saved = [], countries, onSubmit }: Props) {
  const t = useT()
  const refusalText = useRefusalText()
  const [values, setValues] = useState(initial)
  const [problems, setProblems] = useState<Partial<Record<string, string>>>({})
  const form = useRef<HTMLFormElement>(null)
  const serverProblems = fieldErrorsOf(error)
  const change = (field: AddressField, value: string) => {
    setProblems((current) => ({ ...current, [field]: undefined }))
    setValues((current) => withAddressChange(current, field, value))
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = addressProblems(values)
    setProblems(found)
    const firstInvalid = Object.keys(found)[0]
    if (firstInvalid) {
      form.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus()
      return
    }
    onSubmit(values, () => setValues(addressValuesOf(null, values.country_code)))
  }
  const titleId = `${idPrefix}-title`
  return (
    <form ref={form} method="post" className="form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      {saved.length > 0 && (
        <div className="field">
          <label htmlFor={`${idPrefix}-saved`}>{t("account.addressForm.fillSaved")}</label>
          <select
            id={`${idPrefix}-saved`}
            value=""
            onChange={(event) => {
              const chosen = saved.find((address) => address.id === event.target.value)
              if (chosen) setValues(addressValuesOf(chosen, values.country_code))
              setProblems({})
            }}
          >
            <option value="">{t("account.addressForm.choose")}</option>
            {saved.map((address) => (
              <option key={address.id} value={address.id}>
                {addressLines(address).join(", ")}
              </option>
            ))}
          </select>
        </div>
      )}
      <AddressFields
        idPrefix={idPrefix}
        values={values}
        onChange={change}
        problems={{ ...serverProblems, ...problems }}
        countries={countries}
      />
      {error && !Object.keys(serverProblems).length && (
        <p className="alert alert--error" role="alert">
          {refusalText(error)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={pending}>
        {submitLabel}
      </button>
    </form>
  )
}
