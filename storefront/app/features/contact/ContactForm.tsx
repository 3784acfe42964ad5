import { ActionForm, Field, Honeypot } from "~/components/Field"
import { useRouteForm } from "~/lib/route-form"

/** The contact form's name among the contact page's forms (its action tells them apart by it). */
export const CONTACT_FORM = "contact"
/** Where the page opens after a message sent without JavaScript: the form's heading, its answer under it. */
export const CONTACT_ANCHOR = "contact-form-title"

export const CONTACT_TEXTS = {
  sent: "Your message has been sent successfully!",
  refused: "Failed to send message. Please try again later.",
  unreachable: "An error occurred. Please try again later.",
}

/** Posted to the contact page's action (sendContactMessage), which checks it and hands it to the backend. */
export function ContactForm() {
  const contact = useRouteForm(CONTACT_FORM)
  const { answer, pending } = contact
  // the last answer's banner, until the next one arrives
  const banner =
    pending || !answer
      ? null
      : answer.ok
        ? { kind: "success", text: CONTACT_TEXTS.sent }
        : answer.message
          ? { kind: "error", text: answer.message }
          : null

  return (
    <section className="contact-form card" aria-labelledby={CONTACT_ANCHOR}>
      <h2 id={CONTACT_ANCHOR}>Contact Us</h2>
      {banner && (
        <p className={`alert alert--${banner.kind}`} role={banner.kind === "error" ? "alert" : "status"}>
          {banner.text}
        </p>
      )}
      <ActionForm form={contact}>
        <Field name="name" label="Name" autoComplete="name" />
        <Field name="email" label="Email" type="email" autoComplete="email" />
        <Field name="subject" label="Subject" />
        <Field name="message" label="Message" rows={5} />
        <Honeypot />
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? "Sending..." : "Send Message"}
        </button>
      </ActionForm>
    </section>
  )
}
