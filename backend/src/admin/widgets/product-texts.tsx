import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminProduct, DetailWidgetProps } from "@medusajs/framework/types"
import { Button, Container, Heading, Label, Text, Textarea, toast } from "@medusajs/ui"
import { useState } from "react"
import { DASHBOARD_PRODUCTS } from "../lib/dashboard-queries"
import { useAdminAction } from "../lib/use-admin-action"

/**
 * The product texts the storefront shows beside the description, editable by the seller. Lists are
 * edited one item per line. A re-seed keeps a text edited here (it compares with the fingerprints the
 * seed keeps in its own table, module catalogue-seed).
 */
const TEXTS = [
  { key: "claims", label: "Claims shown as badges (one per line; none: no claims)", list: true },
  { key: "benefits", label: "Benefits (one per line)", list: true },
  { key: "usage", label: "Usage", list: false },
  { key: "how_to_use", label: "How to use (one step per line)", list: true },
  { key: "important_info", label: "Important information (one per line)", list: true },
] as const

const asText = (value: unknown) => (Array.isArray(value) ? value.join("\n") : typeof value === "string" ? value : "")
const asValue = (text: string, list: boolean) =>
  list
    ? text
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean)
    : text.trim()

function ProductTextsWidget({ data: product }: DetailWidgetProps<AdminProduct>) {
  const initial = Object.fromEntries(TEXTS.map(({ key }) => [key, asText(product.metadata?.[key])]))
  const [texts, setTexts] = useState(initial)
  const saving = useAdminAction(DASHBOARD_PRODUCTS)

  function save() {
    const changed = Object.fromEntries(TEXTS.map(({ key, list }) => [key, asValue(texts[key], list)]))
    saving.mutate(
      // Medusa merges the metadata: the product's other keys (its subscription switch...) stay
      { path: `/admin/products/${product.id}`, body: { metadata: changed } },
      {
        onSuccess: () => toast.success("Product texts saved"),
        onError: (error) => toast.error(`Not saved: ${error.message}`),
      },
    )
  }

  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h2">Product texts</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          Shown on the product page. A re-seed keeps what you change here.
        </Text>
      </div>
      <div className="flex flex-col gap-4 px-6 py-4">
        {TEXTS.map(({ key, label }) => (
          <div key={key} className="flex flex-col gap-2">
            <Label htmlFor={`product-text-${key}`}>{label}</Label>
            <Textarea
              id={`product-text-${key}`}
              rows={key === "usage" ? 2 : 4}
              value={texts[key]}
              onChange={(event) => setTexts((current) => ({ ...current, [key]: event.target.value }))}
            />
          </div>
        ))}
        <div className="flex justify-end">
          <Button size="small" onClick={save} isLoading={saving.isPending}>
            Save texts
          </Button>
        </div>
      </div>
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "product.details.after" })

export default ProductTextsWidget
