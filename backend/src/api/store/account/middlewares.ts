import {
  authenticate,
  validateAndTransformQuery,
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
  type MiddlewareRoute,
} from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { boundedKey, hitCounter, rateLimit } from "../../../lib/rate-limit"
import { SIGN_IN_CODE_REQUESTS } from "../../../lib/sign-in-code"
import { FORM_BODY_LIMIT, validateForm } from "../../form-middlewares"
import { refuseEndedSessions, signedInCustomer } from "./sessions"
import {
  AccountLanguageSchema,
  ChangeSubscriptionSchema,
  DeleteAccountSchema,
  NewsletterConsentSchema,
  RequestSignInCodeSchema,
  SaveAddressSchema,
  SignInLinkQuery,
  type RequestSignInCode,
} from "./validators"
import { messageOf } from "../../../lib/error-message"

export const TOO_MANY_CODES = "Too many codes asked for. Please try again in 15 minutes."
export const TOO_MANY_CODES_TODAY = "Too many codes asked for this address today. Please try again tomorrow."

/**
 * At most SIGN_IN_CODE_REQUESTS.perEmail codes for one address per window, and perEmailPerDay a
 * day, from anywhere (the address counted by its bounded key).
 */
async function limitCodesPerAddress(req: MedusaRequest<RequestSignInCode>, res: MedusaResponse, next: MedusaNextFunction) {
  const { perEmail, windowMs, perEmailPerDay, dayMs } = SIGN_IN_CODE_REQUESTS
  const address = boundedKey(req.validatedBody.email)
  let counts = [0, 0]
  try {
    counts = await Promise.all([
      hitCounter().hit(`sign-in-code:requests:${address}`, windowMs),
      hitCounter().hit(`sign-in-code:requests-day:${address}`, dayMs),
    ])
  } catch (error) {
    req.scope.resolve(ContainerRegistrationKeys.LOGGER).warn(`Sign-in code limit not checked: ${messageOf(error)}`)
  }
  const [inWindow, inDay] = counts
  if (inWindow > perEmail || inDay > perEmailPerDay) {
    const today = inDay > perEmailPerDay
    res.set("Retry-After", String((today ? dayMs : windowMs) / 1000))
    res.status(429).json({ type: "too_many_requests", message: today ? TOO_MANY_CODES_TODAY : TOO_MANY_CODES })
    return
  }
  next()
}

/** The changes of the account's subscriptions (actions and addresses), counted together per client. */
const subscriptionChangeLimit = rateLimit({ name: "account-subscription-changes", limit: 20, windowMs: 60_000 })

/**
 * The customer account: asking for a sign-in code (throttled per client and per address), opening
 * the account after the code (a token that has no customer yet is let in), and every other account
 * route for the signed-in customer only, unless "sign out everywhere" ended the session.
 */
export const storeAccountRoutesMiddlewares: MiddlewareRoute[] = [
  {
    method: ["POST"],
    matcher: "/store/account/sign-in-codes",
    bodyParser: { sizeLimit: FORM_BODY_LIMIT },
    middlewares: [
      rateLimit({ name: "sign-in-codes", limit: SIGN_IN_CODE_REQUESTS.perClient, windowMs: SIGN_IN_CODE_REQUESTS.windowMs }),
      validateForm(RequestSignInCodeSchema),
      limitCodesPerAddress,
    ],
  },
  // whom a sign-in link is for, asked by the page that opens it before it signs in
  {
    method: ["GET"],
    matcher: "/store/account/sign-in-link",
    middlewares: [rateLimit({ name: "sign-in-links", limit: 20, windowMs: 60_000 }), validateAndTransformQuery(SignInLinkQuery, {})],
  },
  {
    method: ["POST"],
    matcher: "/store/account",
    middlewares: [authenticate("customer", "bearer", { allowUnregistered: true }), refuseEndedSessions],
  },
  { matcher: "/store/account/me*", middlewares: [...signedInCustomer, refuseEndedSessions] },
  {
    method: ["POST"],
    matcher: "/store/account/me/addresses",
    bodyParser: { sizeLimit: FORM_BODY_LIMIT },
    middlewares: [validateForm(SaveAddressSchema)],
  },
  {
    method: ["POST"],
    matcher: "/store/account/me/subscriptions/:id",
    bodyParser: { sizeLimit: FORM_BODY_LIMIT },
    middlewares: [subscriptionChangeLimit, validateForm(ChangeSubscriptionSchema)],
  },
  // a new delivery address: checked by the same country rules as a saved address
  {
    method: ["POST"],
    matcher: "/store/account/me/subscriptions/:id/address",
    bodyParser: { sizeLimit: FORM_BODY_LIMIT },
    middlewares: [subscriptionChangeLimit, validateForm(SaveAddressSchema)],
  },
  {
    method: ["POST"],
    matcher: "/store/account/me/newsletter",
    bodyParser: { sizeLimit: FORM_BODY_LIMIT },
    middlewares: [validateForm(NewsletterConsentSchema)],
  },
  {
    method: ["POST"],
    matcher: "/store/account/me/language",
    bodyParser: { sizeLimit: FORM_BODY_LIMIT },
    middlewares: [validateForm(AccountLanguageSchema)],
  },
  {
    method: ["DELETE"],
    matcher: "/store/account/me",
    bodyParser: { sizeLimit: FORM_BODY_LIMIT },
    middlewares: [validateForm(DeleteAccountSchema)],
  },
]
