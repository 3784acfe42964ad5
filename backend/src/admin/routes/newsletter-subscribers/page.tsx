import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Envelope } from "@medusajs/icons"
import { Badge, Button, createDataTableColumnHelper, createDataTableFilterHelper, Text } from "@medusajs/ui"
import { useSearchParams } from "react-router-dom"
import { AdminListPage } from "../../lib/list-page"
import { useAdminTable } from "../../lib/admin-list"
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
  if (!at)
    return (
      <Text size="small" className="text-ui-fg-muted">
        -
      </Text>
    )
  return (
    <div>
      <Text size="small">{formatDate(at)}</Text>
      <Text size="xsmall" className="text-ui-fg-subtle">
        {[ip && `IP ${ip}`, source].filter(Boolean).join(", ")}
      </Text>
    </div>
  )
}

const exportQuery = (filters: Record<string, string | null | undefined>) => {
  const params = new URLSearchParams(Object.entries(filters).flatMap(([key, value]) => (value ? [[key, value]] : [])))
  return params.size ? `?${params}` : ""
}

const columnHelper = createDataTableColumnHelper<Subscription>()

const columns = [
  columnHelper.accessor("email", { header: "Email" }),
  columnHelper.accessor("status", { header: "Status", cell: ({ row }) => <StatusBadge subscription={row.original} /> }),
  columnHelper.accessor("requested_at", {
    header: "Signed up",
    cell: ({ row: { original } }) => <Occasion at={original.requested_at} ip={original.request_ip} source={original.request_source} />,
  }),
  columnHelper.accessor("confirmed_at", {
    header: "Confirmed",
    cell: ({ row: { original } }) => <Occasion at={original.confirmed_at} ip={original.confirmation_ip} />,
  }),
  columnHelper.accessor("welcome_code", {
    header: "Welcome code",
    cell: ({ row: { original } }) =>
      `${original.welcome_code ?? ""}${original.welcome_code && !original.welcome_sent_at ? " (email not sent yet)" : ""}`,
  }),
]

const filters = [
  createDataTableFilterHelper<Subscription>().accessor("status", {
    type: "radio",
    label: "Status",
    options: [
      { value: "pending", label: "Pending" },
      { value: "subscribed", label: "Subscribed" },
      { value: "unsubscribed", label: "Unsubscribed" },
    ],
  }),
]

const NewsletterSubscribersPage = () => {
  const list = useAdminTable<Subscription, "newsletter_subscriptions">("newsletter_subscriptions", {
    path: "/admin/newsletter-subscriptions",
    columns,
    filters,
    search: true,
  })
  const [params] = useSearchParams()
  return (
    <AdminListPage
      title={TITLE}
      description="Newest first: each address's consent (sign-up and its confirmation, when and from where) and the personal welcome code it received once confirmed."
      searchPlaceholder="E-mail address"
      actions={
        <Button variant="secondary" size="small" asChild>
          {/* the addresses the page shows: its search and status */}
          <a href={`/admin/newsletter-subscriptions/export${exportQuery({ q: params.get("q"), status: params.get("status") })}`} download>
            Export CSV
          </a>
        </Button>
      }
      error={list.error}
      table={list.table}
      plural="subscribers"
    />
  )
}

export const config = defineRouteConfig({ label: "Newsletter", icon: Envelope })

export const handle = breadcrumb(TITLE)

export default NewsletterSubscribersPage
