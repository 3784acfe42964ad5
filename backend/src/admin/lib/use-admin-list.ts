import { useEffect, useState } from "react"

export const PAGE_SIZE = 50

/**
 * Loads one page of an admin list route of this shop (the admin session cookie authenticates).
 * `path` may carry its own query (filters); a new `reload` value loads the page again.
 */
export function useAdminList<T>(path: string, key: string, offset: number, reload = 0) {
  const [state, setState] = useState<{ rows: T[]; count: number; extra: Record<string, unknown>; error?: string; loading: boolean }>({
    rows: [],
    count: 0,
    extra: {},
    loading: true,
  })
  useEffect(() => {
    let cancelled = false
    setState((current) => ({ ...current, loading: true }))
    fetch(`${path}${path.includes("?") ? "&" : "?"}limit=${PAGE_SIZE}&offset=${offset}`, { credentials: "include" })
      .then(async (response) => {
        // a route the server does not have answers with the admin's HTML page, not JSON
        const body = await response.json().catch(() => null)
        if (!response.ok || !body) throw new Error(body?.message ?? `The server answered ${response.status}`)
        if (!cancelled) setState({ rows: body[key], count: body.count, extra: body, loading: false })
      })
      .catch((error: Error) => !cancelled && setState((current) => ({ ...current, error: error.message, loading: false })))
    return () => {
      cancelled = true
    }
  }, [path, key, offset, reload])
  return state
}

export const formatDate = (value: string | null) => (value ? new Date(value).toLocaleString() : "")
