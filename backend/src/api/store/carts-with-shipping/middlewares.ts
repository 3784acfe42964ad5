import { validateAndTransformBody, validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { retrieveTransformQueryConfig } from "@medusajs/medusa/api/store/carts/query-config"
import { StoreCreateCart, StoreGetCartsCart } from "@medusajs/medusa/api/store/carts/validators"
import { ensurePublishableKeyAndSalesChannelMatch } from "@medusajs/medusa/api/utils/middlewares/common/ensure-pub-key-sales-channel-match"
import { maybeAttachPublishableKeyScopes } from "@medusajs/medusa/api/utils/middlewares/common/maybe-attach-pub-key-scopes"

/**
 * Medusa's own middlewares of POST /store/carts, in its order, for the route that replicates it
 * (route.ts): the body and query validated as there, the sales channel taken from the publishable
 * key. The shop's cart rules are registered for both routes beside each other (carts/middlewares.ts,
 * carts/shopper-input-middlewares.ts), after these.
 */
export const storeCartWithShippingMiddlewares: MiddlewareRoute[] = [
  {
    method: ["POST"],
    matcher: "/store/carts-with-shipping",
    middlewares: [
      validateAndTransformBody(StoreCreateCart),
      validateAndTransformQuery(StoreGetCartsCart, retrieveTransformQueryConfig),
      maybeAttachPublishableKeyScopes,
      ensurePublishableKeyAndSalesChannelMatch,
    ],
  },
]
