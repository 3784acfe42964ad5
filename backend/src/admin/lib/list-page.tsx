import { Container, DataTable, Heading, Text, type useDataTable } from "@medusajs/ui"
import type { ReactNode } from "react"
import { ErrorText } from "./error-text"

/**
 * The frame of every list page of this shop's admin, on Medusa's DataTable (useAdminTable): title
 * and explanation with the page's own buttons, the search box and the filter menu when the list has
 * them, the sorting menu of a sortable list, the error of loading or of an action, what the page
 * says above the table (`notice`), the table and its pages ("1 - 50 of 57 reviews"), the command bar
 * of selected rows.
 */
export function AdminListPage<Row>({
  title,
  description,
  actions,
  error,
  table,
  plural,
  searchPlaceholder,
  notice,
  empty,
}: {
  title: string
  description: ReactNode
  actions?: ReactNode
  /** the list's error or an action's */
  error?: string | null
  table: ReturnType<typeof useDataTable<Row>>
  /** what the rows are, for the pager: "reviews", "refunds"... */
  plural: string
  searchPlaceholder?: string
  /** shown between the toolbar and the table (the outcome of a bulk action...) */
  notice?: ReactNode
  /** the empty list's heading and description */
  empty?: { heading: string; description?: string }
}) {
  return (
    <Container className="divide-y p-0">
      <DataTable instance={table}>
        <DataTable.Toolbar className="flex flex-col items-start justify-between gap-4 px-6 py-4 md:flex-row md:items-center">
          <div>
            <Heading level="h1">{title}</Heading>
            <Text size="small" className="text-ui-fg-subtle">
              {description}
            </Text>
          </div>
          <div className="flex shrink-0 items-center gap-2">
            {table.enableFiltering && <DataTable.FilterMenu tooltip="Filter" />}
            {table.enableSearch && <DataTable.Search placeholder={searchPlaceholder} />}
            {table.enableSorting && <DataTable.SortingMenu tooltip="Sort" />}
            {actions}
          </div>
        </DataTable.Toolbar>
        <ErrorText error={error} className="px-6 py-4" />
        {notice}
        <DataTable.Table {...(empty ? { emptyState: { empty } } : {})} />
        <DataTable.Pagination translations={{ of: "of", results: plural, pages: "pages", prev: "Prev", next: "Next" }} />
        {table.getCommands().length > 0 && <DataTable.CommandBar selectedLabel={(count) => `${count} selected`} />}
      </DataTable>
    </Container>
  )
}
