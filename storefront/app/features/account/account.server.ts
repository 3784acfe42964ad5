import type { Messages } from "@lingui/core"
import { data, redirect, type AppLoadContext } from "react-router"
import { ADDRESS_CHANGE_STATUSES } from "order-summary/rules"
import type { Account, AccountAnswer } from "order-summary/store-api"
import type { WithMessages } from "~/i18n/i18n"
import { requestT } from "~/i18n/request-t.server"
import { intlLocale, localePath, type Locale } from "~/i18n/locales"
import { customerToken, endCustomerSession, sessionToken, withSessionCookie } from "~/lib/customer-session.server"
import { acceptedAs, callForShopper, readForm, refusalStatus, refused, type PostedForm } from "~/lib/form.server"
import { addressValuesOf } from "~/lib/address-form"
import { backendFieldMessages } from "~/lib/form-message"
import { readRegions } from "~/lib/regions.server"
import { accountFormOf, ACCOUNT_FORMS, SAVED_ADDRESS_FIELD, type SubscriptionChanged } from "./forms"
import { accountRefusal } from "./sign-in.server"
import type { AccountData, DeliveryCountries } from "./types"

const signInPage = (locale: Locale) => localePath(locale, "/account/sign-in")

/** Leaves the account for the sign-in page, the session cookie ended (none, expired, or refused by the backend). */
async function toSignIn(locale: Locale, query = "") {
  return redirect(`${signInPage(locale)}${query}`, { status: 303, headers: { "Set-Cookie": await endCustomerSession() } })
}

/**
 * The account page's loader: the account read with the customer's token (renewed when due), with the
 * page's messages (its route's areas); nobody signed in: the sign-in page.
 */
export async function loadAccount(request: Request, context: AppLoadContext, locale: Locale, messages: Messages) {
  try {
    const { token, setCookie } = await customerToken(request, context)
    if (!token) throw await toSignIn(locale)
    const answer = await callForShopper<AccountAnswer>(request, context, "/store/account/me", { token })
    if (!answer.ok && answer.status === 401) throw await toSignIn(locale)
    const page: AccountData = answer.ok
      ? { account: answer.body.account, deliveryCountries: await deliveryCountries(request, context, answer.body.account) }
      : { account: null, failure: accountRefusal(answer) }
    return data({ ...page, messages }, { headers: withSessionCookie(setCookie) })
  } catch (error) {
    if (error instanceof Response) throw error
    console.error("Account not read:", error instanceof Error ? error.message : error)
    return data<AccountData & WithMessages>({ account: null, failure: null, messages }, { status: 502 })
  }
}

/**
 * The countries a subscription of the account may move its deliveries to, per region: the page
 * rendered by the server offers them (before the page is interactive, and without JavaScript). Not
 * read: the form offers every country the shop ships to, and the backend refuses another region's.
 */
async function deliveryCountries(request: Request, context: AppLoadContext, account: Account): Promise<DeliveryCountries> {
  if (!account.subscriptions.some((subscription) => ADDRESS_CHANGE_STATUSES.includes(subscription.status))) return {}
  const answer = await readRegions(request, context).catch((error: unknown) => {
    console.error("Regions not read:", error instanceof Error ? error.message : error)
    return null
  })
  if (!answer?.ok) return {}
  return Object.fromEntries(
    answer.body.regions.map((region) => [region.id, (region.countries ?? []).flatMap((country) => (country.iso_2 ? [country.iso_2] : []))]),
  )
}

/** The words the backend takes as the confirmation of a deletion (DeleteAccountSchema), whatever the page's language. */
const DELETE_PHRASE = "delete my account"

/** The account page's action: each of its forms by its intent, for the customer of the session cookie. */
export async function accountAction(request: Request, context: AppLoadContext, locale: Locale) {
  const posted = await readForm(request)
  const token = await sessionToken(request)
  if (!token) return toSignIn(locale)
  const form = posted.intent ?? ""
  const { kind, id } = accountFormOf(posted.intent)
  const values = posted.values
  const sent: Sent = { request, context, posted, token, locale }
  const path = (...parts: string[]) => `/store/account/me${parts.map((part) => `/${encodeURIComponent(part)}`).join("")}`
  try {
    switch (kind) {
      case "subscription":
        return answered(sent, path("subscriptions", id ?? ""), { body: { action: values.action } }, {
          action: values.action,
        } as SubscriptionChanged)
      case "delivery-address":
        return changeDeliveryAddress(sent, path("subscriptions", id ?? "", "address"))
      case ACCOUNT_FORMS.saveAddress:
        return answered(sent, path("addresses"), { body: values }, null)
      case "remove-address":
        return answered(sent, path("addresses", id ?? ""), { method: "DELETE" }, null)
      case ACCOUNT_FORMS.newsletter:
        return answered(sent, path("newsletter"), { body: { subscribed: values.subscribed === "true" } }, null)
      case ACCOUNT_FORMS.language:
        return answered(sent, path("language"), { body: { locale: values.locale } }, null)
      case ACCOUNT_FORMS.deleteAccount:
        return deleteAccount(request, context, posted, token, locale)
      case ACCOUNT_FORMS.signOut:
        return signedOut(locale)
      case ACCOUNT_FORMS.signOutEverywhere: {
        const answer = await callForShopper(request, context, path("sign-out-everywhere"), { method: "POST", token })
        if (!answer.ok && answer.status !== 401)
          return refused(form, values, { message: accountRefusal(answer), status: refusalStatus(answer) })
        return signedOut(locale)
      }
    }
  } catch (error) {
    console.error("Account not changed:", error instanceof Error ? error.message : error)
    return refused(form, values, { status: 502 })
  }
  throw data("The request names no form of this page.", { status: 400 })
}

