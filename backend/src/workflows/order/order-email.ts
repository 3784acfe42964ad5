import type { CreateNotificationDTO } from "@medusajs/framework/types"

/**
 * An e-mail to the shopper about their order: sent once per `key` (a shipment, a refund, the order),
 * filed under the order so the admin's notifications show it there.
 */
export function orderEmail(
  template: string,
  key: string,
  { to, order_id, data }: { to: string; order_id: string; data: object },
): CreateNotificationDTO {
  return {
    to,
    channel: "email",
    template,
    idempotency_key: `${template}:${key}`,
    resource_id: order_id,
    resource_type: "order",
    data: { ...data },
  }
}
