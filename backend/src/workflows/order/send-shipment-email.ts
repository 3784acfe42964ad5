import type { CreateNotificationDTO } from "@medusajs/framework/types"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { lineTitle } from "order-summary"
import type { Amount, Maybe } from "../../lib/queried"
import { settings } from "../../lib/settings"
import { ORDER_LANGUAGE_FIELDS, orderLanguage, type QueriedOrderLanguage } from "../../lib/shop-locales"
import type { OrderShippedData } from "../../modules/email-notification/templates/order-shipped"
import { sendNoticesStep } from "../notification/steps/send-notices"
import { orderEmail } from "./order-email"
import { addressLines, type QueriedAddress } from "./address-lines"

const SHIPMENT_FIELDS = [
  "id",
  "labels.tracking_number",
  "labels.tracking_url",
  "items.line_item_id",
  "items.title",
  "items.quantity",
  "order.id",
  "order.display_id",
  "order.email",
  "order.no_notification",
  // an order line's quantities live in its detail: asked for whole, as Medusa's own order routes do
  "order.items.*",
  "order.items.detail.*",
  "order.shipping_methods.name",
  "order.shipping_address.*",
  // the language of the e-mail
  ...ORDER_LANGUAGE_FIELDS.map((field) => `order.${field}` as const),
] as const

type QueriedShipment = {
  id: string
  labels?: Maybe<Maybe<{ tracking_number?: Maybe<string>; tracking_url?: Maybe<string> }>[]>
  items?: Maybe<Maybe<{ line_item_id?: Maybe<string>; title?: Maybe<string>; quantity: Amount }>[]>
  order?: Maybe<
    QueriedOrderLanguage & {
      id: string
      display_id?: Maybe<number | string>
      email?: Maybe<string>
      no_notification?: Maybe<boolean>
      items?: Maybe<
        Maybe<{
          id: string
          product_title?: Maybe<string>
          variant_title?: Maybe<string>
          title?: Maybe<string>
          quantity: Amount
          detail?: Maybe<{ shipped_quantity?: Maybe<Amount> }>
        }>[]
      >
      shipping_methods?: Maybe<Maybe<{ name?: Maybe<string> }>[]>
      shipping_address?: Maybe<QueriedAddress>
    }
  >
}

/**
 * A tracking link the e-mail can carry: a web address (the admin saves "#" for a label without
 * one), and the carrier named by its site.
 */
function trackingLink(url: Maybe<string>): { carrier: string | null; tracking_url: string | null } {
  try {
    const parsed = new URL(url ?? "")
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return { carrier: null, tracking_url: null }
    return { carrier: parsed.hostname.replace(/^www\./, ""), tracking_url: parsed.toString() }
  } catch {
    return { carrier: null, tracking_url: null }
  }
}

/** The shopper's e-mail for one shipment: what is in the parcel, its tracking, and where it goes. */
export function shipmentNotices(shipment: Maybe<QueriedShipment>, noNotification: boolean | undefined): CreateNotificationDTO[] {
  const order = shipment?.order
  // "Send notification" off in the admin, or off for the whole order
  if (!shipment || !order?.email || noNotification || order.no_notification) return []
  const orderLines = (order.items ?? []).filter((line) => line != null)
  const data: OrderShippedData = {
    display_id: Number(order.display_id),
    items: (shipment.items ?? []).flatMap((item) => {
      if (!item) return []
      const line = orderLines.find((orderLine) => orderLine.id === item.line_item_id)
      return [{ title: line ? lineTitle(line) : (item.title ?? "Item"), quantity: Number(item.quantity) }]
    }),
    shipping_method: order.shipping_methods?.[0]?.name ?? "Standard Shipping",
    parcels: (shipment.labels ?? []).flatMap((label) =>
      label?.tracking_number ? [{ tracking_number: label.tracking_number, ...trackingLink(label.tracking_url) }] : [],
    ),
    shipping_address: addressLines(order.shipping_address),
    complete: orderLines.every((line) => Number(line.detail?.shipped_quantity ?? 0) >= Number(line.quantity)),
    shop_url: settings.STOREFRONT_URL,
    locale: orderLanguage(order, order.customer),
  }
  return [orderEmail("order-shipped", shipment.id, { to: order.email, order_id: order.id, data })]
}

/** The shipment e-mail to the shopper, when the seller marks a fulfilment shipped with "Send notification" on. */
export const sendShipmentEmailWorkflow = createWorkflow(
  "send-shipment-email",
  (input: { fulfillment_id: string; no_notification?: boolean }) => {
    const { data: shipment } = useQueryGraphStep({
      entity: "fulfillment",
      fields: [...SHIPMENT_FIELDS],
      filters: { id: input.fulfillment_id },
      options: { isList: false, throwIfKeyNotFound: true },
    })
    const notices = transform({ shipment, input }, ({ shipment, input }) => shipmentNotices(shipment, input.no_notification))
    sendNoticesStep(notices)
    return new WorkflowResponse(notices)
  },
)
