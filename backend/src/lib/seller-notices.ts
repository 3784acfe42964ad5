import type { CreateNotificationDTO } from "@medusajs/framework/types"
import type { SellerNoticeData } from "../modules/email-notification/templates/seller-notice"
import { shopConfig } from "./shop-config"

type Notice = SellerNoticeData & {
  /** once per key: a re-emitted event tells the seller once */
  key: string
  resource?: { id: string; type: string }
}

/**
 * A notice for the seller, where she works: an e-mail to the shop's address and a notice in the
 * admin's feed (which shows text only, so the admin link is written out).
 */
export function sellerNotices({ key, title, lines, link, resource }: Notice): CreateNotificationDTO[] {
  const filed = resource ? { resource_id: resource.id, resource_type: resource.type } : {}
  const data: SellerNoticeData = { title, lines, ...(link ? { link } : {}) }
  return [
    { to: shopConfig.business.email, channel: "email", template: "seller-notice", idempotency_key: `seller-notice:${key}`, ...filed, data },
    {
      to: "",
      channel: "feed",
      template: "admin-ui",
      idempotency_key: `seller-feed:${key}`,
      ...filed,
      data: { title, description: [...lines, ...(link ? [`${link.text}: ${link.url}`] : [])].join("\n") },
    },
  ]
}
