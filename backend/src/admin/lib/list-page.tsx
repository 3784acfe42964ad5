import { Container, Heading, Table, Text } from "@medusajs/ui"
import type { ReactNode } from "react"
import type { useAdminList } from "./admin-list"
import { ErrorText } from "./error-text"
import { Pager } from "./pager"

/**
 * The frame of every list page of this shop's admin: title and explanation (with the page's own
 * buttons beside them), the error of loading or of an action, the table's header row, its rows and
 * the pager of the list (useAdminList).
 */
export function AdminListPage({
  title,
  description,
  actions,
  toolbar,
  error,
  columns,
  children,
  list,
  noun,
}: {
  title: string
  description: ReactNode
  actions?: ReactNode
  /** the list's search and filters, above the table */
  toolbar?: ReactNode
  /** an action's error; the list's own comes with the list */
  error?: string | null
  /** the header cells' texts; "" for a column without a heading (buttons) */
  columns: string[]
  /** the table's rows */
  children: ReactNode
  list: Pick<ReturnType<typeof useAdminList>, "count" | "offset" | "setOffset" | "error">
  /** what one row is, singular: "message", "refund"... */
  noun: string
}) {
  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between gap-4 px-6 py-4">
        <div>
          <Heading level="h1">{title}</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            {description}
          </Text>
        </div>
        {actions}
      </div>
      {toolbar && <div className="flex flex-wrap items-end gap-4 px-6 py-4">{toolbar}</div>}
      <ErrorText error={error ?? list.error} className="px-6 py-4" />
      <Table>
        <Table.Header>
          <Table.Row>
            {columns.map((column, index) => (
              <Table.HeaderCell key={`${column}-${index}`}>{column}</Table.HeaderCell>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table>
      <Pager count={list.count} noun={noun} offset={list.offset} onOffset={list.setOffset} />
    </Container>
  )
}
