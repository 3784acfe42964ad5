import { createContext, useContext, useEffect, useState, type FormEvent, type ReactNode } from "react"
import { useFormAction } from "react-router"
import { useT } from "~/i18n/i18n"
import { FORM_ENHANCED, FORM_INTENT, type RouteForm } from "~/lib/route-form"

const FormContext = createContext<RouteForm<unknown, unknown> | null>(null)

/**
 * A form posted to its route's action (see useRouteForm): a real `<form method="post">` that works
 * before the scripts have loaded and without them, sent as a fetcher once they have (then it says so:
 * its action answers it in place instead of redirecting).
 */
export function ActionForm<Data, Kept>({
  form,
  action,
  section,
  className,
  labelledBy,
  onChange,
  onSubmit,
  children,
}: {
  form: RouteForm<Data, Kept>
  /** where it is posted, a path of its route (absent: the page as it is, its query included) */
  action?: string
  /**
   * The part of a long page it belongs to (an element's id). Without JavaScript the page the
   * browser opens next, the action's refusal or the page an accepted form is redirected to (the
   * fragment carries over a redirect), opens there, not at its top.
   */
  section?: string
  className?: string
  labelledBy?: string
  /** Any of its fields changed (the shopper edits what was saved). */
  onChange?: () => void
  /** Before it is sent (once hydrated): a check that finds a problem prevents the default, and nothing is sent. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void
  children: ReactNode
}) {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const formAction = useFormAction(action)
  return (
    <FormContext.Provider value={form as RouteForm<unknown, unknown>}>
      <form.fetcher.Form
        ref={form.formRef}
        method="post"
        action={section ? `${formAction}#${section}` : action}
        className={className}
        aria-labelledby={labelledBy}
        onChange={onChange}
        onSubmit={onSubmit}
        noValidate
      >
        <input type="hidden" name={FORM_INTENT} value={form.form} />
        {hydrated && <input type="hidden" name={FORM_ENHANCED} value="1" />}
        {children}
      </form.fetcher.Form>
    </FormContext.Provider>
  )
}

type FieldProps = {
  name: string
  label: string
  type?: "text" | "email" | "tel"
  autoComplete?: string
  inputMode?: "numeric" | "text"
  placeholder?: string
  required?: boolean
  maxLength?: number
  /** Shown under the field, before any error. */
  hint?: string
  /** A textarea of this many rows instead of a one-line field. */
  rows?: number
  /** The value to start from (a signed link's details); what was typed wins after a refused submit. */
  initial?: string
  readOnly?: boolean
  labelClassName?: string
  errorClassName?: string
  /** Label, field and error placed straight into the form's own layout (the newsletter's one line), without the `.field` box. */
  inline?: boolean
}

/**
 * One labelled field of an ActionForm: an uncontrolled input (what a shopper types before the page is
 * interactive stays theirs), its hint and the action's error text (its message in the page's
 * language, see useRouteForm), tied to it for screen readers. The label and hint come translated.
 */
export function Field({
  name,
  label,
  type = "text",
  autoComplete,
  inputMode,
  placeholder,
  required,
  maxLength,
  hint,
  rows,
  initial = "",
  readOnly,
  labelClassName,
  errorClassName,
  inline,
}: FieldProps) {
  const form = useContext(FormContext)
  if (!form) throw new Error("Field is used inside an ActionForm")
  const id = `${form.form}-${name}`
  const error = form.errorOf(name)
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined
  const common = {
    id,
    name,
    defaultValue: form.typedValueOf(name) ?? initial,
    readOnly,
    required,
    placeholder,
    maxLength,
    // without JavaScript the page after a refused submit is new: the browser focuses the field to fix
    // (with JavaScript useRouteForm does, the field being there already)
    autoFocus: form.firstError === name || undefined,
    className: error ? "is-invalid" : undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  }
  const parts = (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {rows ? <textarea rows={rows} {...common} /> : <input type={type} autoComplete={autoComplete} inputMode={inputMode} {...common} />}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={errorClassName ? `form-error ${errorClassName}` : "form-error"}>
          {error}
        </p>
      )}
    </>
  )
  return inline ? parts : <div className={`field field--${name}`}>{parts}</div>
}

/** The honeypot of a public form: hidden from people, filled by bots; the backend drops such a post quietly. */
export function Honeypot() {
  const form = useContext(FormContext)
  const t = useT()
  const id = `${form?.form ?? "form"}-website`
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>{t("form.honeypot")}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  )
}
