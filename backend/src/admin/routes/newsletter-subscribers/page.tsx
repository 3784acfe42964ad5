import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Envelope } from "@medusajs/icons"
import { Badge, Button, Table, Text } from "@medusajs/ui"
import { AdminListPage } from "../../lib/list-page"
import { setFilters, useAdminList, useUrlParam } from "../../lib/admin-list"
import { ListFilter, ListSearch } from "../../lib/list-filters"
import { formatDate } from "../../lib/format-date"
import { breadcrumb } from "../../lib/breadcrumb"

const TITLE = "Newsletter subscribers"

type Subscription = {
  id: string
  email: string
  status: "pending" | "subscribed" | "unsubscribed"
  created_at: string
  requested_at: string | null
  request_ip: string | null
  request_source: string | null
  confirmed_at: string | null
  confirmation_ip: string | null
  unsubscribed_at: string | null
  welcome_code: string | null
  welcome_sent_at: string | null
}

function StatusBadge({ subscription }: { subscription: Subscription }) {
  if (subscription.status === "subscribed") return <Badge color="green">Subscribed</Badge>
  if (subscription.status === "pending") return <Badge color="orange">Awaiting confirmation</Badge>
  return <Badge color="grey">Unsubscribed {subscription.unsubscribed_at ? formatDate(subscription.unsubscribed_at) : ""}</Badge>
}

/** When and where: the proof of a consent (GDPR art. 7). */
function Occasion({ at, ip, source }: { at: string | null; ip?: string | null; source?: string | null }) {
  if (!at) return <Text size="small" className="text-ui-fg-muted">-</Text>
  return (
    <div>
      <Text size="small">{formatDate(at)}</Text>
      <Text size="xsmall" className="text-ui-fg-subtle">
        {[ip && `IP ${ip}`, source].filter(Boolean).join(", ")}
      </Text>
    </div>
  )
}

const NewsletterSubscribersPage = () => {
  const [q] = useUrlParam("q")
  const [status] = useUrlParam("status")
  const list = useAdminList<Subscription, "newsletter_subscriptions">("/admin/newsletter-subscriptions", "newsletter_subscriptions", setFilters({ q, status }))
  return (
    <AdminListPage
      title={TITLE}
      description="Newest first: each address's consent (sign-up and its confirmation, when and from where) and the personal welcome code it received once confirmed."
      toolbar={
        <>
          <ListSearch placeholder="E-mail address" />
          <ListFilter
            name="status"
            label="Status"
            options={[
              { value: "pending", label: "Pending" },
              { value: "subscribed", label: "Subscribed" },
              { value: "unsubscribed", label: "Unsubscribed" },
            ]}
          />
        </>
      }
      actions={
        <Button variant="secondary" size="small" asChild>
          <a href="/admin/newsletter-subscriptions/export" download>
            Export CSV
          </a>
        </Button>
      }
      columns={["Email", "Status", "Signed up", "Confirmed", "Welcome code"]}
      list={list}
      noun="subscriber"
    >
      {list.rows.map((subscription) => (
        <Table.Row key={subscription.id}>
          <Table.Cell>{subscription.email}</Table.Cell>
          <Table.Cell>
            <StatusBadge subscription={subscription} />
          </Table.Cell>
          <Table.Cell>
            <Occasion at={subscription.requested_at} ip={subscription.request_ip} source={subscription.request_source} />
          </Table.Cell>
          <Table.Cell>
            <Occasion at={subscription.confirmed_at} ip={subscription.confirmation_ip} />
          </Table.Cell>
          <Table.Cell>
            {subscription.welcome_code ?? ""} {subscription.welcome_sent_at ? "" : subscription.welcome_code ? "(email not sent yet)" : ""}
          </Table.Cell>
        </Table.Row>
      ))}
    </AdminListPage>
  )
}

export const config = defineRouteConfig({ label: "Newsletter", icon: Envelope })

export const handle = breadcrumb(TITLE)

export default NewsletterSubscribersPage
