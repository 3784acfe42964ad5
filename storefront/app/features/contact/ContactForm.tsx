import { ActionForm, Field, Honeypot } from "~/components/Field"
import { useT } from "~/i18n/i18n"
import { fieldKey } from "~/lib/form-fields"
import { formMessage } from "~/lib/form-message"
import { useRouteForm } from "~/lib/route-form"

/** The contact form's name among the contact page's forms (its action tells them apart by it). */
export const CONTACT_FORM = "contact"
/** Where the page opens after a message sent without JavaScript: the form's heading, its answer under it. */
export const CONTACT_ANCHOR = "contact-form-title"

/** The texts above the form after it was sent (contact.json). */
export const CONTACT_TEXTS = {
  refused: formMessage("contact.form.refused"),
  unreachable: formMessage("contact.form.unreachable"),
}

/** Posted to the contact page's action (sendContactMessage), which checks it and hands it to the backend. */
export function ContactForm() {
  const contact = useRouteForm(CONTACT_FORM)
  const { answer, pending } = contact
  const t = useT()
  // the last answer's banner, until the next one arrives
  const banner =
    pending || !answer
      ? null
      : answer.ok
        ? { kind: "success", text: t("contact.form.sent") }
        : contact.failure
          ? { kind: "error", text: contact.failure }
          : null

  return (
    <section className="contact-form card" aria-labelledby={CONTACT_ANCHOR}>
      <h2 id={CONTACT_ANCHOR}>{t("contact.form.title")}</h2>
      {banner && (
        <p className={`alert alert--${banner.kind}`} role={banner.kind === "error" ? "alert" : "status"}>
          {banner.text}
        </p>
      )}
      <ActionForm form={contact}>
        <Field name="name" label={t(fieldKey("contact", "name", "label"))} autoComplete="name" />
        <Field name="email" label={t("contact.form.email")} type="email" autoComplete="email" />
        <Field name="subject" label={t(fieldKey("contact", "subject", "label"))} />
        <Field name="message" label={t(fieldKey("contact", "message", "label"))} rows={5} />
        <Honeypot />
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? t("contact.form.sending") : t("contact.form.send")}
        </button>
      </ActionForm>
    </section>
  )
}
