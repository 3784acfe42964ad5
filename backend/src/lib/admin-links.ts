import { settings } from "./settings"

/** Where Medusa serves its admin (medusa-config.ts admin.path). */
export const ADMIN_PATH = "/app"

/** An order's page in the admin, for notices and e-mails to the seller. */
export const adminOrderUrl = (orderId: string) => `${settings.BACKEND_URL}${ADMIN_PATH}/orders/${orderId}`
