import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Star } from "@medusajs/icons"
import { Badge, Button, createDataTableColumnHelper, toast } from "@medusajs/ui"
import { useSearchParams } from "react-router-dom"
import { useAdminTable } from "../../lib/admin-list"
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

const columnHelper = createDataTableColumnHelper<Review>()

/** Approve or reject one review (and what it is now); the list loads again, a refusal is shown as a toast. */
function Decision({ review }: { review: Review }) {
  const moderate = useAdminAction(REVIEWS)
  const decide = (decision: "approved" | "rejected") =>
    moderate.mutate({ path: `${REVIEWS}/${review.id}`, body: { status: decision } }, { onError: (error) => toast.error(error.message) })
  return (
    <div className="flex gap-2">
      {review.status !== "approved" && (
        <Button size="small" variant="secondary" disabled={moderate.isPending} onClick={() => decide("approved")}>
          Approve
        </Button>
      )}
      {review.status !== "rejected" && (
        <Button size="small" variant="danger" disabled={moderate.isPending} onClick={() => decide("rejected")}>
          Reject
        </Button>
      )}
      {review.status !== "pending" && <Badge color={review.status === "approved" ? "green" : "grey"}>{review.status}</Badge>}
    </div>
  )
}

const columns = [
  columnHelper.accessor("created_at", { header: "Received", cell: ({ getValue }) => <DateCell date={getValue()} /> }),
  columnHelper.display({ id: "product", header: "Product", cell: ({ row }) => row.original.product?.title ?? "(deleted product)" }),
  columnHelper.accessor("rating", { header: "Rating", cell: ({ getValue }) => "★".repeat(getValue()) }),
  columnHelper.display({
    id: "review",
    header: "Review",
    cell: ({ row: { original: review } }) => (
      <div className="max-w-md whitespace-pre-wrap py-2">
        <strong>{review.title}</strong>
        {"\n"}
        {review.text}
        {"\n"}– {review.display_name}
      </div>
    ),
  }),
  columnHelper.display({
    id: "order",
    header: "Order",
    cell: ({ row }) => (row.original.order ? `#${row.original.order.display_id}` : ""),
  }),
  columnHelper.display({ id: "decision", cell: ({ row }) => <Decision review={row.original} /> }),
]

/** The seller's review moderation: only approved reviews are shown in the shop and counted in ratings. */
const ReviewsPage = () => {
  const [status, setStatus] = useStatusParam()
  const list = useAdminTable<Review, "reviews">("reviews", { path: REVIEWS, columns, search: true, fixed: { status } })

  return (
    <AdminListPage
      title={TITLE}
      description="From buyers, through the link of their order. Only approved reviews are shown and counted in ratings."
      actions={STATUSES.map((option) => (
        <Button
          key={option.value}
          size="small"
          variant={option.value === status ? "primary" : "secondary"}
          onClick={() => setStatus(option.value)}
        >
          {option.label}
        </Button>
      ))}
      searchPlaceholder="Title, text or name"
      error={list.error}
      table={list.table}
      plural="reviews"
    />
  )
}

export const config = defineRouteConfig({ label: TITLE, icon: Star })

export const handle = breadcrumb(TITLE)

export default ReviewsPage
