import { allowFields, defineMiddlewares, validateAndTransformBody, validateAndTransformQuery } from "@medusajs/framework/http"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { STRIPE_CHECKOUT_PROVIDER_ID } from "../lib/payment-providers"
import { StartCheckoutSchema } from "./store/carts/[id]/checkout/validators"
import { ApplyPromotionCodeSchema } from "./store/carts/[id]/promotion-codes/validators"
import { rateLimit } from "../lib/rate-limit"
import { moveCartToRegionOfAddress } from "./store/carts/region-of-address"
import { guardDoors, throttleAdminLogin } from "./doors"
import {
  guardLineQuantityUpdate,
  guardMergedLineQuantity,
  guardNewCartQuantities,
  guardNewLineQuantity,
  refuseUnstorableInput,
  requirePaymentCollection,
} from "./store-guards"
import { databaseGate, shopErrorHandler } from "./error-handler"
import { redisGate } from "./redis-gate"
import { undoHalfCompletedCart } from "./completion-guards"
import { dropHoneypotPosts, FORM_BODY_LIMIT, validateForm } from "./form-middlewares"
import { CONTACT_MESSAGE_RECEIVED, CreateContactMessageSchema } from "./store/contact-messages/validators"
import { CreateNewsletterSubscriptionSchema, SUBSCRIBED, UnsubscribeSchema } from "./store/newsletter-subscriptions/validators"
import { AdminNewestFirstList, CHECKOUT_REFUND_FIELDS, CONTACT_MESSAGE_FIELDS, NEWSLETTER_SUBSCRIPTION_FIELDS } from "./admin/validators"
import { AdminReviewList, ModerateReviewSchema, REVIEW_FIELDS } from "./admin/validators"
import { CreateReviewSchema, ProductReviewsQuery, ReviewInvitationQuery } from "./store/reviews/validators"

/**
 * Medusa's own payment-session route passes the browser's `data` to the provider: Stripe Checkout
 * sessions are only started by POST /store/carts/:id/checkout, which builds that data from the cart.
 */
function refuseBrowserBuiltStripeSessions(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if ((req.body as { provider_id?: string } | undefined)?.provider_id === STRIPE_CHECKOUT_PROVIDER_ID) {
    res.status(400).json({ type: "invalid_data", message: "Start Stripe Checkout with POST /store/carts/:id/checkout" })
    return
  }
  next()
}

/** Public form routes: small JSON bodies, 5 posts a minute per client, then validation. */
const formGuards = (name: string) => rateLimit({ name, limit: 5, windowMs: 60_000 })

