import { data, redirect, type AppLoadContext } from "react-router"
import type { SignInCodeAnswer, SignInLinkAnswer } from "order-summary/store-api"
import { localePath, type Locale } from "~/i18n/locales"
import { renewToken, startCustomerSession } from "~/lib/customer-session.server"
import { acceptedAs, callForShopper, readForm, refusalStatus, refused, type PostedForm } from "~/lib/form.server"
import { backendFieldMessages, refusalMessage } from "~/lib/form-message"
import type { StoreResult } from "~/lib/store-client"
import { ACCOUNT_FAILED, SIGN_IN_FORMS, type CodeRequested, type SignInLink } from "./forms"

/**
 * A refusal of the account's backend as a message in the page's language: its kind by its type or
 * status (`kinds`, to a key; 429 is too many attempts), else the account's general text. The backend's
 * words of a 4xx are shown on an English page only; a failure (5xx) is always the page's own words.
 */
export const accountRefusal = (
  answer: { status: number; type?: string | null; message?: string | null },
  kinds: Record<string, string> = {},
) =>
  refusalMessage({ ...answer, message: answer.message ?? null }, ACCOUNT_FAILED, {
    kinds,
    english: answer.status < 500 ? (answer.message ?? null) : null,
  })

/** The kinds of a refused sign-in: the code's, or the e-mail's link's (Medusa's login answers 401 for either). */
const CODE_REFUSED = { unauthorized: "account.signIn.codeRefused", "401": "account.signIn.codeRefused" }
const LINK_REFUSED = {
  unauthorized: "account.signIn.linkInvalid",
  invalid_data: "account.signIn.linkInvalid",
  "401": "account.signIn.linkInvalid",
}

/** The sign-in page's data: the e-mail's link (`?token=`), read on the server; it signs nobody in. */
export async function signInLinkOf(request: Request, context: AppLoadContext): Promise<SignInLink | null> {
  const token = new URL(request.url).searchParams.get("token")
  if (!token) return null
  try {
    const answer = await callForShopper<SignInLinkAnswer>(request, context, "/store/account/sign-in-link", { query: { token } })
    return answer.ok
      ? { token, emailHint: answer.body.email_hint, refusal: null }
      : { token, emailHint: null, refusal: accountRefusal(answer, LINK_REFUSED) }
  } catch {
    return { token, emailHint: null, refusal: accountRefusal({ status: 502 }) }
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
    return refused(form, posted.values, {
      errors: backendFieldMessages(answer.fieldErrors),
      message: accountRefusal(answer),
      status: refusalStatus(answer),
    })
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
    refused(form, posted.values, {
      message: accountRefusal(answer, form === SIGN_IN_FORMS.signInLink ? LINK_REFUSED : CODE_REFUSED),
      status: refusalStatus(answer),
    })
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
