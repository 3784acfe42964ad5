import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ChatBubbleLeftRight } from "@medusajs/icons"
import { Badge, Button, Table } from "@medusajs/ui"
import { Fragment, useState } from "react"
import { AdminListPage } from "../../lib/list-page"
import { setFilters, useAdminList, useUrlParam } from "../../lib/admin-list"
import { ListFilter, ListSearch } from "../../lib/list-filters"
import { useAdminAction } from "../../lib/use-admin-action"
import { DateCell, formatDate } from "../../lib/format-date"
import { breadcrumb } from "../../lib/breadcrumb"

const TITLE = "Contact messages"

type ContactMessage = {
  id: string
  name: string
  email: string
  subject: string
  message: string
  created_at: string
  delivered_at: string | null
  delivery_attempts: number
  next_attempt_at: string | null
  last_delivery_error: string | null
  handled_at: string | null
}

const CONTACT_MESSAGES = "/admin/contact-messages"

function DeliveryStatus({ message, chatConfigured }: { message: ContactMessage; chatConfigured: boolean }) {
  if (message.delivered_at) return <Badge color="green">Delivered {formatDate(message.delivered_at)}</Badge>
  if (!chatConfigured) return <Badge color="grey">Stored (no chat webhook set)</Badge>
  if (message.delivery_attempts === 0) return <Badge color="blue">Pending</Badge>
  return (
    <Badge color="orange" title={message.last_delivery_error ?? undefined}>
      Failed {message.delivery_attempts}x, next try {formatDate(message.next_attempt_at)}
    </Badge>
  )
}

const ContactMessagesPage = () => {
  const [open, setOpen] = useState<string | null>(null)
  const [q] = useUrlParam("q")
  const [handled] = useUrlParam("handled")
  const list = useAdminList<ContactMessage, "contact_messages", { chat_configured: boolean }>(CONTACT_MESSAGES, "contact_messages", setFilters({ q, handled }))
  const mark = useAdminAction(CONTACT_MESSAGES)
  const chatConfigured = Boolean(list.answer?.chat_configured)
  return (
    <AdminListPage
      title={TITLE}
      description="Newest first. Every message is stored; undelivered ones are retried automatically. Mark a message handled once it is answered."
      toolbar={
        <>
          <ListSearch placeholder="Name, e-mail, subject or text" />
          <ListFilter
            name="handled"
            label="Handled"
            options={[
              { value: "false", label: "Waiting" },
              { value: "true", label: "Handled" },
            ]}
          />
        </>
      }
      error={mark.error?.message}
      columns={["Received", "From", "Subject", "Chat delivery", ""]}
      list={list}
      noun="message"
    >
      {list.rows.map((message) => (
        <Fragment key={message.id}>
          <Table.Row className="cursor-pointer" onClick={() => setOpen(open === message.id ? null : message.id)}>
            <Table.Cell>
              <DateCell date={message.created_at} />
            </Table.Cell>
            <Table.Cell>
              {message.name} &lt;{message.email}&gt;
            </Table.Cell>
            <Table.Cell>{message.subject}</Table.Cell>
            <Table.Cell>
              <DeliveryStatus message={message} chatConfigured={chatConfigured} />
            </Table.Cell>
            <Table.Cell onClick={(event) => event.stopPropagation()}>
              <Button
                size="small"
                variant="secondary"
                disabled={mark.isPending}
                title={message.handled_at ? `Handled ${formatDate(message.handled_at)}` : undefined}
                onClick={() => mark.mutate({ path: `${CONTACT_MESSAGES}/${message.id}`, body: { handled: !message.handled_at } })}
              >
                {message.handled_at ? "Handled ✓ (undo)" : "Mark handled"}
              </Button>
            </Table.Cell>
          </Table.Row>
          {open === message.id && (
            <Table.Row key={`${message.id}-text`}>
              <td colSpan={5} className="whitespace-pre-wrap px-6 py-4">
                {message.message}
              </td>
            </Table.Row>
          )}
        </Fragment>
      ))}
    </AdminListPage>
  )
}

export const config = defineRouteConfig({ label: TITLE, icon: ChatBubbleLeftRight })

export const handle = breadcrumb(TITLE)

export default ContactMessagesPage
