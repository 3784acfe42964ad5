import { useSyncExternalStore } from "react"
import { CART_COOKIE, CART_COOKIE_MAX_AGE_S } from "~/lib/constants"

// The Medusa cart id lives in a cookie so the cart survives a reload (and is readable by the server
// later, for example by the checkout step).
const listeners = new Set<() => void>()

function read(): string | null {
  const pair = document.cookie.split("; ").find((entry) => entry.startsWith(`${CART_COOKIE}=`))
  return pair ? decodeURIComponent(pair.slice(CART_COOKIE.length + 1)) : null
}

export function writeCartId(id: string | null): void {
  document.cookie = id
    ? `${CART_COOKIE}=${encodeURIComponent(id)}; path=/; max-age=${CART_COOKIE_MAX_AGE_S}; samesite=lax`
    : `${CART_COOKIE}=; path=/; max-age=0; samesite=lax`
  listeners.forEach((listener) => listener())
}

export function readCartId(): string | null {
  return typeof document === "undefined" ? null : read()
}

/** The current cart id; null while server rendering and when there is no cart yet. */
export function useCartId(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    read,
    () => null
  )
}
