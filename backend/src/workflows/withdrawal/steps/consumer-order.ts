import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { StepResponse } from "@medusajs/framework/workflows-sdk"
import { lineTitle } from "order-summary"
import { orderNotFound } from "./withdrawal-errors"
import { WITHDRAWAL_MODULE } from "../../../modules/withdrawal"
import type WithdrawalModuleService from "../../../modules/withdrawal/service"
import { ORDER_LANGUAGE_FIELDS, orderLanguage } from "../../../lib/shop-locales"

export type ConsumerOrderLine = {
  id: string
  title: string
  quantity: number
  /** units already handed to fulfilment and not yet requested back: what a return request can cover */
  returnable_quantity: number
  withdrawn: boolean
}

export type ConsumerOrder = {
  id: string
  display_id: number
  email: string
  /** the name on the shipping address, to fill in the form from a signed link */
  name: string
  items: ConsumerOrderLine[]
  /** where the order's items were fulfilled from (its latest fulfilment), where a return of them is received; null before any */
  fulfilled_from: string | null
  /** the language of what the shop sends about it (lib/shop-locales.ts orderLanguage) */
  locale: string
}

const ORDER_FIELDS = [
  "id",
  "display_id",
  "email",
  "status",
  "shipping_address.first_name",
  "shipping_address.last_name",
  "shipping_address.postal_code",
  // an order line's quantities live in its detail: asked for whole, as Medusa's own order routes do
  "items.*",
  "items.detail.*",
  "fulfillments.location_id",
  "fulfillments.created_at",
  ...ORDER_LANGUAGE_FIELDS,
] as const

const sameAddress = (a: string | null | undefined, b: string) => (a ?? "").trim().toLowerCase() === b.trim().toLowerCase()

/** Postal codes compared as written anywhere: "3011 AD", "3011ad", "3011-AD". */
export const samePostalCode = (a: string | null | undefined, b: string) => {
  const bare = (code: string) =>
    code
      .normalize("NFKC")
      .replace(/[\s\-\u2010-\u2015]/g, "")
      .toUpperCase()
  return a ? bare(a) === bare(b) : false
}

/**
 * The order of `filters` when the consumer's details match it: its e-mail address, and the delivery
 * postal code when the consumer typed the details (a signed link names the order itself).
 */
export async function consumerOrder(
  container: MedusaContainer,
  filters: Record<string, unknown>,
  given: { email: string; postal_code?: string },
) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: [...ORDER_FIELDS], filters })
  const order = data[0]
  const matches =
    order &&
    sameAddress(order.email, given.email) &&
    (given.postal_code === undefined || samePostalCode(order.shipping_address?.postal_code, given.postal_code))
  if (!order || !matches) throw orderNotFound()
  const email = given.email
  const lines = (order.items ?? []).filter((item): item is NonNullable<typeof item> => item != null)
  const withdrawals: WithdrawalModuleService = container.resolve(WITHDRAWAL_MODULE)
  const withdrawn = await withdrawals.listWithdrawnLines({ line_item_id: lines.map((line) => line.id) }, { select: ["line_item_id"] })
  const withdrawnIds = new Set(withdrawn.map((line) => line.line_item_id))
  // a cancelled order has no contract left to withdraw from: answered like an unknown one, unless
  // the buyer withdrew from all of it (it was cancelled for that): it is shown as withdrawn
  if (order.status === "canceled" && !lines.every((line) => withdrawnIds.has(line.id))) throw orderNotFound()
  return new StepResponse<ConsumerOrder>({
    id: order.id,
    display_id: Number(order.display_id),
    email: order.email ?? email,
    name: [order.shipping_address?.first_name, order.shipping_address?.last_name].filter(Boolean).join(" "),
    items: lines.map((line) => ({
      id: line.id,
      title: lineTitle(line),
      quantity: Number(line.quantity),
      returnable_quantity: Math.max(0, Number(line.detail?.fulfilled_quantity ?? 0) - Number(line.detail?.return_requested_quantity ?? 0)),
      withdrawn: withdrawnIds.has(line.id),
    })),
    fulfilled_from:
      (order.fulfillments ?? [])
        .filter((fulfillment): fulfillment is NonNullable<typeof fulfillment> => Boolean(fulfillment?.location_id))
        .sort((a, b) => new Date(a.created_at ?? 0).getTime() - new Date(b.created_at ?? 0).getTime())
        .at(-1)?.location_id ?? null,
    locale: orderLanguage(order, order.customer),
  })
}
