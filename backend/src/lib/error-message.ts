/**
 * The message of whatever was thrown, for logs and stored failure reasons: an Error's, that of an
 * error-like object that is not an Error of this realm (a workflow's error read back from its
 * stored transaction; an error of Node's own fetch under Jest's sandbox), else the value as text.
 */
export function messageOf(error: unknown): string {
  if (typeof error === "object" && error !== null && "message" in error && typeof error.message === "string") return error.message
  return String(error)
}
