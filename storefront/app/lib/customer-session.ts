import { isJsonObject } from "./json"
import type { StoreConnection } from "./store-connection"

/**
 * Whether this browser holds a customer's session. The session cookie is HttpOnly and sent only to
 * the account's routes on the backend, so the storefront asks (`GET /store/account/session`, 200 for
 * a guest too) before it reads an account: a guest's pages make no request that answers 401.
 */
export async function isSignedIn(connection: StoreConnection): Promise<boolean> {
  const response = await fetch(`${connection.backendUrl}/store/account/session`, {
    credentials: "include",
    headers: { "x-publishable-api-key": connection.publishableKey },
  })
  if (!response.ok) throw new Error(`The account's session could not be read (${response.status})`)
  const answer: unknown = await response.json()
  return isJsonObject(answer) && answer.signed_in === true
}
