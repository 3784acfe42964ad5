import Medusa from "@medusajs/js-sdk"

/** The backend URL the admin bundle was built with (medusa-config.ts admin.backendUrl), as the dashboard's own client uses it. */
declare const __BACKEND_URL__: string | undefined

/** The admin's client of this shop's admin routes: the seller's session cookie authenticates it. */
export const sdk = new Medusa({
  baseUrl: __BACKEND_URL__ || "/",
  auth: { type: "session" },
})
