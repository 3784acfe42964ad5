import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ChatBubbleLeftRight } from "@medusajs/icons"
import { Badge, Button, createDataTableColumnHelper, type DataTableFilter, Drawer, toast } from "@medusajs/ui"
import { createContext, useContext, useState } from "react"
import { AdminListPage } from "../../lib/list-page"
import { useAdminTable } from "../../lib/admin-list"
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

/** Whether the shop has a chat webhook to deliver messages to (the list's answer says) */
const ChatConfigured = createContext(false)

function DeliveryStatus({ message }: { message: ContactMessage }) {
  const chatConfigured = useContext(ChatConfigured)
  if (message.delivered_at) return <Badge color="green">Delivered {formatDate(message.delivered_at)}</Badge>
  if (!chatConfigured) return <Badge color="grey">Stored (no chat webhook set)</Badge>
  if (message.delivery_attempts === 0) return <Badge color="blue">Pending</Badge>
  return (
    <Badge color="orange" title={message.last_delivery_error ?? undefined}>
      Failed {message.delivery_attempts}x, next try {formatDate(message.next_attempt_at)}
    </Badge>
  )
}

/** Marks one message handled, or undoes it; the list loads again. */
function HandledButton({ message }: { message: ContactMessage }) {
  const mark = useAdminAction(CONTACT_MESSAGES)
  return (
    <Button
      size="small"
      variant="secondary"
      disabled={mark.isPending}
      title={message.handled_at ? `Handled ${formatDate(message.handled_at)}` : undefined}
      onClick={(event) => {
        // the row's own click opens the message
        event.stopPropagation()
        mark.mutate(
          { path: `${CONTACT_MESSAGES}/${message.id}`, body: { handled: !message.handled_at } },
          { onError: (error) => toast.error(error.message) },
        )
      }}
    >
      {message.handled_at ? "Handled ✓ (undo)" : "Mark handled"}
    </Button>
  )
}

const columnHelper = createDataTableColumnHelper<ContactMessage>()

const columns = [
  columnHelper.accessor("created_at", { header: "Received", cell: ({ getValue }) => <DateCell date={getValue()} /> }),
  columnHelper.accessor("email", { header: "From", cell: ({ row: { original } }) => `${original.name} <${original.email}>` }),
  columnHelper.accessor("subject", { header: "Subject" }),
  columnHelper.display({ id: "delivery", header: "Chat delivery", cell: ({ row }) => <DeliveryStatus message={row.original} /> }),
  columnHelper.display({ id: "handled", cell: ({ row }) => <HandledButton message={row.original} /> }),
]

const filters: DataTableFilter[] = [
  {
    id: "handled",
    type: "radio",
    label: "Handled",
    options: [
      { value: "false", label: "Waiting" },
      { value: "true", label: "Handled" },
    ],
  },
]

const ContactMessagesPage = () => {
  const [open, setOpen] = useState<ContactMessage | null>(null)
  const list = useAdminTable<ContactMessage, "contact_messages", { chat_configured: boolean }>("contact_messages", {
    path: CONTACT_MESSAGES,
    columns,
    filters,
    search: true,
    onRowClick: setOpen,
  })
  return (
    <ChatConfigured.Provider value={Boolean(list.answer?.chat_configured)}>
      <AdminListPage
        title={TITLE}
        description="Newest first. Click a message to read it. Every message is stored; undelivered ones are retried automatically. Mark a message handled once it is answered."
        searchPlaceholder="Name, e-mail, subject or text"
        error={list.error}
        table={list.table}
        plural="messages"
      />
      <Drawer open={open !== null} onOpenChange={(isOpen) => !isOpen && setOpen(null)}>
        <Drawer.Content>
          <Drawer.Header>
            <Drawer.Title>{open?.subject}</Drawer.Title>
            <Drawer.Description>{open && `${open.name} <${open.email}>, ${formatDate(open.created_at)}`}</Drawer.Description>
          </Drawer.Header>
          <Drawer.Body className="whitespace-pre-wrap">{open?.message}</Drawer.Body>
        </Drawer.Content>
      </Drawer>
    </ChatConfigured.Provider>
  )
}

export const config = defineRouteConfig({ label: TITLE, icon: ChatBubbleLeftRight })

export const handle = breadcrumb(TITLE)

export default ContactMessagesPage
