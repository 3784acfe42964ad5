import type { AppLoadContext } from "react-router"
import { backendRefusals } from "~/lib/form-fields"
import { acceptedAs, callForShopper, readForm, refusalStatus, refused, validate } from "~/lib/form.server"
import { CONTACT_ANCHOR, CONTACT_FORM, CONTACT_TEXTS } from "./ContactForm"
import { contactRules, contactSchema } from "./schema"

/**
 * The contact page's action: the message checked with the form's rules, then sent to the backend,
 * which stores it and forwards it to the team. A filled honeypot goes along: the backend drops such
 * a post quietly.
 */
export async function sendContactMessage(request: Request, context: AppLoadContext) {
  const posted = await readForm(request)
  const { website, ...values } = posted.values
  const checked = validate(contactSchema, values)
  if (!checked.ok) return refused(CONTACT_FORM, values, { errors: checked.errors })
  try {
    const answer = await callForShopper(request, context, "/store/contact-messages", {
      body: website ? { ...checked.data, website } : checked.data,
    })
    if (answer.ok) return acceptedAs(request, posted, CONTACT_FORM, null, CONTACT_ANCHOR)
    return refused(CONTACT_FORM, values, {
      errors: backendRefusals(contactRules, values, answer.fieldErrors),
      message: CONTACT_TEXTS.refused,
      status: refusalStatus(answer),
    })
  } catch (error) {
    console.error("Contact message not sent:", error instanceof Error ? error.message : error)
    return refused(CONTACT_FORM, values, { message: CONTACT_TEXTS.unreachable, status: 502 })
  }
}
