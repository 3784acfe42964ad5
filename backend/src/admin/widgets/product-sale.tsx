import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminProduct, DetailWidgetProps } from "@medusajs/framework/types"
import { Container, Heading, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { formatEuros } from "order-summary"
import type { SaleNote } from "../../workflows/price-history/get-sale-notes"
import { DASHBOARD_PRODUCTS } from "../lib/dashboard-queries"
import { ErrorText } from "../lib/error-text"
import { formatDate } from "../lib/format-date"
import { sdk } from "../lib/sdk"

type SaleNotes = { sale_notes: SaleNote[]; prior_price_days: number }

/** What the storefront shows of one sale price, and why it shows no reduction when it shows none. */
function saleText(note: SaleNote, days: number): string {
  if (note.reduction) {
    return `Shown as ${note.reduction.percent_off}% off ${formatEuros(note.reduction.reference_price)}, the lowest price of the ${days} days before the sale.`
  }
  const withheld = note.withheld
  if (!withheld) return "No reduction shown yet: the price history records this price within a minute."
  const began = formatDate(String(withheld.sale_started_at), { time: false })
  if (withheld.reason === "short-history") {
    return `No reduction shown: less than ${days} days of price history before the sale began on ${began} (prices are recorded from ${formatDate(String(withheld.history_from), { time: false })}).`
  }
  return `No reduction shown: ${formatEuros(note.price)} is not below ${formatEuros(withheld.reference_price)}, the lowest price of the ${days} days before the sale began on ${began}.`
}

/**
 * The product's sale prices as the storefront shows them: the reduction it announces, or why it
 * announces none (the prior-price rule of Directive 98/6/EC art. 6a, by the price history). Shown
 * only while a variant is on sale.
 */
function ProductSaleWidget({ data: product }: DetailWidgetProps<AdminProduct>) {
  const { data, error } = useQuery({
    // under the dashboard's product key: a save of the product (its prices) reloads it too
    queryKey: [DASHBOARD_PRODUCTS, product.id, "sale-notes"],
    queryFn: () => sdk.client.fetch<SaleNotes>(`/admin/products/${product.id}/sale-notes`),
  })
  if (!error && !data?.sale_notes.length) return null
  return (
    <Container className="flex flex-col gap-3 px-6 py-4" data-testid="product-sale">
      <Heading level="h2">Sale in the shop</Heading>
      {data?.sale_notes.map((note) => (
        <div key={note.variant_id}>
          <Text size="small" weight="plus">
            {note.title}: {formatEuros(note.price)} instead of {formatEuros(note.regular_price)}
          </Text>
          <Text size="small" className="text-ui-fg-subtle">
            {saleText(note, data.prior_price_days)}
          </Text>
        </div>
      ))}
      <ErrorText error={error} />
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "product.details.side.after" })

export default ProductSaleWidget
