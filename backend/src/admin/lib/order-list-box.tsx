import { Container, Heading, Table, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { ErrorText } from "./error-text"
import { sdk } from "./sdk"

type OrderListBoxProps<T, Key extends string> = {
  /** the admin API route that lists the latest entries, `{ [listKey]: T[], count }` */
  path: string
  listKey: Key
  shown: number
  testId: string
  title: string
  /** the line under the title, given how many entries there are in all */
  description: (count: number) => ReactNode
  columns: string[]
  /** an entry's cells, in the order of `columns` */
  cells: (entry: T) => ReactNode[]
  rowKey: (entry: T) => string
}

/**
 * A box above Medusa's order list (which has no column or filter to add for it) with the latest
 * entries of one kind: nothing while there is none.
 */
export function OrderListBox<T, Key extends string>({
  path,
  listKey,
  shown,
  testId,
  title,
  description,
  columns,
  cells,
  rowKey,
}: OrderListBoxProps<T, Key>) {
  const { data, error } = useQuery({
    queryKey: [path, shown],
    queryFn: () => sdk.client.fetch<{ count: number } & Record<Key, T[]>>(path, { query: { limit: shown } }),
  })
  if (!error && !data?.count) return null
  const entries = data?.[listKey] ?? []
  return (
    <Container className="divide-y p-0" data-testid={testId}>
      <div className="px-6 py-4">
        <Heading level="h2">{title}</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {description(data?.count ?? 0)}
        </Text>
      </div>
      <ErrorText error={error} className="px-6 py-4" />
      {data && (
        <Table>
          <Table.Header>
            <Table.Row>
              {columns.map((column) => (
                <Table.HeaderCell key={column}>{column}</Table.HeaderCell>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {entries.map((entry) => (
              <Table.Row key={rowKey(entry)}>
                {cells(entry).map((cell, index) => (
                  <Table.Cell key={columns[index]}>{cell}</Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
    </Container>
  )
}

/** An order's number, linking to its page in the admin. */
export function OrderNumberLink({ id, displayId }: { id: string; displayId: number }) {
  return (
    <Link to={`/orders/${id}`} className="text-ui-fg-interactive hover:underline">
      #{displayId}
    </Link>
  )
}
