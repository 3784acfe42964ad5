import * as z from "zod/mini"

/**
 * A Store API answer that is not a 2xx, read once: the backend's error answer
 * (`backend/src/api/error-handler.ts`, Medusa's handler, the form routes' field errors) is
 * `{ type, message, code?, errors? }`. What is missing or malformed is null (empty), so a caller
 * words the refusal itself where the backend gave no words.
 */
export type StoreRefusal = {
  status: number
  /** Medusa's error type: invalid_data, not_found, not_allowed, conflict, unauthorized… */
  type: string | null
  /** the shop's code where it gives one: insufficient_inventory, promotion_code_…, lock_not_free… */
  code: string | null
  /** the backend's words; null when it gave none */
  message: string | null
  /** a form route's text per field (`errors`), none when it names none */
  fieldErrors: Record<string, string>
}

const text = z.catch(z.optional(z.string()), undefined)

/** Each field on its own: one malformed field leaves the others readable. */
const refusalBody = z.catch(
  z.object({
    type: text,
    code: text,
    message: text,
    errors: z.catch(z.optional(z.record(z.string(), z.string())), undefined),
  }),
  {},
)

/** The refusal of an answer's status and JSON body (null when it had none). */
export function readRefusal(status: number, body: unknown): StoreRefusal {
  const parsed = refusalBody.parse(body ?? {})
  return {
    status,
    type: parsed.type || null,
    code: parsed.code || null,
    message: parsed.message || null,
    fieldErrors: parsed.errors ?? {},
  }
}
