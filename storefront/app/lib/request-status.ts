/**
 * The HTTP status of a failed Store API call (the SDK's FetchError, a StoreApiError); undefined
 * when there was no answer. For the server's loaders and the browser alike: a `.client` module
 * is left out of the server's build, so this lives apart from medusa.client.ts.
 */
export function statusOf(error: unknown): number | undefined {
  return typeof error === "object" && error !== null && "status" in error && typeof error.status === "number" ? error.status : undefined
}
