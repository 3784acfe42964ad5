import { defineMiddlewares } from "@medusajs/framework/http"
import { adminCheckoutRefundRoutesMiddlewares } from "./admin/checkout-refunds/middlewares"
import { adminContactMessageRoutesMiddlewares } from "./admin/contact-messages/middlewares"
import { adminNewsletterSubscriptionRoutesMiddlewares } from "./admin/newsletter-subscriptions/middlewares"
import { adminProductRoutesMiddlewares } from "./admin/products/middlewares"
import { adminRenewalOrderRoutesMiddlewares } from "./admin/renewal-orders/middlewares"
import { adminReviewRoutesMiddlewares } from "./admin/reviews/middlewares"
import { adminSubscriptionRoutesMiddlewares } from "./admin/subscriptions/middlewares"
import { adminVatReportRoutesMiddlewares } from "./admin/vat-report/middlewares"
import { adminVatSchemeRoutesMiddlewares } from "./admin/vat-scheme/middlewares"
import { adminSalesOverviewRoutesMiddlewares } from "./admin/sales-overview/middlewares"
import { adminWithdrawalRoutesMiddlewares } from "./admin/withdrawals/middlewares"
import { adminOrdersToShipRoutesMiddlewares } from "./admin/orders-to-ship/middlewares"
import { adminCustomersOverviewRoutesMiddlewares } from "./admin/customers-overview/middlewares"
import { adminOrderChangeMiddlewares } from "./admin/order-change-middlewares"
import { adminReturnReceiveMiddlewares } from "./admin/return-receive-middlewares"
import { authSessionMiddlewares } from "./auth-session-middlewares"
import { answerNotFound, closeUnusedAuth, guardDoors, refuseStockFields, throttleLogins } from "./doors"
import { databaseGate, shopErrorHandler } from "./error-handler"
import { hooksRoutesMiddlewares } from "./hooks/middlewares"
import { redisGate } from "./redis-gate"
import { storeAccountRoutesMiddlewares } from "./store/account/middlewares"
import { storeCartRoutesMiddlewares } from "./store/carts/middlewares"
import { storeCartWithShippingMiddlewares } from "./store/carts-with-shipping/middlewares"
import { storeCartShopperInputMiddlewares } from "./store/carts/shopper-input-middlewares"
import { storeContactMessageRoutesMiddlewares } from "./store/contact-messages/middlewares"
import { storeNewsletterSubscriptionRoutesMiddlewares } from "./store/newsletter-subscriptions/middlewares"
import { storeOrderPageRoutesMiddlewares } from "./store/order-page/middlewares"
import { storePaymentCollectionRoutesMiddlewares } from "./store/payment-collections/middlewares"
import { storePriceReferenceRoutesMiddlewares } from "./store/price-references/middlewares"
import { storeProductRoutesMiddlewares } from "./store/products/middlewares"
import { storeReviewRoutesMiddlewares } from "./store/reviews/middlewares"
import { storeSubscriptionRoutesMiddlewares } from "./store/subscriptions/middlewares"
import { storeWithdrawalRoutesMiddlewares } from "./store/withdrawals/middlewares"
import { refuseUnstorableInput } from "./store-guards"
import { requireSellerInvite } from "./seller-registration"
import { answerAbsoluteUploadUrls } from "./upload-urls"
import { rateLimit } from "../lib/rate-limit"

/** Registrations of invited staff from one client: a few a quarter of an hour is all a shop's staff needs. */
const sellerRegistrationLimit = rateLimit({ name: "seller-registrations", limit: 5, windowMs: 15 * 60_000 })

/**
 * Every route's middlewares: first what guards all routes, then each resource's own list, kept in
 * a middlewares.ts beside its routes (as Medusa's own api/middlewares.ts merges them).
 *
 * The order they run in, with Medusa's own (its ApiLoader sorts all by matcher, RoutesSorter): an
 * entry without a method (the gates, the doors below) runs before every entry with one; for one
 * route and method, Medusa's own middlewares (its zod validators, which set req.validatedBody) run
 * before the shop's, since Medusa loads its api/ before the project's and keeps that order. So the
 * shop's middlewares of a Medusa route read the body Medusa has validated.
 */
