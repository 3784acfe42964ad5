import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Star } from "@medusajs/icons"
import { Badge, Button, Table } from "@medusajs/ui"
import { useSearchParams } from "react-router-dom"
import { useAdminList, useUrlParam } from "../../lib/admin-list"
import { ListSearch } from "../../lib/list-filters"
import { DateCell } from "../../lib/format-date"
import { AdminListPage } from "../../lib/list-page"
import { useAdminAction } from "../../lib/use-admin-action"
import { breadcrumb } from "../../lib/breadcrumb"

const TITLE = "Reviews"

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

const REVIEWS = "/admin/reviews"

/** The status shown, kept in the page's URL (?status=) as its page is: pending unless another is asked for. */
function useStatusParam(): [ReviewStatus, (status: ReviewStatus) => void] {
  const [params, setParams] = useSearchParams()
  const status = STATUSES.find((option) => option.value === params.get("status"))?.value ?? "pending"
  // another status starts at its first page
  const setStatus = (next: ReviewStatus) => setParams(next === "pending" ? {} : { status: next })
  return [status, setStatus]
}

/** The seller's review moderation: only approved reviews are shown in the shop and counted in ratings. */
const ReviewsPage = () => {
  const [status, setStatus] = useStatusParam()
  const [q] = useUrlParam("q")
  const list = useAdminList<Review, "reviews">(REVIEWS, "reviews", q ? { status, q } : { status })
  const moderate = useAdminAction(REVIEWS)
  const decide = (id: string, decision: "approved" | "rejected") => moderate.mutate({ path: `${REVIEWS}/${id}`, body: { status: decision } })

  return (
    <AdminListPage
      title={TITLE}
      description="From buyers, through the link of their order. Only approved reviews are shown and counted in ratings."
      actions={
        <div className="flex gap-2">
          {STATUSES.map((option) => (
            <Button
              key={option.value}
              size="small"
              variant={option.value === status ? "primary" : "secondary"}
              onClick={() => setStatus(option.value)}
            >
              {option.label}
            </Button>
          ))}
        </div>
      }
      toolbar={<ListSearch placeholder="Title, text or name" />}
      error={moderate.error?.message}
      columns={["Received", "Product", "Rating", "Review", "Order", ""]}
      list={list}
      noun="review"
    >
      {list.rows.map((review) => (
        <Table.Row key={review.id}>
          <Table.Cell>
            <DateCell date={review.created_at} />
          </Table.Cell>
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
                <Button size="small" variant="secondary" disabled={moderate.isPending} onClick={() => decide(review.id, "approved")}>
                  Approve
                </Button>
              )}
              {review.status !== "rejected" && (
                <Button size="small" variant="danger" disabled={moderate.isPending} onClick={() => decide(review.id, "rejected")}>
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

export const config = defineRouteConfig({ label: TITLE, icon: Star })

export const handle = breadcrumb(TITLE)

export default ReviewsPage
