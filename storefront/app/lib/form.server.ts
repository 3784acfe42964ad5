import { createCookie, data, redirect, type AppLoadContext } from "react-router"
import type * as z from "zod/mini"
import { fieldMessages } from "./form-fields"
import type { FormMessage, FormText } from "./form-message"
import { serverStore } from "./medusa.server"
import { FORM_ANSWER_COOKIE, FORM_ENHANCED, FORM_INTENT, type FormAnswer } from "./route-form"
import { callStore, type StoreQuery, type StoreResult } from "./store-client"

/**
 * A posted form: which form it is, whether the page sent it as a fetcher (enhanced) or the browser
 * did, its text fields as typed (the first of each name), and all of it.
 */
export type PostedForm = { intent: string | null; enhanced: boolean; values: Record<string, string>; formData: FormData }

/** Reads a form posted to an action; a body that is no form is the client's mistake (400). */
export async function readForm(request: Request): Promise<PostedForm> {
  const formData = await request.formData().catch(() => {
    throw data("The request is not a form.", { status: 400 })
  })
  const values: Record<string, string> = {}
  for (const [name, value] of formData) {
    if (name !== FORM_INTENT && name !== FORM_ENHANCED && typeof value === "string") values[name] ??= value
  }
  const intent = formData.get(FORM_INTENT)
  return { intent: typeof intent === "string" ? intent : null, enhanced: formData.has(FORM_ENHANCED), values, formData }
}

/** The values through a form's schema (the same checks as the Store API): the data, or the message per field. */
export function validate<T>(
  schema: z.ZodMiniType<T>,
  values: Record<string, unknown>,
): { ok: true; data: T } | { ok: false; errors: Record<string, FormMessage> } {
  const parsed = schema.safeParse(values)
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldMessages(parsed.error.issues) }
}

/** The form accepted: what the page shows next. */
export function accepted<Data>(form: string, answer: Data): FormAnswer<Data> {
  return { form, ok: true, data: answer }
}

/**
 * The accepted answer on its way through a redirect: only to the browser that sent the form
 * (HttpOnly, its own site), for a minute, read once (readRedirectedAnswer). Not signed: it carries
 * nothing but what the page shows that shopper, and a forged one shows only its own sender a text.
 */
const formAnswerCookie = createCookie(FORM_ANSWER_COOKIE, { httpOnly: true, sameSite: "lax", path: "/", maxAge: 60 })
/** Browsers keep a cookie of up to 4096 bytes; a larger answer is shown in place instead. */
const COOKIE_LIMIT = 4000

/**
 * The form accepted, answered as it was sent: in place to the page's fetcher; to the browser's own
 * POST (no JavaScript, or sent before the scripts loaded) with a redirect to the page (Post/Redirect/
 * Get), which shows the answer, so reloading it sends nothing again. `anchor`: the part of the page
 * the answer is shown in.
 */
export async function acceptedAs<Data>(request: Request, posted: PostedForm, form: string, answer: Data, anchor?: string) {
  const body = accepted(form, answer)
  if (posted.enhanced) return body
  const url = new URL(request.url)
  // an index route's action is posted to `?index`: the page itself is without it
  url.searchParams.delete("index")
  const cookie = await formAnswerCookie.serialize(body, { secure: url.protocol === "https:" })
  if (cookie.length > COOKIE_LIMIT) return body
  return redirect(`${url.pathname}${url.search}${anchor ? `#${anchor}` : ""}`, { status: 303, headers: { "Set-Cookie": cookie } })
}

/**
 * The accepted answer a redirect (acceptedAs) brought to this page, and the Set-Cookie that forgets
 * it (the page is not shown it again on its next visit); none without one.
 */
export async function readRedirectedAnswer(request: Request): Promise<{ formAnswer: unknown; headers: HeadersInit }> {
  const cookies = request.headers.get("cookie")
  if (!cookies?.includes(`${FORM_ANSWER_COOKIE}=`)) return { formAnswer: null, headers: {} }
  const formAnswer: unknown = (await formAnswerCookie.parse(cookies)) ?? null
  return { formAnswer, headers: { "Set-Cookie": await formAnswerCookie.serialize("", { maxAge: 0 }) } }
}

/**
 * The form refused, answered with the values as typed so that nothing typed is lost, with the HTTP
 * status it deserves (400 for bad input, the backend's own 4xx, 502 when the backend failed).
 */
export function refused<Kept = never>(
  form: string,
  values: Record<string, string>,
  {
    errors = {},
    message = null,
    status = 400,
    kept,
  }: { errors?: Record<string, FormText>; message?: FormText | null; status?: number; kept?: Kept },
) {
  const answer: FormAnswer<never, Kept> = { form, ok: false, values, errors, message, ...(kept === undefined ? {} : { kept }) }
  return data(answer, { status })
}

/**
 * The X-Forwarded-For the storefront's server passes on, as a proxy does: the chain it was given with
 * the address that connected to it appended. The backend reads the shopper's address (its rate
 * limits count per shopper) only through the proxies it trusts (TRUSTED_PROXY), so a forged header
 * from the shopper cannot stand for another client. Without the connection's address none is sent.
 */
export function forwardedFor(received: string | null, connectedFrom: unknown): string | null {
  if (typeof connectedFrom !== "string" || !connectedFrom) return null
  return received ? `${received}, ${connectedFrom}` : connectedFrom
}

const STORE_TIMEOUT_MS = 15_000

/**
 * Calls a Store API route of the shop's backend from the storefront's server for the shopper who
 * sent the request (server.mjs puts the address they connected from in the load context): a form's
 * values POSTed (or sent with `method`), or a GET with a query; for a signed-in customer with the
 * customer's token (customer-session.server.ts). Resolves with the answer (its JSON as the route's
 * answer type, or the refusal read by store-refusal.ts); rejects only when the backend cannot be
 * reached or does not answer in time.
 */
export async function callForShopper<T = unknown>(
  request: Request,
  context: AppLoadContext,
  path: string,
  { body, query, method, token }: { body?: unknown; query?: StoreQuery; method?: "POST" | "DELETE"; token?: string } = {},
): Promise<StoreResult<T>> {
  const { target } = await serverStore()
  return callStore<T>(target, path, {
    method,
    query,
    body,
    token,
    forwardedFor: forwardedFor(request.headers.get("x-forwarded-for"), context.clientAddress),
    timeoutMs: STORE_TIMEOUT_MS,
  })
}

/** The status a refusal passes on: the backend's 4xx, a 502 when it failed. */
export const refusalStatus = (answer: { status: number }) => (answer.status >= 400 && answer.status < 500 ? answer.status : 502)
