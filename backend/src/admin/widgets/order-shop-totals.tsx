import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Container, Heading, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { formatCents, formatShipping } from "order-summary"
import type { ShopTotals } from "../../workflows/order/shop-totals"
import { ErrorText } from "../lib/error-text"
import { formatDate } from "../lib/format-date"
import { sdk } from "../lib/sdk"

/** The admin route of an order's shop totals; the start of its query key. */
const ORDER_TOTALS = "/admin/order-totals"
/** The admin routes of an order's invoice and packing slip (PDF). */
const ORDER_DOCUMENTS = "/admin/order-documents"

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
    queryKey: [ORDER_TOTALS, order.id],
    queryFn: () => sdk.client.fetch<{ totals: ShopTotals }>(`${ORDER_TOTALS}/${order.id}`),
  })
  const totals = data?.totals
  return (
    <Container className="flex flex-col gap-2 px-6 py-4" data-testid="order-shop-totals">
      <Heading level="h2">Shop totals (VAT included)</Heading>
      <ErrorText error={error} />
      {totals && (
        <>
          {totals.lines.map((line) => (
            <Row key={line.id} label={`${line.title} × ${line.quantity} (${formatCents(line.unit_price_cents)} each)`} amount={formatCents(line.total_cents)} />
          ))}
          <Row label="Subtotal" amount={formatCents(totals.subtotal_cents)} />
          {totals.discounts.map((discount) => (
            <Row key={discount.code || discount.label} label={discount.label} amount={`-${formatCents(discount.cents)}`} testId="shop-totals-discount" />
          ))}
          <Row label={`Shipping${totals.shipping.name ? ` (${totals.shipping.name})` : ""}`} amount={formatShipping(totals.shipping.cents)} />
          <Row label="Total" amount={formatCents(totals.total_cents)} strong />
          <Row label="VAT charged (in the total)" amount={formatCents(totals.vat_cents)} testId="shop-totals-vat" />
          {totals.vat_by_rate.length > 1 &&
            totals.vat_by_rate.map((rate) => <Row key={rate.rate} label={`VAT ${rate.rate}% of ${formatCents(rate.grossCents)}`} amount={formatCents(rate.vatCents)} />)}
          <Row label={`Paid by ${totals.payment_methods.join(", ") || "no payment"}`} amount={formatCents(totals.captured_cents)} testId="shop-totals-paid" />
          {totals.refunds.map((refund, index) => (
            <Row key={index} label={`Refunded${refund.created_at ? ` ${formatDate(refund.created_at)}` : ""}`} amount={`-${formatCents(refund.cents)}`} />
          ))}
          {totals.refunds.length > 0 && <Row label="Kept after refunds" amount={formatCents(totals.kept_cents)} strong />}
        </>
      )}
      <div className="flex gap-4 pt-2">
        {/* plain links: the browser downloads with the admin's session, as the newsletter export does */}
        <a href={`${ORDER_DOCUMENTS}/${order.id}/invoice`} download className="txt-compact-small-plus text-ui-fg-interactive" data-testid="order-invoice-pdf">
          Invoice (PDF)
        </a>
        <a href={`${ORDER_DOCUMENTS}/${order.id}/packing-slip`} download className="txt-compact-small-plus text-ui-fg-interactive">
          Packing slip (PDF)
        </a>
      </div>
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "order.details.side.after" })

export default OrderShopTotalsWidget
