import { createCookieSessionStorage, type AppLoadContext } from "react-router"
import { LOCAL_SECRETS, weakSecretReason } from "shop-signing"
import { callForShopper } from "./form.server"
import { siteUrl } from "./medusa.server"

/**
 * The signed-in customer's session, kept by the storefront's server: Medusa's token of the customer
 * in a cookie of the storefront's own origin (HttpOnly: no script reads it; SameSite=Lax: no other
 * site's form posts with it; Secure on https; signed with ACCOUNT_SESSION_SECRET), passed on to the
 * backend as `Authorization: Bearer`. Read only by the account's pages and the checkout's details,
 * never by a page of the page cache (the same for every visitor).
 */
export const CUSTOMER_SESSION_COOKIE = "shop_account"

/** Medusa's tokens last a day (its default jwtExpiresIn, which medusa-config.ts keeps): so does the cookie. */
const SESSION_MAX_AGE_S = 24 * 60 * 60

const secret = process.env.ACCOUNT_SESSION_SECRET?.trim() || LOCAL_SECRETS.ACCOUNT_SESSION_SECRET
// the backend's rule: production unless SHOP_MODE=local (`npm start` passes the backend's mode on)
const production = (process.env.SHOP_MODE || (process.env.NODE_ENV === "production" ? "production" : "local")) === "production"
const weak = production ? weakSecretReason("ACCOUNT_SESSION_SECRET", secret) : undefined
// the server's build is loaded when it starts: a local secret stops a production storefront there
if (weak) throw new Error(`Invalid setting: ACCOUNT_SESSION_SECRET ${weak}`)

type SessionData = { token: string }

const storage = createCookieSessionStorage<SessionData>({
  cookie: {
    name: CUSTOMER_SESSION_COOKIE,
    httpOnly: true,
    sameSite: "lax",
    secure: siteUrl.startsWith("https:"),
    path: "/",
    maxAge: SESSION_MAX_AGE_S,
    secrets: [secret],
  },
})

/**
 * The Set-Cookie of a new session holding this token: a session of its own, never the one the
 * request brought (a cookie planted before the sign-in is replaced, not continued).
 */
export async function startCustomerSession(token: string): Promise<string> {
  const session = await storage.getSession()
  session.set("token", token)
  return storage.commitSession(session)
}

/** The Set-Cookie that ends the session in this browser (signing out, the account deleted, a refused token). */
export async function endCustomerSession(): Promise<string> {
  return storage.destroySession(await storage.getSession())
}

/** When a JWT expires (its `exp`, ms) and was issued (`iat`), read without checking it: the backend checks it. */
function lifetimeOf(token: string): { issuedAt: number; expiresAt: number } | null {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"))
    if (typeof payload !== "object" || payload === null || !("exp" in payload) || !("iat" in payload)) return null
    const { exp, iat } = payload
    return typeof exp === "number" && typeof iat === "number" ? { issuedAt: iat * 1000, expiresAt: exp * 1000 } : null
  } catch {
    return null
  }
}

/** A token past half its life is renewed (so a visit keeps a session going); an expired one is no session. */
export function tokenState(token: string, now = Date.now()): "fresh" | "renew" | "expired" {
  const lifetime = lifetimeOf(token)
  if (!lifetime || now >= lifetime.expiresAt) return "expired"
  return now - lifetime.issuedAt > (lifetime.expiresAt - lifetime.issuedAt) / 2 ? "renew" : "fresh"
}

/** The customer's token of this request as it is (a form's action: the page's loader renews it right after); null when none is valid. */
export async function sessionToken(request: Request): Promise<string | null> {
  const cookies = request.headers.get("cookie")
  if (!cookies?.includes(`${CUSTOMER_SESSION_COOKIE}=`)) return null
  const token = (await storage.getSession(cookies)).get("token")
  return token && tokenState(token) !== "expired" ? token : null
}

/**
 * The customer's token of this request, renewed through Medusa's `POST /auth/token/refresh` once past
 * half its life, with the Set-Cookie to send along (the renewed session, or the end of an expired or
 * refused one); null when nobody is signed in here.
 */
export async function customerToken(
  request: Request,
  context: AppLoadContext,
): Promise<{ token: string | null; setCookie: string | null }> {
  const cookies = request.headers.get("cookie")
  if (!cookies?.includes(`${CUSTOMER_SESSION_COOKIE}=`)) return { token: null, setCookie: null }
  const token = (await storage.getSession(cookies)).get("token")
  const state = token ? tokenState(token) : "expired"
  if (!token || state === "expired") return { token: null, setCookie: await endCustomerSession() }
  if (state === "fresh") return { token, setCookie: null }
  const renewed = await renewToken(request, context, token)
  if (renewed) return { token: renewed, setCookie: await startCustomerSession(renewed) }
  return { token: null, setCookie: await endCustomerSession() }
}

/** A renewed token of the customer (after "sign out everywhere" the backend renews none); null when refused. */
export async function renewToken(request: Request, context: AppLoadContext, token: string): Promise<string | null> {
  const answer = await callForShopper<{ token: string }>(request, context, "/auth/token/refresh", { method: "POST", token })
  return answer.ok ? answer.body.token : null
}

/** The request's headers with the session's Set-Cookie, when there is one. */
export const withSessionCookie = (setCookie: string | null): HeadersInit => (setCookie ? { "Set-Cookie": setCookie } : {})
