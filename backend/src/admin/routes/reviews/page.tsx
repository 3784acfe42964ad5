import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Star } from "@medusajs/icons"
import { Badge, Button, Container, Heading, Table, Text } from "@medusajs/ui"
import { useState } from "react"
import { Pager, useUrlOffset } from "../../lib/pager"
import { formatDate, useAdminList } from "../../lib/use-admin-list"

type ReviewStatus = "pending" | "approved" | "rejected"

type Review = {
  id: string
  rating: number
  title: string
  text: string
  display_name: string
  status: ReviewStatus
  created_at: string
  product: { title: string; handle: string } | null
  order: { display_id: number } | null
}

const STATUSES: { value: ReviewStatus; label: string }[] = [
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
]

async function moderate(id: string, status: "approved" | "rejected") {
  const response = await fetch(`/admin/reviews/${id}`, {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ status }),
  })
  if (!response.ok) throw new Error((await response.json().catch(() => null))?.message ?? `The server answered ${response.status}`)
}

/** The seller's review moderation: only approved reviews are shown in the shop and counted in ratings. */
const ReviewsPage = () => {
  const [status, setStatus] = useState<ReviewStatus>("pending")
  const [offset, setOffset] = useUrlOffset()
  const [reload, setReload] = useState(0)
  const [error, setError] = useState<string | null>(null)
  const list = useAdminList<Review>(`/admin/reviews?status=${status}`, "reviews", offset, reload)

  const decide = (id: string, decision: "approved" | "rejected") => {
    setError(null)
    moderate(id, decision)
      .then(() => setReload((count) => count + 1))
      .catch((failure: Error) => setError(failure.message))
  }

  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <div>
          <Heading level="h1">Reviews</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            From buyers, through the link of their order. Only approved reviews are shown and counted in ratings.
          </Text>
        </div>
        <div className="flex gap-2">
          {STATUSES.map((option) => (
            <Button
              key={option.value}
              size="small"
              variant={option.value === status ? "primary" : "secondary"}
              onClick={() => {
                setStatus(option.value)
                setOffset(0)
              }}
            >
              {option.label}
            </Button>
          ))}
        </div>
      </div>
      {(list.error || error) && <Text className="px-6 py-4 text-ui-fg-error">{list.error ?? error}</Text>}
      <Table>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>Received</Table.HeaderCell>
            <Table.HeaderCell>Product</Table.HeaderCell>
            <Table.HeaderCell>Rating</Table.HeaderCell>
            <Table.HeaderCell>Review</Table.HeaderCell>
            <Table.HeaderCell>Order</Table.HeaderCell>
            <Table.HeaderCell />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {list.rows.map((review) => (
            <Table.Row key={review.id}>
              <Table.Cell>{formatDate(review.created_at)}</Table.Cell>
              <Table.Cell>{review.product?.title ?? "(deleted product)"}</Table.Cell>
              <Table.Cell>{"★".repeat(review.rating)}</Table.Cell>
              <Table.Cell className="max-w-md whitespace-pre-wrap py-2">
                <strong>{review.title}</strong>
                {"\n"}
                {review.text}
                {"\n"}– {review.display_name}
              </Table.Cell>
              <Table.Cell>{review.order ? `#${review.order.display_id}` : ""}</Table.Cell>
              <Table.Cell>
                <div className="flex gap-2">
                  {review.status !== "approved" && (
                    <Button size="small" variant="secondary" onClick={() => decide(review.id, "approved")}>
                      Approve
                    </Button>
                  )}
                  {review.status !== "rejected" && (
                    <Button size="small" variant="danger" onClick={() => decide(review.id, "rejected")}>
                      Reject
                    </Button>
                  )}
                  {review.status !== "pending" && <Badge color={review.status === "approved" ? "green" : "grey"}>{review.status}</Badge>}
                </div>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
      <Pager count={list.count} noun="review" offset={offset} onOffset={setOffset} />
    </Container>
  )
}

export const config = defineRouteConfig({ label: "Reviews", icon: Star })

export default ReviewsPage
