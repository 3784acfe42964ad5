import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useSearchParams } from "react-router-dom"
import { sdk } from "./sdk"

export const PAGE_SIZE = 50

/** A list route's answer: the rows under the list's own key, their count, and what else it tells (`Extra`). */
type ListAnswer<Row, Key extends string, Extra> = { count: number } & Record<Key, Row[]> & Extra

/** A list's offset kept in the page's URL (?offset=): a reload or a shared link shows the same page. */
function useUrlOffset(): [number, (offset: number) => void] {
  const [params, setParams] = useSearchParams()
  const offset = Math.max(0, Math.floor(Number(params.get("offset"))) || 0)
  const setOffset = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current)
      if (next > 0) updated.set("offset", String(next))
      else updated.delete("offset")
      return updated
    })
  return [offset, setOffset]
}

/**
 * A list's search or filter kept in the page's URL (?q=, ?status=...): a reload or a shared link
 * shows the same list. A new value starts the list at its first page; "" removes it.
 */
export function useUrlParam(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams()
  const setValue = (value: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current)
      if (value) updated.set(name, value)
      else updated.delete(name)
      updated.delete("offset")
      return updated
    })
  return [params.get(name) ?? "", setValue]
}

/** The filters of a list that are set, for useAdminList (empty ones are left out). */
export const setFilters = (filters: Record<string, string>) => Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ""))

/**
 * One page of an admin list route of this shop, at the offset in the page's URL. The query key
 * starts with the route's path: an action invalidating the path loads the page again. `filters`
 * (a review status...) go to the route as query parameters.
 */
export function useAdminList<Row, Key extends string, Extra extends object = object>(path: string, key: Key, filters: Record<string, string> = {}) {
  const [offset, setOffset] = useUrlOffset()
  const { data, error, isFetching } = useQuery({
    queryKey: [path, filters, offset],
    queryFn: () => sdk.client.fetch<ListAnswer<Row, Key, Extra>>(path, { query: { ...filters, limit: PAGE_SIZE, offset } }),
    // the page shown stays until the next one has come
    placeholderData: keepPreviousData,
  })
  return {
    rows: data?.[key] ?? [],
    count: data?.count ?? 0,
    answer: data,
    error: error?.message ?? null,
    loading: isFetching,
    offset,
    setOffset,
  }
}
