import type { AppLoadContext } from "react-router"
import { acceptedAs, callForShopper, readForm, refusalStatus, refused, validate } from "~/lib/form.server"
import { FALLBACK_ERROR, STATUS_TEXT } from "./api"
import { NEWSLETTER_ANCHOR, NEWSLETTER_FORM } from "./NewsletterForm"
import { newsletterSchema } from "./schema"

/**
 * The home page's action for the newsletter form: the address checked, then signed up at the backend,
 * which e-mails a confirmation first (double opt-in). Every refusal is shown under the one field.
 */
export async function subscribeToNewsletter(request: Request, context: AppLoadContext) {
  const posted = await readForm(request)
  const { website, ...values } = posted.values
  const checked = validate(newsletterSchema, values)
  if (!checked.ok) return refused(NEWSLETTER_FORM, values, { errors: { email: checked.errors.email ?? FALLBACK_ERROR } })
  try {
    const answer = await callForShopper(request, context, "/store/newsletter-subscriptions", {
      body: website ? { ...checked.data, website } : checked.data,
    })
    if (answer.ok) return acceptedAs(request, posted, NEWSLETTER_FORM, null, NEWSLETTER_ANCHOR)
    const text = answer.fieldErrors.email ?? answer.message ?? STATUS_TEXT[answer.status] ?? FALLBACK_ERROR
    return refused(NEWSLETTER_FORM, values, { errors: { email: text }, status: refusalStatus(answer) })
  } catch (error) {
    console.error("Newsletter signup not sent:", error instanceof Error ? error.message : error)
    return refused(NEWSLETTER_FORM, values, { errors: { email: FALLBACK_ERROR }, status: 502 })
  }
}
