import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Star } from "@medusajs/icons"
import { Badge, Button, Table } from "@medusajs/ui"
import { useState } from "react"
import { AdminListPage } from "../../lib/list-page"
import { useUrlOffset } from "../../lib/pager"
import { postAdmin } from "../../lib/post-admin"
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

const moderate = (id: string, status: "approved" | "rejected") => postAdmin(`/admin/reviews/${id}`, { status })

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
    <AdminListPage
      title="Reviews"
      description="From buyers, through the link of their order. Only approved reviews are shown and counted in ratings."
      actions={
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
      }
      error={list.error ?? error}
      columns={["Received", "Product", "Rating", "Review", "Order", ""]}
      count={list.count}
      noun="review"
      offset={offset}
      onOffset={setOffset}
    >
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
    </AdminListPage>
  )
}

export const config = defineRouteConfig({ label: "Reviews", icon: Star })

export default ReviewsPage
