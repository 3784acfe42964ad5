import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Container, Heading, Text } from "@medusajs/ui"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { Link } from "react-router-dom"
import { formatCents, formatShipping } from "order-summary"
import type { ListedDocument } from "../../workflows/invoice/order-documents"
import type { ShopTotals } from "../../workflows/order/shop-totals"
import { ErrorText } from "../lib/error-text"
import { formatDate } from "../lib/format-date"
import { orderVersion } from "../lib/order-version"
import { sdk } from "../lib/sdk"

/** The admin route of an order's shop totals; the start of its query key. */
const ORDER_TOTALS = "/admin/order-totals"
/** The admin routes of an order's invoice, credit notes and packing slip (PDF); the start of its documents' query key. */
const ORDER_DOCUMENTS = "/admin/order-documents"

const euros = (amount: number) => formatCents(Math.round(amount * 100))

/**
 * The order's books: its invoice and credit notes as issued, each a link to its kept PDF, and what
 * was invoiced, credited and kept by them (what the VAT report counts).
 */
function OrderDocuments({ orderId, version }: { orderId: string; version: string }) {
  const { data, error } = useQuery({
    // loaded again when a refund or cancel on the page changes the order (its credit note)
    queryKey: [ORDER_DOCUMENTS, orderId, version],
    placeholderData: keepPreviousData,
    queryFn: () => sdk.client.fetch<{ documents: ListedDocument[] }>(`${ORDER_DOCUMENTS}/${orderId}`),
  })
  const documents = data?.documents ?? []
  const invoiced = documents.filter((document) => document.type === "invoice").reduce((sum, document) => sum + document.total, 0)
  const credited = documents.filter((document) => document.type === "credit_note").reduce((sum, document) => sum + document.total, 0)
  return (
    <div className="flex flex-col gap-1 pt-2" data-testid="order-documents">
      <Text size="small" weight="plus">
        Documents
      </Text>
      <ErrorText error={error} />
      {data && !documents.length && (
        <Text size="small" className="text-ui-fg-subtle">
          No invoice yet: it is issued when the order is paid.
        </Text>
      )}
      {documents.map((document) => (
        <div key={document.number} className="flex justify-between gap-4">
          {/* plain links on the admin's own origin: the browser downloads with the admin's session */}
          <a
            href={new URL(document.url).pathname}
            download
            className="txt-compact-small-plus text-ui-fg-interactive"
            data-testid={document.type === "invoice" ? "order-invoice-pdf" : "order-credit-note-pdf"}
          >
            {document.type === "invoice" ? "Invoice" : "Credit note"} {document.number}
          </a>
          <Text size="small" className="whitespace-nowrap">
            {formatDate(document.issued_at)} · {document.type === "credit_note" ? "-" : ""}
            {euros(document.total)}
          </Text>
        </div>
      ))}
      {documents.length > 1 && (
        <>
          <Row label="Invoiced" amount={euros(invoiced)} />
          <Row label="Credited" amount={`-${euros(credited)}`} />
          <Row label="Kept" amount={euros(invoiced - credited)} strong testId="order-documents-kept" />
        </>
      )}
    </div>
  )
}

function Row({ label, amount, strong = false, testId }: { label: string; amount: string; strong?: boolean; testId?: string }) {
  return (
    <div className="flex justify-between gap-4" data-testid={testId}>
      <Text size="small" weight={strong ? "plus" : "regular"}>
        {label}
      </Text>
      <Text size="small" weight={strong ? "plus" : "regular"} className="whitespace-nowrap">
        {amount}
      </Text>
    </div>
  )
}

/**
 * The order's money as the shopper saw it (confirmation e-mail, order page), which the seller can
 * reconcile: lines with VAT as paid, each discount by name and code, the VAT actually charged, the
 * refunds, and how it was paid by name. Medusa's own summary shows lines without VAT beside
 * VAT-inclusive prices and the VAT before discounts.
 */
