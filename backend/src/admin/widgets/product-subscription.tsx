import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminProduct, DetailWidgetProps } from "@medusajs/framework/types"
import { Container, Heading, Label, Switch, Text, toast } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { DASHBOARD_PRODUCTS } from "../lib/dashboard-queries"
import { ErrorText } from "../lib/error-text"
import { sdk } from "../lib/sdk"
import { useAdminAction } from "../lib/use-admin-action"

/** GET/POST /admin/products/:id/subscription: the switch and the rate it gives. */
type ProductSubscription = { product_id: string; subscription: boolean; discount_percent: number }

/**
 * The seller's switch: the product sold as a monthly subscription or not. The server sets the
 * product's metadata and the automatic subscription promotion's products together, so the discount,
 * the storefront's subscription texts and the subscription checkout follow; a re-seed keeps it.
 */
function ProductSubscriptionWidget({ data: product }: DetailWidgetProps<AdminProduct>) {
  const path = `/admin/products/${product.id}/subscription`
  const { data, error } = useQuery({
    // under the dashboard's product key: a save of the product reloads it too
    queryKey: [DASHBOARD_PRODUCTS, product.id, "subscription"],
    queryFn: () => sdk.client.fetch<ProductSubscription>(path),
  })
  const switching = useAdminAction<ProductSubscription>(DASHBOARD_PRODUCTS)

  const change = (subscription: boolean) =>
    switching.mutate(
      { path, body: { subscription } },
      {
        onSuccess: (answer) => toast.success(answer.subscription ? "Sold as a monthly subscription" : "Sold as a one-time purchase"),
        onError: (failure) => toast.error(`Not changed: ${failure.message}`),
      },
    )

  return (
    <Container className="flex flex-col gap-3 px-6 py-4">
      <Heading level="h2">Subscription</Heading>
      {data && (
        <div className="flex items-center gap-3">
          <Switch
            id="product-subscription"
            checked={switching.isPending ? switching.variables.body?.subscription === true : data.subscription}
            disabled={switching.isPending}
            onCheckedChange={change}
          />
          <Label htmlFor="product-subscription">Sold as a monthly subscription ({data.discount_percent}% off)</Label>
        </div>
      )}
      <Text size="small" className="text-ui-fg-subtle">
        Shoppers then buy it for monthly delivery, at the subscription discount, and the shop says so on its page. A re-seed keeps what you
        choose here.
      </Text>
      <ErrorText error={error} />
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "product.details.side.after" })

export default ProductSubscriptionWidget
