import type { StoreConnection } from "./store-connection"
import { isJsonObject } from "./json"
import { postToStore } from "./medusa.client"

/** First message per field of a failed zod parse, ready to show under each field. */
export function firstErrorPerField(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "")
    errors[field] ??= issue.message
  }
  return errors
}

/** The field errors of a form route's refusal (`errors`: field -> text); none when it names none. */
export function fieldErrorsIn(body: unknown): Record<string, string> {
  return isJsonObject(body) && isJsonObject(body.errors)
    ? Object.fromEntries(Object.entries(body.errors).map(([field, text]) => [field, String(text)]))
    : {}
}

/** What one of our backend's Store API form routes answered. */
export type FormSubmission = { ok: true } | { ok: false; status: number; message: string | null; fieldErrors: Record<string, string> }

/**
 * POSTs a form to the backend. Resolves with the answer (200, or 400 with field errors, 429...);
 * rejects only when the backend cannot be reached.
 */
export async function submitForm(connection: StoreConnection | null, path: string, values: unknown): Promise<FormSubmission> {
  if (!connection) throw new Error("The shop's backend is not reachable")
  const response = await postToStore(connection, path, values)
  if (response.ok) return { ok: true }
  const body: unknown = await response.json().catch(() => null)
  const message = isJsonObject(body) && typeof body.message === "string" ? body.message : null
  return { ok: false, status: response.status, message, fieldErrors: fieldErrorsIn(body) }
}
