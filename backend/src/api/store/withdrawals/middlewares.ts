import { validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { rateLimit } from "../../../lib/rate-limit"
import { FORM_BODY_LIMIT, validateForm } from "../../form-middlewares"
import { limitWithdrawalLookups } from "./limit-lookups"
import { CreateWithdrawalSchema, FindWithdrawableOrderSchema, WithdrawalInvitationQuery } from "./validators"

/**
 * The withdrawal function: one limit for looking orders up and withdrawing (5 a minute per client),
 * and wrong details counted per order and per e-mail address from any client (limit-lookups), so
 * order numbers and postal codes cannot be guessed through either route.
 */
const withdrawalRateLimit = rateLimit({ name: "withdrawals", limit: 5, windowMs: 60_000 })

export const storeWithdrawalRoutesMiddlewares: MiddlewareRoute[] = [
  {
    method: ["POST"],
    matcher: "/store/withdrawals",
    bodyParser: { sizeLimit: FORM_BODY_LIMIT },
    middlewares: [withdrawalRateLimit, validateForm(CreateWithdrawalSchema), limitWithdrawalLookups],
  },
  {
    method: ["POST"],
    matcher: "/store/withdrawals/lookup",
    bodyParser: { sizeLimit: FORM_BODY_LIMIT },
    middlewares: [withdrawalRateLimit, validateForm(FindWithdrawableOrderSchema), limitWithdrawalLookups],
  },
  {
    method: ["GET"],
    matcher: "/store/withdrawals/invitation",
    middlewares: [
      rateLimit({ name: "withdrawal-invitations", limit: 20, windowMs: 60_000 }),
      validateAndTransformQuery(WithdrawalInvitationQuery, {}),
    ],
  },
]
