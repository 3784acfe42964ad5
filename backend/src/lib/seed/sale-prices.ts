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
  const wanted = skus
    .map((variant) => ({ variant_id: variantIdBySku.get(variant.sku)!, amount: variant.sale_price!, currency_code: CURRENCY }))
    .filter((price) => price.variant_id)

  const { data: lists } = await query.graph({
    entity: "price_list",
    fields: ["id", "prices.id", "prices.amount", "prices.currency_code", "prices.price_set.variant.id"],
    filters: { title: SALE_PRICE_LIST_TITLE },
  })
  const list = lists[0]
  if (list) {
    // Keyed by variant: the price's id and amount (typed here, so the check does not depend on
    // whether Medusa's generated query types exist yet, as on a clean clone before any build)
    const inList = new Map<string | undefined, { id: string; amount: number }>(
      (list.prices ?? [])
        .filter((price) => price?.currency_code === CURRENCY)
        .map((price) => [price!.price_set?.variant?.id, { id: String(price!.id), amount: Number(price!.amount) }])
    )
    const create = wanted.filter((price) => !inList.has(price.variant_id))
    const update = wanted
      .filter((price) => inList.has(price.variant_id) && inList.get(price.variant_id)!.amount !== price.amount)
      .map((price) => ({ ...price, id: inList.get(price.variant_id)!.id }))
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
