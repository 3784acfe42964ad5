import { data, redirect, type AppLoadContext } from "react-router"
import type { SignInCodeAnswer, SignInLinkAnswer } from "order-summary/store-api"
import { localePath, type Locale } from "~/i18n/locales"
import { renewToken, startCustomerSession } from "~/lib/customer-session.server"
import { acceptedAs, callForShopper, readForm, refusalStatus, refused, type PostedForm } from "~/lib/form.server"
import type { StoreResult } from "~/lib/store-client"
import { SIGN_IN_FORMS, type CodeRequested, type SignInLink } from "./forms"

/** The backend's words of a refusal it worded (a 4xx); null for a failure, which the page words in its language. */
export const refusalMessage = (answer: { status: number; message?: string | null }) =>
  answer.status < 500 && answer.message ? answer.message : null

/** The sign-in page's data: the e-mail's link (`?token=`), read on the server; it signs nobody in. */
export async function signInLinkOf(request: Request, context: AppLoadContext): Promise<SignInLink | null> {
  const token = new URL(request.url).searchParams.get("token")
  if (!token) return null
  try {
    const answer = await callForShopper<SignInLinkAnswer>(request, context, "/store/account/sign-in-link", { query: { token } })
    return answer.ok
      ? { token, emailHint: answer.body.email_hint, refusal: null }
      : { token, emailHint: null, refusal: refusalMessage(answer) ?? "" }
  } catch {
    return { token, emailHint: null, refusal: "" }
  }
}

/** The sign-in page's action: a code asked for by e-mail, or signing in with the code or the e-mail's link. */
export async function signInAction(request: Request, context: AppLoadContext, locale: Locale) {
  const posted = await readForm(request)
  if (posted.intent === SIGN_IN_FORMS.requestCode) return requestCode(request, context, posted)
  if (posted.intent === SIGN_IN_FORMS.signIn) {
    const { email = "", code = "" } = posted.values
    return signIn(request, context, posted, { email, code }, locale)
  }
  if (posted.intent === SIGN_IN_FORMS.signInLink) return signIn(request, context, posted, { token: posted.values.token ?? "" }, locale)
  throw data("The request names no form of this page.", { status: 400 })
}

/** Asks for a sign-in code by e-mail: the same answer for every address (the backend's). */
async function requestCode(request: Request, context: AppLoadContext, posted: PostedForm) {
  const form = SIGN_IN_FORMS.requestCode
  const email = (posted.values.email ?? "").trim()
  try {
    const answer = await callForShopper<SignInCodeAnswer>(request, context, "/store/account/sign-in-codes", { body: { email } })
    if (answer.ok) return acceptedAs<CodeRequested>(request, posted, form, { email, valid_minutes: answer.body.valid_minutes })
    return refused(form, posted.values, { errors: answer.fieldErrors, message: refusalMessage(answer), status: refusalStatus(answer) })
  } catch (error) {
    console.error("Sign-in code not requested:", error instanceof Error ? error.message : error)
    return refused(form, posted.values, { status: 502 })
  }
}

/**
 * Signs in: Medusa's login with the shop's code provider (the code, or the link's token), the account
 * opened (made on the first sign-in), the token renewed (it then names the customer) and kept in a
 * new session cookie of the storefront; then the account in the page's language.
 */
async function signIn(
  request: Request,
  context: AppLoadContext,
  posted: PostedForm,
  attempt: { email: string; code: string } | { token: string },
  locale: Locale,
) {
  const form = posted.intent ?? SIGN_IN_FORMS.signIn
  const refusedAs = (answer: Extract<StoreResult<unknown>, { ok: false }>) =>
    refused(form, posted.values, { message: refusalMessage(answer), status: refusalStatus(answer) })
  try {
    const login = await callForShopper<{ token: string }>(request, context, "/auth/customer/email-code", { body: attempt })
    if (!login.ok) return refusedAs(login)
    const opened = await callForShopper(request, context, "/store/account", { method: "POST", token: login.body.token })
    if (!opened.ok) return refusedAs(opened)
    const renewed = await renewToken(request, context, login.body.token)
    if (!renewed) return refused(form, posted.values, { status: 502 })
    return redirect(localePath(locale, "/account"), { status: 303, headers: { "Set-Cookie": await startCustomerSession(renewed) } })
  } catch (error) {
    console.error("Not signed in:", error instanceof Error ? error.message : error)
    return refused(form, posted.values, { status: 502 })
  }
}