export default defineMiddlewares({
  // 503 while the database is down, 400 for values it refuses as malformed, else Medusa's handler
  errorHandler: shopErrorHandler(),
  routes: [
    // Faults and hostile input: no request hangs on a lost database or Redis; the Store API refuses
    // what PostgreSQL would fail on
    { matcher: "/store*", middlewares: [databaseGate, redisGate, refuseUnstorableInput] },
    { matcher: "/admin*", middlewares: [databaseGate, redisGate] },
    { matcher: "/auth*", middlewares: [databaseGate, redisGate] },
    { matcher: "/hooks*", middlewares: [databaseGate, redisGate] },
    { matcher: "/storefront-config*", middlewares: [databaseGate] },
    // A completion cut short by a database outage must not block the shopper's retry for good
    { matcher: "/store/carts/:id/complete", method: ["POST"], middlewares: [undoHalfCompletedCart] },
    // Contact messages and newsletter
    {
      method: ["POST"],
      matcher: "/store/contact-messages",
      bodyParser: { sizeLimit: FORM_BODY_LIMIT },
      middlewares: [
        formGuards("contact-messages"),
        dropHoneypotPosts({ status: 201, body: CONTACT_MESSAGE_RECEIVED }),
        validateForm(CreateContactMessageSchema),
      ],
    },
    {
      method: ["POST"],
      matcher: "/store/newsletter-subscriptions",
      bodyParser: { sizeLimit: FORM_BODY_LIMIT },
      middlewares: [
        formGuards("newsletter-subscriptions"),
        dropHoneypotPosts({ status: 200, body: SUBSCRIBED }),
        validateForm(CreateNewsletterSubscriptionSchema),
      ],
    },
    {
      method: ["POST"],
      matcher: "/store/newsletter-subscriptions/unsubscribe",
      bodyParser: { sizeLimit: FORM_BODY_LIMIT },
      middlewares: [formGuards("newsletter-unsubscribe"), validateForm(UnsubscribeSchema)],
    },
    {
      method: ["GET"],
      matcher: "/admin/contact-messages",
      middlewares: [validateAndTransformQuery(AdminNewestFirstList, { defaults: CONTACT_MESSAGE_FIELDS, isList: true })],
    },
    {
      method: ["GET"],
      matcher: "/admin/checkout-refunds",
      middlewares: [validateAndTransformQuery(AdminNewestFirstList, { defaults: CHECKOUT_REFUND_FIELDS, isList: true })],
    },
    {
      method: ["GET"],
      matcher: "/admin/newsletter-subscriptions",
      middlewares: [validateAndTransformQuery(AdminNewestFirstList, { defaults: NEWSLETTER_SUBSCRIPTION_FIELDS, isList: true })],
    },
    // Reviews from buyers
    {
      method: ["POST"],
      matcher: "/store/reviews",
      bodyParser: { sizeLimit: FORM_BODY_LIMIT },
      middlewares: [rateLimit({ name: "reviews", limit: 20, windowMs: 60_000 }), validateForm(CreateReviewSchema)],
    },
    { method: ["GET"], matcher: "/store/reviews", middlewares: [validateAndTransformQuery(ProductReviewsQuery, {})] },
    { method: ["GET"], matcher: "/store/reviews/invitation", middlewares: [validateAndTransformQuery(ReviewInvitationQuery, {})] },
    // every product list and product answers with its rating when asked for `+product_rating.*`
    { method: ["GET"], matcher: "/store/products*", middlewares: [allowFields("product_rating", "product_rating.*")] },
    {
      method: ["GET"],
      matcher: "/admin/reviews",
      middlewares: [validateAndTransformQuery(AdminReviewList, { defaults: REVIEW_FIELDS, isList: true })],
    },
    { method: ["POST"], matcher: "/admin/reviews/:id", middlewares: [validateAndTransformBody(ModerateReviewSchema)] },
    // Cart tampering: whole quantities only
    { method: ["POST"], matcher: "/store/carts", middlewares: [guardNewCartQuantities] },
    { method: ["POST"], matcher: "/store/carts/:id/line-items", middlewares: [guardNewLineQuantity, guardMergedLineQuantity] },
    { method: ["POST"], matcher: "/store/carts/:id/line-items/:line_id", middlewares: [guardLineQuantityUpdate] },
    // A cart's region follows its shipping country, whether the storefront sends the region with the address or not
    { method: ["POST"], matcher: "/store/carts/:id", middlewares: [moveCartToRegionOfAddress] },
    { method: ["POST"], matcher: "/store/payment-collections/:id/payment-sessions", middlewares: [requirePaymentCollection] },
    { method: ["POST"], matcher: "/store/carts/:id/checkout", middlewares: [validateAndTransformBody(StartCheckoutSchema)] },
    { method: ["POST"], matcher: "/store/carts/:id/promotion-codes", middlewares: [validateAndTransformBody(ApplyPromotionCodeSchema)] },
    { method: ["POST"], matcher: "/store/payment-collections/:id/payment-sessions", middlewares: [refuseBrowserBuiltStripeSessions] },
    { method: ["POST"], matcher: "/hooks/stripe", bodyParser: { preserveRawBody: true } },
    // Doors: security headers, the client's address only from TRUSTED_PROXY, no overdeep bodies;
    // wrong admin passwords throttled per address and per account
    { matcher: "/*", middlewares: [guardDoors] },
    { method: ["POST"], matcher: "/auth/user/emailpass", middlewares: [throttleAdminLogin] },
  ],
})
