import { settings } from "./settings"

/** Where Medusa serves its admin (medusa-config.ts admin.path). */
export const ADMIN_PATH = "/app"

/** An order's page in the admin, for notices and e-mails to the seller. */
export const adminOrderUrl = (orderId: string) => `${settings.BACKEND_URL}${ADMIN_PATH}/orders/${orderId}`

/** A product's page in the admin. */
export const adminProductUrl = (productId: string) => `${settings.BACKEND_URL}${ADMIN_PATH}/products/${productId}`

/** A page of the shop's own in the admin ("reviews", "contact-messages"...). */
export const adminPageUrl = (page: string) => `${settings.BACKEND_URL}${ADMIN_PATH}/${page}`