/** A form of the account as sent: by whom, in which language. */
type Sent = { request: Request; context: AppLoadContext; posted: PostedForm; token: string; locale: Locale }

/** Signed out here: the session cookie ended, the home page in the page's language. */
async function signedOut(locale: Locale) {
  return redirect(localePath(locale, "/"), { status: 303, headers: { "Set-Cookie": await endCustomerSession() } })
}

/**
 * One change of the account sent to the backend: accepted (the page reads the account again; without
 * JavaScript the redirect keeps the fragment of the form's action, its part of the page), or refused
 * with the backend's words.
 */
async function answered<Data>(
  { request, context, posted, token, locale }: Sent,
  path: string,
  call: { body?: unknown; method?: "DELETE" },
  accepted: Data,
) {
  const form = posted.intent ?? ""
  const answer = await callForShopper(request, context, path, { ...call, token })
  if (answer.ok) return acceptedAs(request, posted, form, accepted)
  if (answer.status === 401) return toSignIn(locale)
  return refused(form, posted.values, {
    errors: backendFieldMessages(answer.fieldErrors),
    message: accountRefusal(answer),
    status: refusalStatus(answer),
  })
}

/**
 * A subscription's new delivery address: the fields as typed, or the saved address chosen in the form
 * when the browser sent the choice (without JavaScript: once interactive, choosing fills in the
 * fields and sends none), which a refusal then shows in the fields.
 */
async function changeDeliveryAddress(sent: Sent, path: string) {
  const { [SAVED_ADDRESS_FIELD]: savedId, ...typed } = sent.posted.values
  if (!savedId) return answered({ ...sent, posted: { ...sent.posted, values: typed } }, path, { body: typed }, null)
  const { request, context, token, locale, posted } = sent
  const read = await callForShopper<AccountAnswer>(request, context, "/store/account/me", { token })
  if (!read.ok && read.status === 401) return toSignIn(locale)
  if (!read.ok) return refused(posted.intent ?? "", typed, { message: accountRefusal(read), status: refusalStatus(read) })
  const saved = read.body.account.addresses.find((address) => address.id === savedId)
  if (!saved) return refused(posted.intent ?? "", typed, { status: 404 })
  const chosen = addressValuesOf(saved, "")
  return answered({ ...sent, posted: { ...posted, values: chosen } }, path, { body: chosen }, null)
}

/**
 * "Delete my account": confirmed with the page's language's words (the backend is sent its own), then
 * the session ended and the sign-in page says the account is deleted.
 */
async function deleteAccount(request: Request, context: AppLoadContext, posted: PostedForm, token: string, locale: Locale) {
  const form = ACCOUNT_FORMS.deleteAccount
  const t = requestT(request)
  const phrase = t("account.delete.phrase")
  const typed = (posted.values.confirm ?? "").trim().toLocaleLowerCase(intlLocale(locale))
  if (typed !== phrase.toLocaleLowerCase(intlLocale(locale))) {
    return refused(form, posted.values, { errors: { confirm: t("account.delete.mistyped", { phrase }) } })
  }
  const answer = await callForShopper(request, context, "/store/account/me", { method: "DELETE", body: { confirm: DELETE_PHRASE }, token })
  if (!answer.ok) return refused(form, posted.values, { message: accountRefusal(answer), status: refusalStatus(answer) })
  return toSignIn(locale, "?deleted=1")
}

/**
 * "Download my data" (GDPR art. 15 and 20): the account as a JSON file, an attachment the browser
 * saves; nobody signed in: the sign-in page.
 */
export async function downloadData(request: Request, context: AppLoadContext, locale: Locale) {
  const token = await sessionToken(request)
  if (!token) throw await toSignIn(locale)
  const answer = await callForShopper<unknown>(request, context, "/store/account/me/data", { token })
  if (!answer.ok && answer.status === 401) throw await toSignIn(locale)
  if (!answer.ok) throw data(requestT(request)("account.dataFailed"), { status: refusalStatus(answer) })
  return new Response(JSON.stringify(answer.body, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="my-data-${new Date().toISOString().slice(0, 10)}.json"`,
      "Cache-Control": "private, no-store",
    },
  })
}
