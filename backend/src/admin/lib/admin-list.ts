import {
  type DataTableColumnDef,
  type DataTableCommand,
  type DataTableFilter,
  type DataTableFilteringState,
  type DataTablePaginationState,
  type DataTableRowSelectionState,
  type DataTableSortingState,
  useDataTable,
} from "@medusajs/ui"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { useSearchParams } from "react-router-dom"
import { sdk } from "./sdk"

/** A page of a list: as many orders as one bulk action of the To ship page takes (MAX_BULK_ORDERS) */
export const PAGE_SIZE = 50

/** A list route's answer: the rows under the list's own key, their count, and what else it tells (`Extra`). */
type ListAnswer<Row, Key extends string, Extra> = { count: number } & Record<Key, Row[]> & Extra

type AdminTableOptions<Row> = {
  /** the shop's admin list route: `GET path?limit&offset&q&<filters>` */
  path: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- DataTable's own column type: each column's value type differs
  columns: DataTableColumnDef<Row, any>[]
  /** DataTable filters whose values go to the route as query parameters of their id */
  filters?: DataTableFilter[]
  /** the list has a search box (`?q=`) */
  search?: boolean
  /** query parameters the page sets itself (a review status chosen by its buttons...) */
  fixed?: Record<string, string>
  /** what a click on a row does (opens the row's message...) */
  onRowClick?: (row: Row) => void
  /** the list sorts by its sortable columns (`?order=<column>`, `-` for descending), this order first */
  sort?: DataTableSortingState
  /** rows can be selected for these commands (DataTable's command bar) */
  commands?: DataTableCommand[]
}

/** The list's state kept in the page's URL (?offset=, ?q=, a filter's id): a reload or a shared link shows the same list. */
function useUrlState(filterIds: string[]) {
  const [params, setParams] = useSearchParams()
  const offset = Math.max(0, Math.floor(Number(params.get("offset"))) || 0)
  const q = params.get("q") ?? ""
  const order = params.get("order")
  const fromUrl = (): DataTableFilteringState =>
    Object.fromEntries(filterIds.flatMap((id) => (params.get(id) ? [[id, params.get(id)]] : [])))
  // a filter just added from the menu has no value yet: it stays on screen, not in the URL
  const [filtering, setFiltering] = useState<DataTableFilteringState>(fromUrl)
  /** sets the given parameters ("" or null removes one); anything but a page change starts at the first page */
  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const updated = new URLSearchParams(current)
      for (const [name, value] of Object.entries(changes)) {
        if (value) updated.set(name, value)
        else updated.delete(name)
      }
      if (!("offset" in changes)) updated.delete("offset")
      return updated
    })
  const onFilteringChange = (state: DataTableFilteringState) => {
    setFiltering(state)
    update(Object.fromEntries(filterIds.map((id) => [id, typeof state[id] === "string" ? (state[id] as string) : null])))
  }
  const applied = Object.fromEntries(
    Object.entries(filtering).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== ""),
  )
  return { offset, q, order, filtering, applied, onFilteringChange, update }
}

/** The route's `order` parameter of a sorting, and back: the column, `-` before it for descending. */
const orderParam = (sorting: DataTableSortingState) => `${sorting.desc ? "-" : ""}${sorting.id}`
const sortingOf = (order: string): DataTableSortingState => ({ id: order.replace(/^-/, ""), desc: order.startsWith("-") })

/**
 * One of the shop's admin lists on Medusa's DataTable: a page of `path`'s rows at the offset, search,
 * filters and sorting in the page's URL, loaded through the JS SDK; rows selectable for commands.
 * The query key starts with the route's path: an action invalidating the path (useAdminAction)
 * loads the page again.
 */
export function useAdminTable<Row extends { id: string }, Key extends string, Extra extends object = object>(
  key: Key,
  { path, columns, filters = [], search = false, fixed = {}, onRowClick, sort, commands }: AdminTableOptions<Row>,
) {
  const state = useUrlState(filters.map((filter) => filter.id))
  const sorting = sort ? (state.order ? sortingOf(state.order) : sort) : undefined
  const [rowSelection, setRowSelection] = useState<DataTableRowSelectionState>({})
  const query = { ...fixed, ...state.applied, ...(state.q ? { q: state.q } : {}), ...(sorting ? { order: orderParam(sorting) } : {}) }
  const { data, error, isFetching } = useQuery({
    queryKey: [path, query, state.offset],
    queryFn: () => sdk.client.fetch<ListAnswer<Row, Key, Extra>>(path, { query: { ...query, limit: PAGE_SIZE, offset: state.offset } }),
    // the page shown stays until the next one has come
    placeholderData: keepPreviousData,
  })
  const pagination: DataTablePaginationState = { pageIndex: Math.floor(state.offset / PAGE_SIZE), pageSize: PAGE_SIZE }
  const table = useDataTable({
    data: data?.[key] ?? [],
    columns,
    getRowId: (row) => row.id,
    rowCount: data?.count ?? 0,
    isLoading: isFetching && !data,
    pagination: {
      state: pagination,
      onPaginationChange: (next) => state.update({ offset: next.pageIndex > 0 ? String(next.pageIndex * PAGE_SIZE) : null }),
    },
    ...(onRowClick ? { onRowClick: (_event: unknown, row: Row) => onRowClick(row) } : {}),
    ...(search ? { search: { state: state.q, onSearchChange: (q: string) => state.update({ q: q.trim() || null }) } } : {}),
    ...(filters.length ? { filters, filtering: { state: state.filtering, onFilteringChange: state.onFilteringChange } } : {}),
    ...(sorting
      ? { sorting: { state: sorting, onSortingChange: (next: DataTableSortingState) => state.update({ order: orderParam(next) }) } }
      : {}),
    ...(commands ? { commands, rowSelection: { state: rowSelection, onRowSelectionChange: setRowSelection } } : {}),
  })
  return { table, answer: data, error: error?.message ?? null, clearSelection: () => setRowSelection({}) }
}
