/**
 * POSTs to an admin route of this shop (the admin session cookie authenticates) and resolves with
 * its JSON; rejects with the server's own message when it refuses.
 */
export async function postAdmin<T = unknown>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body ?? {}),
  })
  const answer = await response.json().catch(() => null)
  if (!response.ok) throw new Error(answer?.message ?? `The server answered ${response.status}`)
  return answer as T
}
