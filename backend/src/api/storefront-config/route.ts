import { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { freeShippingThreshold } from "../../lib/free-shipping"
import { shippingCountriesOfRegions } from "../../lib/shipping-countries"
import { standardShippingPrice } from "../../lib/standard-shipping-price"
import { paymentMode } from "../../lib/payment-providers"
import { PAYMENT_METHOD_TYPES } from "../../modules/stripe-checkout/session-params"
import { SUBSCRIPTION_PROMOTION_CODE } from "../../lib/subscription-promotion"
import { DISCOUNT_PERCENT, MAX_LINE_QUANTITY, PUBLISHABLE_KEY_TITLE } from "../../lib/shop-constants"
import type { StorefrontConfig } from "order-summary/store-api"

/**
 * The storefront's public configuration: the web shop's publishable API key, so that no one has
 * to copy it by hand (a publishable key is public by design: it only scopes the Store API), and
 * the shop rules the server enforces, so the storefront keeps no copy: the standard shipping price and
 * the free-shipping threshold as the shipping option's prices in Medusa have them, the discount rate and the subscription promotion,
 * and the payment mode with the payment methods actually offered (none with the test payment), so
 * the storefront shows no payment badge the shop cannot take; and the countries of Medusa's regions,
 * which the checkout offers and the pages list.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse<StorefrontConfig | { message: string }>) {
  const apiKeys = req.scope.resolve(Modules.API_KEY)
  const keys = await apiKeys.listApiKeys({ title: PUBLISHABLE_KEY_TITLE, type: "publishable" })
  const key = keys.find((candidate) => !candidate.revoked_at)
  if (!key) {
    res.status(503).json({ message: "The shop is not set up yet: run `npm run seed`" })
    return
  }
  const mode = paymentMode()
  res.set("Cache-Control", "public, max-age=60")
  res.json({
    publishable_key: key.token,
    shipping_price: await standardShippingPrice(req.scope),
    free_shipping_from: await freeShippingThreshold(req.scope),
    discount_percent: DISCOUNT_PERCENT,
    subscription_promotion_code: SUBSCRIPTION_PROMOTION_CODE,
    max_line_quantity: MAX_LINE_QUANTITY,
    payment_mode: mode,
    payment_methods: mode === "stripe" ? PAYMENT_METHOD_TYPES : [],
    shipping_countries: await shippingCountriesOfRegions(req.scope),
  })
}
