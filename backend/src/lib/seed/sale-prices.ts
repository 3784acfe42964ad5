import { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createPriceListsWorkflow, batchPriceListPricesWorkflow } from "@medusajs/medusa/core-flows"
import { CURRENCY, SALE_PRICE_LIST_TITLE } from "../shop-constants"
import { Catalogue } from "./catalogue-data"
import { variantField } from "./catalogue-products"
import type { FieldLedger } from "./seller-edits"

/**
 * The sale price list: the honest compare-at price is the variant's regular price. Each catalogue
 * sale price is a field of its product's ledger: the seed sets, changes or removes it only while the
 * list still holds what the seed wrote there, so a sale price the seller changed, or a sale she
 * deleted, stays as she left it. Sale prices a seller added, and the list's status, are never touched.
 */
export async function ensureSalePrices(container: MedusaContainer, catalogue: Catalogue, ledgers: Map<string, FieldLedger>) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const skus = catalogue.products.flatMap((product) => product.variants.map((variant) => variant.sku))
  const { data: variants } = await query.graph({ entity: "product_variant", fields: ["id", "sku"], filters: { sku: skus } })
  const variantIdBySku = new Map(variants.map((variant) => [variant.sku, variant.id]))
  const { data: lists } = await query.graph({
    entity: "price_list",
    fields: ["id", "prices.id", "prices.amount", "prices.currency_code", "prices.price_set.variant.id"],
    filters: { title: SALE_PRICE_LIST_TITLE },
  })
  const list = lists[0]
  // keyed by variant: the price's id and amount
  const inList = new Map<string | undefined, { id: string; amount: number }>(
    (list?.prices ?? []).flatMap((price) =>
      price?.currency_code === CURRENCY
        ? [[price.price_set?.variant?.id, { id: String(price.id), amount: Number(price.amount) }] as const]
        : [],
    ),
  )
  const create: { variant_id: string; amount: number; currency_code: string }[] = []
  const update: { id: string; variant_id: string; amount: number; currency_code: string }[] = []
  const remove: string[] = []
  for (const product of catalogue.products) {
    const ledger = ledgers.get(product.handle)
    if (!ledger) continue
    for (const variant of product.variants) {
      const variantId = variantIdBySku.get(variant.sku)
      // a variant the seller deleted has no sale price to keep
      if (!variantId) continue
      const listed = inList.get(variantId)
      if (!ledger.decide(variantField(variant.sku, "sale price"), variant.sale_price, listed?.amount)) continue
      if (variant.sale_price === undefined) {
        if (listed) remove.push(listed.id)
      } else if (listed) {
        update.push({ id: listed.id, variant_id: variantId, amount: variant.sale_price, currency_code: CURRENCY })
      } else {
        create.push({ variant_id: variantId, amount: variant.sale_price, currency_code: CURRENCY })
      }
    }
  }
  if (list) {
    if (create.length || update.length || remove.length) {
      await batchPriceListPricesWorkflow(container).run({ input: { data: { id: list.id, create, update, delete: remove } } })
    }
    return
  }
  if (!create.length) return
  await createPriceListsWorkflow(container).run({
    input: {
      price_lists_data: [
        {
          title: SALE_PRICE_LIST_TITLE,
          description: "Sale prices; the regular price stays visible, struck through",
          // Medusa's default price list type is "sale": the storefront shows the regular price struck through
          status: "active",
          prices: create,
        },
      ],
    },
  })
}
