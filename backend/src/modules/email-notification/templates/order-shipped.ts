import { shopConfig } from "../../../lib/shop-config"
import { RenderedEmail, escapeHtml, questionsHtml, questionsText, transactionalEmail } from "./layout"

export type OrderShippedData = {
  display_id: number
  /** the lines in this parcel */
  items: { title: string; quantity: number }[]
  /** the shipping method the order was placed with */
  shipping_method: string
  /** one per label the seller entered; a label without a link has url null */
  parcels: { carrier: string | null; tracking_number: string; tracking_url: string | null }[]
  shipping_address: string[]
  /** true when this parcel leaves nothing of the order to ship */
  complete: boolean
  shop_url: string
}

const parcelHtml = (parcel: OrderShippedData["parcels"][number]) =>
  `<p>${parcel.carrier ? `Carrier: <strong>${escapeHtml(parcel.carrier)}</strong><br>` : ""}Tracking number: <strong>${escapeHtml(parcel.tracking_number)}</strong>${
    parcel.tracking_url
      ? `<br><a href="${escapeHtml(parcel.tracking_url)}" style="color:#2f4f2f;font-weight:bold">Track your parcel</a>`
      : ""
  }</p>`

const parcelText = (parcel: OrderShippedData["parcels"][number]) => [
  ...(parcel.carrier ? [`Carrier: ${parcel.carrier}`] : []),
  `Tracking number: ${parcel.tracking_number}`,
  ...(parcel.tracking_url ? [`Track your parcel: ${parcel.tracking_url}`] : []),
]

/** To the shopper when the seller marks a parcel of their order shipped. */
export function orderShipped(data: OrderShippedData): RenderedEmail {
  const { brand } = shopConfig
  const subject = `${brand}: order #${data.display_id} is on its way`
  const lead = data.complete
    ? `Good news: your order <strong>#${data.display_id}</strong> has left our warehouse and is on its way to you (${escapeHtml(data.shipping_method)}).`
    : `Good news: part of your order <strong>#${data.display_id}</strong> has left our warehouse and is on its way to you (${escapeHtml(data.shipping_method)}). The rest follows in a separate parcel.`
  const body = `
<h1 style="font-size:22px;margin:0 0 16px">Your order is on its way</h1>
<p>${lead}</p>
<ul>${data.items.map((item) => `<li>${escapeHtml(item.title)} × ${item.quantity}</li>`).join("")}</ul>
${data.parcels.length ? data.parcels.map(parcelHtml).join("\n") : "<p>This parcel is sent without a tracking number.</p>"}
<p>Shipping to:<br>${data.shipping_address.map(escapeHtml).join("<br>")}</p>
${questionsHtml()}
<p><a href="${escapeHtml(data.shop_url)}" style="color:#2f4f2f;font-weight:bold">${escapeHtml(brand)}</a></p>`
  const lines = [
    "Your order is on its way",
    "",
    data.complete
      ? `Good news: your order #${data.display_id} has left our warehouse and is on its way to you (${data.shipping_method}).`
      : `Good news: part of your order #${data.display_id} has left our warehouse and is on its way to you (${data.shipping_method}). The rest follows in a separate parcel.`,
    "",
    ...data.items.map((item) => `- ${item.title} x ${item.quantity}`),
    "",
    ...(data.parcels.length
      ? data.parcels.flatMap((parcel) => [...parcelText(parcel), ""])
      : ["This parcel is sent without a tracking number.", ""]),
    "Shipping to:",
    ...data.shipping_address,
    "",
    questionsText(),
  ]
  return transactionalEmail(subject, body, lines)
}
