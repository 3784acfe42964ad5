import type { AppLoadContext } from "react-router"
import { backendRefusals } from "~/lib/form-fields"
import { acceptedAs, callForShopper, readForm, refusalStatus, refused, validate } from "~/lib/form.server"
import { formMessage, refusalMessage, SOMETHING_WRONG } from "~/lib/form-message"
import { STATUS_TEXT } from "./api"
import { NEWSLETTER_ANCHOR, NEWSLETTER_FORM } from "./NewsletterForm"
import { newsletterRules, newsletterSchema } from "./schema"

/**
 * The home page's action for the newsletter form: the address checked, then signed up at the backend,
 * which e-mails a confirmation first (double opt-in). Every refusal is shown under the one field.
 */
export async function subscribeToNewsletter(request: Request, context: AppLoadContext) {
  const posted = await readForm(request)
  const { website, ...values } = posted.values
  const checked = validate(newsletterSchema, values)
  if (!checked.ok) return refused(NEWSLETTER_FORM, values, { errors: { email: checked.errors.email ?? formMessage(SOMETHING_WRONG) } })
  try {
    const answer = await callForShopper(request, context, "/store/newsletter-subscriptions", {
      body: website ? { ...checked.data, website } : checked.data,
    })
    if (answer.ok) return acceptedAs(request, posted, NEWSLETTER_FORM, null, NEWSLETTER_ANCHOR)
    const email =
      backendRefusals(newsletterRules, values, answer.fieldErrors).email ??
      refusalMessage(answer, SOMETHING_WRONG, { english: answer.message ?? STATUS_TEXT[answer.status] })
    return refused(NEWSLETTER_FORM, values, { errors: { email }, status: refusalStatus(answer) })
  } catch (error) {
    console.error("Newsletter signup not sent:", error instanceof Error ? error.message : error)
    return refused(NEWSLETTER_FORM, values, { errors: { email: formMessage(SOMETHING_WRONG) }, status: 502 })
  }
}
