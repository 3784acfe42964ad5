import { useState, type FormEvent } from "react"
import { firstErrorPerField } from "~/lib/form"
import { useSendContactMessage } from "./api"
import type { ContactField, ContactMessage } from "./schema"

const EMPTY: ContactMessage = { name: "", email: "", subject: "", message: "" }
const FIELDS: Array<{ name: ContactField; label: string; type?: string; autoComplete?: string }> = [
  { name: "name", label: "Name", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "subject", label: "Subject" },
  { name: "message", label: "Message" },
]

type Banner = { kind: "success" | "error"; text: string }

/** After a refused submit the keyboard and screen reader continue from the first field to fix. */
function focusFirstError(form: HTMLFormElement, errors: Partial<Record<ContactField, string>>) {
  const first = FIELDS.find((field) => errors[field.name])
  if (first) form.querySelector<HTMLElement>(`#contact-${first.name}`)?.focus()
}

export function ContactForm() {
  const [values, setValues] = useState<ContactMessage>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({})
  const [banner, setBanner] = useState<Banner | null>(null)
  const send = useSendContactMessage()

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const websiteField = event.currentTarget.elements.namedItem("website")
    const website = websiteField instanceof HTMLInputElement ? websiteField.value : undefined
    setBanner(null)
    // The schema (and zod) load on first submit, keeping them out of the page's first JavaScript.
    const { contactSchema } = await import("./schema")
    const parsed = contactSchema.safeParse(values)
    if (!parsed.success) {
      const found = firstErrorPerField(parsed.error.issues)
      setErrors(found)
      focusFirstError(form, found)
      return
    }
    setErrors({})
    // A filled honeypot goes to the backend, which drops the post quietly.
    send.mutate(website ? { ...parsed.data, website } : parsed.data, {
      onSuccess: (answer) => {
        if (answer.ok) {
          setValues(EMPTY)
          setBanner({ kind: "success", text: "Your message has been sent successfully!" })
        } else {
          setErrors(answer.fieldErrors)
          focusFirstError(form, answer.fieldErrors)
          setBanner({ kind: "error", text: "Failed to send message. Please try again later." })
        }
      },
      onError: () => setBanner({ kind: "error", text: "An error occurred. Please try again later." }),
    })
  }

  return (
    <section className="contact-form card" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Contact Us</h2>
      {banner && (
        <p className={`alert alert--${banner.kind}`} role={banner.kind === "error" ? "alert" : "status"}>
          {banner.text}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate>
        {FIELDS.map((field) => {
          const error = errors[field.name]
          const common = {
            id: `contact-${field.name}`,
            name: field.name,
            value: values[field.name],
            className: error ? "is-invalid" : undefined,
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? `contact-${field.name}-error` : undefined,
            onChange: (event: { target: { value: string } }) =>
              setValues((current) => ({ ...current, [field.name]: event.target.value })),
          }
          return (
            <div className="field" key={field.name}>
              <label htmlFor={common.id}>{field.label}</label>
              {field.name === "message" ? (
                <textarea rows={5} {...common} />
              ) : (
                <input type={field.type ?? "text"} autoComplete={field.autoComplete} {...common} />
              )}
              {error && (
                <p id={`contact-${field.name}-error`} className="form-error">
                  {error}
                </p>
              )}
            </div>
          )
        })}
        <div className="visually-hidden" aria-hidden="true">
          <label htmlFor="contact-website">Leave this field empty</label>
          <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <button type="submit" className="button button--primary" disabled={send.isPending}>
          {send.isPending ? "Sending..." : "Send Message"}
        </button>
      </form>
    </section>
  )
}
