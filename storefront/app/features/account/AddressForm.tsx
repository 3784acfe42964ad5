import { useEffect, useState, type FormEvent, type ReactNode } from "react"
import { addressLines, addressProblems } from "order-summary/addresses"
import { AddressFields } from "~/components/AddressFields"
import { ActionForm } from "~/components/Field"
import { useT } from "~/i18n/i18n"
import { addressValuesOf, withAddressChange, type AddressField, type AddressValues } from "~/lib/address-form"
import type { RouteForm } from "~/lib/route-form"
import { SAVED_ADDRESS_FIELD } from "./forms"
import { Refusal } from "./Refusal"
import type { SavedAddress } from "./types"

type Props = {
  /** the route's form it is (useRouteForm): posted to the account's action, its answer read back */
  form: RouteForm<unknown>
  /** where it is posted (ActionForm's action) */
  action?: string
  /** the part of the page it belongs to (ActionForm's section) */
  section?: string
  title: ReactNode
  initial: AddressValues
  submitLabel: string
  /** the account's saved addresses, offered to fill the form in */
  saved?: SavedAddress[]
  countries?: readonly string[]
}

/**
 * An address form of the account, posted to the account's action: the checkout's fields and rules,
 * checked here before it is sent (once the page is interactive) and by the server after; a refusal's
 * field errors under the fields, anything else above the button. An accepted address empties it.
 */
export function AddressForm({ form, action, section, title, initial, submitLabel, saved = [], countries }: Props) {
  const t = useT()
  const refused = form.answer && !form.answer.ok ? form.answer : null
  const [values, setValues] = useState(() => (refused ? addressValuesOf(refused.values, initial.country_code) : initial))
  const [problems, setProblems] = useState<Partial<Record<string, string>>>({})
  const accepted = form.answer?.ok ? form.answer : null
  useEffect(() => {
    if (accepted) setValues((current) => addressValuesOf(null, current.country_code))
  }, [accepted])
  const change = (field: AddressField, value: string) => {
    setProblems((current) => ({ ...current, [field]: undefined }))
    setValues((current) => withAddressChange(current, field, value))
  }
  const check = (event: FormEvent<HTMLFormElement>) => {
    const found = addressProblems(values)
    setProblems(found)
    const firstInvalid = Object.keys(found)[0]
    if (!firstInvalid) return
    event.preventDefault()
    event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus()
  }
  const titleId = `${form.form}-title`
  return (
    <ActionForm form={form} action={action} section={section} className="form" labelledBy={titleId} onSubmit={check}>
      <h3 id={titleId}>{title}</h3>
      {saved.length > 0 && (
        <div className="field">
          <label htmlFor={`${form.form}-saved`}>{t("account.addressForm.fillSaved")}</label>
          {/* sent only by a browser without JavaScript (SAVED_ADDRESS_FIELD): once interactive, choosing fills the fields in */}
          <select
            id={`${form.form}-saved`}
            name={SAVED_ADDRESS_FIELD}
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
        idPrefix={form.form}
        values={values}
        onChange={change}
        problems={{ ...(refused?.errors ?? {}), ...problems }}
        countries={countries}
      />
      <Refusal form={form} />
      <button type="submit" className="button button--primary" disabled={form.pending}>
        {submitLabel}
      </button>
    </ActionForm>
  )
}
