import { callStore, type StoreResult } from "./store-client"
import type { StoreConnection } from "./store-connection"

/**
 * POSTs a form to the backend. Resolves with the answer (200, or 400 with field errors, 429...);
 * rejects only when the backend cannot be reached.
 */
export async function submitForm<T>(connection: StoreConnection | null, path: string, values: unknown): Promise<StoreResult<T>> {
  if (!connection) throw new Error("The shop's backend is not reachable")
  return callStore<T>(connection, path, { body: values })
}
