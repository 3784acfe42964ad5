import type { TFunction } from "i18next"
import { formatsIn } from "../../../lib/messages/formats"
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
  /** the language of the e-mail (lib/shop-locales.ts orderLanguage; absent in e-mails queued before it was added: English) */
  locale?: string
}

type Parcel = OrderShippedData["parcels"][number]

const parcelHtml = (t: TFunction, parcel: Parcel) =>
  `<p>${parcel.carrier ? `${escapeHtml(t("orderShipped.carrier"))}: <strong>${escapeHtml(parcel.carrier)}</strong><br>` : ""}${escapeHtml(t("orderShipped.trackingNumber"))}: <strong>${escapeHtml(parcel.tracking_number)}</strong>${
    parcel.tracking_url
      ? `<br><a href="${escapeHtml(parcel.tracking_url)}" style="color:#2f4f2f;font-weight:bold">${escapeHtml(t("orderShipped.track"))}</a>`
      : ""
  }</p>`

const parcelText = (t: TFunction, parcel: Parcel) => [
  ...(parcel.carrier ? [`${t("orderShipped.carrier")}: ${parcel.carrier}`] : []),
  `${t("orderShipped.trackingNumber")}: ${parcel.tracking_number}`,
  ...(parcel.tracking_url ? [`${t("orderShipped.track")}: ${parcel.tracking_url}`] : []),
]

/** To the shopper when the seller marks a parcel of their order shipped, in the order's language. */
export function orderShipped(data: OrderShippedData): RenderedEmail {
  const { brand } = shopConfig
  const { t, locale } = formatsIn(data.locale)
  const subject = t("orderShipped.subject", { brand, displayId: data.display_id })
  const heading = t("orderShipped.heading")
  const lead = data.complete ? "orderShipped.complete" : "orderShipped.partial"
  const body = `
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(heading)}</h1>
<p>${t(`${lead}Html`, { displayId: data.display_id, method: escapeHtml(data.shipping_method) })}</p>
<ul>${data.items.map((item) => `<li>${escapeHtml(item.title)} × ${item.quantity}</li>`).join("")}</ul>
${data.parcels.length ? data.parcels.map((parcel) => parcelHtml(t, parcel)).join("\n") : `<p>${escapeHtml(t("orderShipped.noTracking"))}</p>`}
<p>${escapeHtml(t("common.shippingTo"))}<br>${data.shipping_address.map(escapeHtml).join("<br>")}</p>
${questionsHtml(t)}
<p><a href="${escapeHtml(data.shop_url)}" style="color:#2f4f2f;font-weight:bold">${escapeHtml(brand)}</a></p>`
  const lines = [
    heading,
    "",
    t(lead, { displayId: data.display_id, method: data.shipping_method }),
    "",
    ...data.items.map((item) => `- ${item.title} x ${item.quantity}`),
    "",
    ...(data.parcels.length ? data.parcels.flatMap((parcel) => [...parcelText(t, parcel), ""]) : [t("orderShipped.noTracking"), ""]),
    t("common.shippingTo"),
    ...data.shipping_address,
    "",
    questionsText(t),
  ]
  return transactionalEmail(subject, body, lines, locale)
}