export default defineMiddlewares({
  // 503 while the database is down, 400 for values it refuses as malformed, else Medusa's handler
  errorHandler: shopErrorHandler(),
  routes: [
    // Faults: no request hangs on a lost database or Redis
    { matcher: "/store*", middlewares: [databaseGate, redisGate] },
    // Photos in every Store API answer at the backend's public address, not as stored (a path)
    { matcher: "/store*", middlewares: [answerAbsoluteUploadUrls] },
    { matcher: "/admin*", middlewares: [databaseGate, redisGate] },
    { matcher: "/auth*", middlewares: [databaseGate, redisGate] },
    { matcher: "/hooks*", middlewares: [databaseGate, redisGate] },
    { matcher: "/storefront-config*", middlewares: [databaseGate] },
    // the first add: a cart with its lines and shipping method in one request (Medusa's checks first)
    ...storeCartWithShippingMiddlewares,
    ...storeCartRoutesMiddlewares,
    ...storeCartShopperInputMiddlewares,
    ...storePaymentCollectionRoutesMiddlewares,
    ...storeProductRoutesMiddlewares,
    ...storeContactMessageRoutesMiddlewares,
    ...storeNewsletterSubscriptionRoutesMiddlewares,
    ...storeReviewRoutesMiddlewares,
    // The honest prior price of a reduction
    ...storePriceReferenceRoutesMiddlewares,
    // The withdrawal function (EU right of withdrawal)
    ...storeWithdrawalRoutesMiddlewares,
    // Monthly subscriptions: the shopper's page of the signed e-mail link
    ...storeSubscriptionRoutesMiddlewares,
    // A guest order, read with its signed link only
    ...storeOrderPageRoutesMiddlewares,
    // The customer account: signing in with a code by e-mail, the signed-in customer's own data
    ...storeAccountRoutesMiddlewares,
    // Medusa's session cookie for the seller's admin only, a new one at each sign-in
    ...authSessionMiddlewares,
    ...adminContactMessageRoutesMiddlewares,
    ...adminCheckoutRefundRoutesMiddlewares,
    ...adminNewsletterSubscriptionRoutesMiddlewares,
    ...adminReviewRoutesMiddlewares,
    ...adminSubscriptionRoutesMiddlewares,
    ...adminRenewalOrderRoutesMiddlewares,
    ...adminWithdrawalRoutesMiddlewares,
    ...adminVatReportRoutesMiddlewares,
    ...adminVatSchemeRoutesMiddlewares,
    ...adminSalesOverviewRoutesMiddlewares,
    ...adminOrdersToShipRoutesMiddlewares,
    ...adminCustomersOverviewRoutesMiddlewares,
    ...adminOrderChangeMiddlewares,
    ...adminReturnReceiveMiddlewares,
    ...adminProductRoutesMiddlewares,
    ...hooksRoutesMiddlewares,
    // Doors: security headers, the client's address only from TRUSTED_PROXY, no overdeep bodies;
    // on every route (Medusa's and the shop's) what PostgreSQL would fail on refused (a NUL in an
    // id, a query or a body); wrong passwords throttled per client and slowed down per account, on
    // Medusa's own login route
    { matcher: "/*", middlewares: [guardDoors, refuseUnstorableInput] },
    { method: ["GET", "POST"], matcher: "/auth/:actor_type/:auth_provider", middlewares: [throttleLogins] },
    // Customer accounts sign in with a code by e-mail only, the seller with a password: Medusa's
    // other auth routes (customer register and password, every other actor type) closed; the
    // seller's registration only with a pending invite (one answer for every address without one), and throttled
    { matcher: "/auth/:actor_type", middlewares: [closeUnusedAuth] },
    { method: ["POST"], matcher: "/auth/:actor_type/:auth_provider/register", middlewares: [sellerRegistrationLimit, requireSellerInvite] },
    { matcher: "/store/customers*", middlewares: [answerNotFound] },
    // Medusa's generic payment webhook answers 200 to anything; Stripe's events come to /hooks/stripe
    { matcher: "/hooks/payment*", middlewares: [answerNotFound] },
    // No exact stock levels for shoppers
    { method: ["GET"], matcher: "/store*", middlewares: [refuseStockFields] },
  ],
})
