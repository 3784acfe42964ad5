import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Envelope } from "@medusajs/icons"
import { Badge, Button, Container, Heading, Table, Text } from "@medusajs/ui"
import { useState } from "react"
import { Pager } from "../../lib/pager"
import { formatDate, useAdminList } from "../../lib/use-admin-list"

type Subscription = {
  id: string
  email: string
  created_at: string
  unsubscribed_at: string | null
  welcome_code: string | null
  welcome_sent_at: string | null
}

const NewsletterSubscribersPage = () => {
  const [offset, setOffset] = useState(0)
  const list = useAdminList<Subscription>("/admin/newsletter-subscriptions", "newsletter_subscriptions", offset)
  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <div>
          <Heading level="h1">Newsletter subscribers</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            Newest first, with the personal welcome code each one received.
          </Text>
        </div>
        <Button variant="secondary" size="small" asChild>
          <a href="/admin/newsletter-subscriptions/export" download>
            Export CSV
          </a>
        </Button>
      </div>
      {list.error && <Text className="px-6 py-4 text-ui-fg-error">{list.error}</Text>}
      <Table>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>Email</Table.HeaderCell>
            <Table.HeaderCell>Subscribed</Table.HeaderCell>
            <Table.HeaderCell>Status</Table.HeaderCell>
            <Table.HeaderCell>Welcome code</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {list.rows.map((subscription) => (
            <Table.Row key={subscription.id}>
              <Table.Cell>{subscription.email}</Table.Cell>
              <Table.Cell>{formatDate(subscription.created_at)}</Table.Cell>
              <Table.Cell>
                {subscription.unsubscribed_at ? (
                  <Badge color="grey">Unsubscribed {formatDate(subscription.unsubscribed_at)}</Badge>
                ) : (
                  <Badge color="green">Subscribed</Badge>
                )}
              </Table.Cell>
              <Table.Cell>
                {subscription.welcome_code ?? ""} {subscription.welcome_sent_at ? "" : subscription.welcome_code ? "(email not sent yet)" : ""}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
      <Pager count={list.count} noun="subscriber" offset={offset} onOffset={setOffset} />
    </Container>
  )
}

export const config = defineRouteConfig({ label: "Newsletter", icon: Envelope })

export default NewsletterSubscribersPage
