import { callStore, type StoreResult } from "./store-client"
import type { StoreConnection } from "./store-connection"

/** First message per field of a failed zod parse, ready to show under each field. */
export function firstErrorPerField(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "")
    errors[field] ??= issue.message
  }
  return errors
}

/**
 * POSTs a form to the backend. Resolves with the answer (200, or 400 with field errors, 429...);
 * rejects only when the backend cannot be reached.
 */
export async function submitForm<T>(connection: StoreConnection | null, path: string, values: unknown): Promise<StoreResult<T>> {
  if (!connection) throw new Error("The shop's backend is not reachable")
  return callStore<T>(connection, path, { body: values })
}
