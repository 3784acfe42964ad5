import type { StoreConnection } from "./store-connection"
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

/** What one of our backend's Store API form routes answered. */
export type FormSubmission =
  | { ok: true }
  | { ok: false; status: number; message: string | null; fieldErrors: Record<string, string> }

/**
 * POSTs a form to the backend. Resolves with the answer (200, or 400 with field errors, 429...);
 * rejects only when the backend cannot be reached.
 */
export async function submitForm(connection: StoreConnection | null, path: string, values: unknown): Promise<FormSubmission> {
  if (!connection) throw new Error("The shop's backend is not reachable")
  const response = await postToStore(connection, path, values)
  if (response.ok) return { ok: true }
  const body = (await response.json().catch(() => null)) as { message?: unknown; errors?: unknown } | null
  const fieldErrors =
    body?.errors && typeof body.errors === "object" ? Object.fromEntries(Object.entries(body.errors).map(([key, value]) => [key, String(value)])) : {}
  return { ok: false, status: response.status, message: typeof body?.message === "string" ? body.message : null, fieldErrors }
}
