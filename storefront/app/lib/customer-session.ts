import type { AccountSessionAnswer } from "order-summary/store-api"
import { storeRequest } from "./store-client"
import type { StoreConnection } from "./store-connection"

/**
 * Whether this browser holds a customer's session. The session cookie is HttpOnly and sent only to
 * the account's routes on the backend, so the storefront asks (`GET /store/account/session`, 200 for
 * a guest too) before it reads an account: a guest's pages make no request that answers 401.
 */
export async function isSignedIn(connection: StoreConnection): Promise<boolean> {
  const { signed_in } = await storeRequest<AccountSessionAnswer>(connection, "/store/account/session", { credentials: "include" })
  return signed_in
}
