import { createContext, useContext, useSyncExternalStore } from "react"
import { CART_COOKIE, CART_COOKIE_MAX_AGE_S } from "./constants"

/** The cart cookie: the Medusa cart id, so the cart survives a reload and the server can read it. */

const listeners = new Set<() => void>()

/** The cart id in a Cookie header (the browser's document.cookie has the same form). */
export function cartIdFromCookies(cookies: string | null | undefined): string | null {
  const pair = (cookies ?? "").split(/;\s*/).find((entry) => entry.startsWith(`${CART_COOKIE}=`))
  return pair ? decodeURIComponent(pair.slice(CART_COOKIE.length + 1)) || null : null
}

/** The Set-Cookie header that forgets the cart (sent once the cart has become an order). */
export const CLEAR_CART_COOKIE = `${CART_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`

const readBrowserCartId = () => cartIdFromCookies(document.cookie)

export function readCartId(): string | null {
  return typeof document === "undefined" ? null : readBrowserCartId()
}

/**
 * The cart cookie for a cart id: `Secure` where the shop is served over HTTPS (production), so the
 * cart id never travels over plain HTTP; without it on http://localhost, where a browser would drop it.
 */
export const cartCookie = (id: string, { secure }: { secure: boolean }) =>
  `${CART_COOKIE}=${encodeURIComponent(id)}; Path=/; Max-Age=${CART_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? "; Secure" : ""}`

export function writeCartId(id: string | null): void {
  document.cookie = id ? cartCookie(id, { secure: window.location.protocol === "https:" }) : CLEAR_CART_COOKIE
  listeners.forEach((listener) => listener())
}

/**
 * The id of the cart the server rendered the page with (read from the request's cart cookie, its
 * cart put in the query cache by the root loader), so the server and the browser's first render show
 * the same lines and the page does not shift once the browser reads the cart itself. Null on pages
 * rendered without a cart (the page cache keeps only those).
 */
export const ServerCartIdContext = createContext<string | null>(null)

/** The current cart id: the cookie's; while server rendering and hydrating, the one the server read. */
export function useCartId(): string | null {
  const serverCartId = useContext(ServerCartIdContext)
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    readBrowserCartId,
    () => serverCartId,
  )
}
