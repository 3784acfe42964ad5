import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ChatBubbleLeftRight } from "@medusajs/icons"
import { Badge, Table } from "@medusajs/ui"
import { Fragment, useState } from "react"
import { AdminListPage } from "../../lib/list-page"
import { useAdminList } from "../../lib/admin-list"
import { formatDate } from "../../lib/format-date"

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
}

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
  const list = useAdminList<ContactMessage>("/admin/contact-messages", "contact_messages")
  const chatConfigured = Boolean(list.answer?.chat_configured)
  return (
    <AdminListPage
      title="Contact messages"
      description="Newest first. Every message is stored; undelivered ones are retried automatically."
      columns={["Received", "From", "Subject", "Chat delivery"]}
      list={list}
      noun="message"
    >
      {list.rows.map((message) => (
        <Fragment key={message.id}>
          <Table.Row className="cursor-pointer" onClick={() => setOpen(open === message.id ? null : message.id)}>
            <Table.Cell>{formatDate(message.created_at)}</Table.Cell>
            <Table.Cell>
              {message.name} &lt;{message.email}&gt;
            </Table.Cell>
            <Table.Cell>{message.subject}</Table.Cell>
            <Table.Cell>
              <DeliveryStatus message={message} chatConfigured={chatConfigured} />
            </Table.Cell>
          </Table.Row>
          {open === message.id && (
            <Table.Row key={`${message.id}-text`}>
              <td colSpan={4} className="whitespace-pre-wrap px-6 py-4">
                {message.message}
              </td>
            </Table.Row>
          )}
        </Fragment>
      ))}
    </AdminListPage>
  )
}

export const config = defineRouteConfig({ label: "Contact messages", icon: ChatBubbleLeftRight })

export default ContactMessagesPage