function OrderShopTotalsWidget({ data: order }: DetailWidgetProps<AdminOrder>) {
  const { data, error } = useQuery({
    // loaded again when a refund, cancel or fulfilment on the page changes the order
    queryKey: [ORDER_TOTALS, order.id, orderVersion(order)],
    queryFn: () => sdk.client.fetch<{ totals: ShopTotals }>(`${ORDER_TOTALS}/${order.id}`),
    placeholderData: keepPreviousData,
  })
  const totals = data?.totals
  // the payments with money taken and not all of it refunded yet
  const refundable = (order.payment_collections ?? [])
    .flatMap((collection) => collection.payments ?? [])
    .filter(
      (payment) =>
        payment.captured_at && (payment.refunds ?? []).reduce((sum, refund) => sum + Number(refund.amount), 0) < Number(payment.amount),
    )
  return (
    <Container className="flex flex-col gap-2 px-6 py-4" data-testid="order-shop-totals">
      <Heading level="h2">Shop totals (VAT included)</Heading>
      <ErrorText error={error} />
      {totals && (
        <>
          {totals.lines.map((line) => (
            <Row
              key={line.id}
              label={`${line.title} × ${line.quantity} (${formatCents(line.unit_price_cents)} each)`}
              amount={formatCents(line.total_cents)}
            />
          ))}
          <Row label="Subtotal" amount={formatCents(totals.subtotal_cents)} />
          {totals.discounts.map((discount) => (
            <Row
              key={discount.code || discount.label}
              label={discount.label}
              amount={`-${formatCents(discount.cents)}`}
              testId="shop-totals-discount"
            />
          ))}
          <Row
            label={`Shipping${totals.shipping.name ? ` (${totals.shipping.name})` : ""}`}
            amount={formatShipping(totals.shipping.cents)}
          />
          <Row label="Total" amount={formatCents(totals.total_cents)} strong />
          <Row label="VAT charged (in the total)" amount={formatCents(totals.vat_cents)} testId="shop-totals-vat" />
          {totals.vat_by_rate.length > 1 &&
            totals.vat_by_rate.map((rate) => (
              <Row key={rate.rate} label={`VAT ${rate.rate}% of ${formatCents(rate.grossCents)}`} amount={formatCents(rate.vatCents)} />
            ))}
          <Row
            label={`Paid by ${totals.payment_methods.join(", ") || "no payment"}`}
            amount={formatCents(totals.captured_cents)}
            testId="shop-totals-paid"
          />
          {totals.refunds.map((refund, index) => (
            <Row
              key={index}
              label={`Refunded${refund.created_at ? ` ${formatDate(refund.created_at)}` : ""}`}
              amount={`-${formatCents(refund.cents)}`}
            />
          ))}
          {totals.refunds.length > 0 && <Row label="Kept after refunds" amount={formatCents(totals.kept_cents)} strong />}
        </>
      )}
      {refundable.map((payment) => (
        // Medusa's Refund drawer opened for this payment: chosen and its amount filled in (opened
        // from the order's summary it starts with no payment chosen, and Save then has none to refund)
        <Link
          key={payment.id}
          to={`/orders/${order.id}/refund?paymentId=${payment.id}`}
          className="txt-compact-small-plus text-ui-fg-interactive"
          data-testid="shop-totals-refund"
        >
          Refund{refundable.length > 1 ? ` payment ${payment.id}` : ""}
        </Link>
      ))}
      <OrderDocuments orderId={order.id} version={orderVersion(order)} />
      <div className="flex gap-4 pt-2">
        {/* a plain link: the browser downloads with the admin's session, as the newsletter export does */}
        <a href={`${ORDER_DOCUMENTS}/${order.id}/packing-slip`} download className="txt-compact-small-plus text-ui-fg-interactive">
          Packing slip (PDF)
        </a>
      </div>
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "order.details.side.after" })

export default OrderShopTotalsWidget
