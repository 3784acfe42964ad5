import { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createPriceListsWorkflow, batchPriceListPricesWorkflow } from "@medusajs/medusa/core-flows"
import { CURRENCY, SALE_PRICE_LIST_TITLE } from "../shop-constants"
import { Catalogue } from "./catalogue-data"

/**
 * The sale price list: the honest compare-at price is the variant's regular price. A re-seed adds
 * or corrects the seed's own sale prices in the list and never removes anything: sale prices a
 * seller added in the admin, and the list's status, stay as the seller left them.
 */
export async function ensureSalePrices(container: MedusaContainer, catalogue: Catalogue) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const skus = catalogue.products.flatMap((product) =>
    product.variants.filter((variant) => variant.sale_price !== undefined)
  )
  const { data: variants } = await query.graph({
    entity: "product_variant",
    fields: ["id", "sku"],
    filters: { sku: skus.map((variant) => variant.sku) },
  })
  const variantIdBySku = new Map(variants.map((variant) => [variant.sku, variant.id]))
  const wanted = skus.flatMap((variant) => {
    const variant_id = variantIdBySku.get(variant.sku)
    return variant_id && variant.sale_price !== undefined ? [{ variant_id, amount: variant.sale_price, currency_code: CURRENCY }] : []
  })

  const { data: lists } = await query.graph({
    entity: "price_list",
    fields: ["id", "prices.id", "prices.amount", "prices.currency_code", "prices.price_set.variant.id"],
    filters: { title: SALE_PRICE_LIST_TITLE },
  })
  const list = lists[0]
  if (list) {
    // Keyed by variant: the price's id and amount
    const inList = new Map<string | undefined, { id: string; amount: number }>(
      (list.prices ?? []).flatMap((price) =>
        price?.currency_code === CURRENCY ? [[price.price_set?.variant?.id, { id: String(price.id), amount: Number(price.amount) }] as const] : []
      )
    )
    const create = wanted.filter((price) => !inList.has(price.variant_id))
    const update = wanted.flatMap((price) => {
      const listed = inList.get(price.variant_id)
      return listed && listed.amount !== price.amount ? [{ ...price, id: listed.id }] : []
    })
    if (create.length || update.length) {
      await batchPriceListPricesWorkflow(container).run({ input: { data: { id: list.id, create, update, delete: [] } } })
    }
    return
  }
  if (!wanted.length) return
  await createPriceListsWorkflow(container).run({
    input: {
      price_lists_data: [
        {
          title: SALE_PRICE_LIST_TITLE,
          description: "Sale prices; the regular price stays visible, struck through",
          // Medusa's default price list type is "sale": the storefront shows the regular price struck through
          status: "active",
          prices: wanted,
        },
      ],
    },
  })
}
