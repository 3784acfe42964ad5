/**
 * Whether a parsed JSON answer is an object, so its fields can be read one by one, each unknown
 * until checked: the answers of the backend's own routes (errors, config) are read this way.
 */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null
}
