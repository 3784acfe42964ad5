import { authenticate, type MiddlewareRoute } from "@medusajs/framework/http"
import { refuseEndedSessions } from "./store/account/sessions"
import { refuseAdminTokenOutsideAdmin, refuseOutsideAdmin, startSellerSession } from "./seller-session"

/**
 * Medusa's token refresh and session routes: a token of an ended customer session is not renewed;
 * the seller's token is renewed only for the admin; Medusa's session cookie is the seller's alone,
 * made anew at each sign-in.
 */
export const authSessionMiddlewares: MiddlewareRoute[] = [
  {
    method: ["POST"],
    matcher: "/auth/token/refresh",
    middlewares: [
      authenticate("*", ["session", "bearer"], { allowUnregistered: true, requireMfa: false }),
      refuseEndedSessions,
      refuseAdminTokenOutsideAdmin,
    ],
  },
  {
    method: ["POST"],
    matcher: "/auth/session",
    middlewares: [authenticate("*", "bearer", { allowUnregistered: true, requireMfa: false }), refuseEndedSessions, startSellerSession],
  },
  { method: ["DELETE"], matcher: "/auth/session", middlewares: [refuseOutsideAdmin] },
]
