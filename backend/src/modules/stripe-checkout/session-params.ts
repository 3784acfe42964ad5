import type Stripe from "stripe"
import { shopLanguageOf, storefrontPath } from "../../lib/shop-locales"
import { type CheckoutData, type CheckoutLine, toCents } from "./checkout-data"

export const PAYMENT_METHOD_TYPES: Stripe.Checkout.SessionCreateParams.PaymentMethodType[] = ["card", "ideal", "link", "klarna", "eps"]

/**
 * The methods Checkout offers for a subscription: those Stripe can charge again each month (iDEAL
 * pays the first invoice and sets up SEPA Direct Debit for the renewals); Klarna and EPS pay once.
 */
export const SUBSCRIPTION_PAYMENT_METHOD_TYPES: Stripe.Checkout.SessionCreateParams.PaymentMethodType[] = ["card", "ideal", "link"]

/** Stripe bills a subscription each month: every recurring price of its Checkout Session says so. */
const MONTHLY: Stripe.Checkout.SessionCreateParams.LineItem.PriceData.Recurring = { interval: "month", interval_count: 1 }

/** The name of the recurring shipping line on Stripe's page and invoices. */
export const SHIPPING_PER_DELIVERY = "Shipping per delivery"

const SHIPPING_DAYS = { minimum: 3, maximum: 7 }
// Stripe refuses metadata values longer than 500 characters.
const METADATA_VALUE_LIMIT = 500

type Urls = { storefrontUrl: string; backendUrl: string }

/**
 * The Checkout Session for a cart. The amounts charged are exactly Medusa's: each line's total and
 * the shipping total, in cents; their sum must equal the payment session's amount or nothing is sent.
 * A cart with subscription lines becomes a Stripe subscription (subscriptionSessionParams).
 */
export function checkoutSessionParams(
  checkout: CheckoutData,
  amountCents: number,
  medusaSessionId: string,
  urls: Urls,
): Stripe.Checkout.SessionCreateParams {
  const shippingCents = toCents(checkout.shipping.amount)
  const lineCents = checkout.lines.map((line) => toCents(line.total))
  const difference = amountCents - shippingCents - lineCents.reduce((sum, cents) => sum + cents, 0)
  // Medusa rounds the cart total once, Stripe wants each line in whole cents: a rounding difference
  // of at most a cent per line goes to the last line. Anything more means the data is not the cart's.
  if (Math.abs(difference) > checkout.lines.length || lineCents.length === 0) {
    throw new Error(`The cart's lines and shipping do not add up to its total of ${amountCents} cents`)
  }
  lineCents[lineCents.length - 1] += difference
  if (checkout.lines.some((line) => line.is_subscription)) {
    return subscriptionSessionParams(checkout, lineCents, shippingCents, medusaSessionId, urls)
  }
  const lineItems = checkout.lines.map((line, index) => lineItem(line, lineCents[index], urls.backendUrl))
  return {
    mode: "payment",
    line_items: lineItems,
    payment_method_types: PAYMENT_METHOD_TYPES,
    shipping_options: [
      {
        shipping_rate_data: {
          type: "fixed_amount",
          display_name: checkout.shipping.name,
          fixed_amount: { amount: shippingCents, currency: "eur" },
          delivery_estimate: {
            minimum: { unit: "business_day", value: SHIPPING_DAYS.minimum },
            maximum: { unit: "business_day", value: SHIPPING_DAYS.maximum },
          },
        },
      },
    ],
    ...commonParams(checkout, medusaSessionId, urls),
    payment_intent_data: { metadata: { cart_id: checkout.cart_id, session_id: medusaSessionId } },
  }
}

function commonParams(checkout: CheckoutData, medusaSessionId: string, urls: Urls) {
  return {
    currency: "eur",
    customer_email: checkout.email,
    client_reference_id: checkout.cart_id,
    // Stripe's payment page in the shopper's language (each of the shop's is one of Stripe's), else the browser's
    locale: shopLanguageOf(checkout.locale) ?? ("auto" as const),
    // back to the storefront's pages in the shopper's language (/de/checkout/success)
    success_url: `${urls.storefrontUrl}${storefrontPath(checkout.locale, "/checkout/success")}?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${urls.storefrontUrl}${storefrontPath(checkout.locale, "/checkout/cancel")}`,
    metadata: {
      cart_id: checkout.cart_id,
      session_id: medusaSessionId,
      order_items: orderItemsMetadata(checkout.lines),
    },
  }
}

/**
 * A cart with subscription lines, as a Stripe subscription billed monthly: each subscription line a
 * monthly price at what Medusa charged for it (VAT included, the subscription 17% applied), the
 * shipping a monthly "Shipping per delivery" line (Checkout's shipping options exist in payment
 * mode only), and the one-time lines one-time prices, which Stripe puts on the first invoice only.
 * The first invoice's total is the cart's total.
 */
function subscriptionSessionParams(
  checkout: CheckoutData,
  lineCents: number[],
  shippingCents: number,
  medusaSessionId: string,
  urls: Urls,
): Stripe.Checkout.SessionCreateParams {
  const lineItems = checkout.lines.map((line, index) =>
    lineItem(line, lineCents[index], urls.backendUrl, line.is_subscription ? MONTHLY : undefined),
  )
  if (shippingCents > 0) {
    lineItems.push({
      quantity: 1,
      price_data: {
        currency: "eur",
        unit_amount: shippingCents,
        recurring: MONTHLY,
        product_data: { name: SHIPPING_PER_DELIVERY, description: checkout.shipping.name },
      },
    })
  }
  const common = commonParams(checkout, medusaSessionId, urls)
  return {
    mode: "subscription",
    line_items: lineItems,
    payment_method_types: SUBSCRIPTION_PAYMENT_METHOD_TYPES,
    ...common,
    // the subscription names its cart and payment session, as the payment's metadata does
    subscription_data: { metadata: { cart_id: checkout.cart_id, session_id: medusaSessionId } },
  }
}

/** A line at what Medusa charged for it; with `recurring`, its price is billed again each period. */
function lineItem(
  line: CheckoutLine,
  totalCents: number,
  backendUrl: string,
  recurring?: Stripe.Checkout.SessionCreateParams.LineItem.PriceData.Recurring,
): Stripe.Checkout.SessionCreateParams.LineItem {
  // A discount can leave a line total that does not divide by its quantity: then the line is sold
  // as one unit of "name x quantity", so the amount charged stays exactly Medusa's.
  const divides = totalCents % line.quantity === 0
  const image = absoluteUrl(line.thumbnail, backendUrl)
  return {
    quantity: divides ? line.quantity : 1,
    price_data: {
      currency: "eur",
      unit_amount: divides ? totalCents / line.quantity : totalCents,
      product_data: {
        name: divides ? line.title : `${line.title} x ${line.quantity}`,
        ...(line.description ? { description: line.description } : {}),
        ...(image ? { images: [image] } : {}),
      },
      ...(recurring ? { recurring } : {}),
    },
  }
}

function absoluteUrl(url: string | null, base: string): string | undefined {
  if (!url) return undefined
  try {
    return new URL(url, base).toString()
  } catch {
    return undefined
  }
}

/** The spec's order_items metadata (id, name, quantity, price, isSubscription), within Stripe's limit. */
export function orderItemsMetadata(lines: CheckoutLine[]): string {
  const full = lines.map((line) => ({
    id: line.product_handle ?? line.id,
    name: line.title,
    quantity: line.quantity,
    price: Number((line.total / line.quantity).toFixed(2)),
    isSubscription: line.is_subscription,
  }))
  const json = JSON.stringify(full)
  if (json.length <= METADATA_VALUE_LIMIT) return json
  const withoutNames = JSON.stringify(full.map(({ name: _name, ...rest }) => rest))
  if (withoutNames.length <= METADATA_VALUE_LIMIT) return withoutNames
  // The order in Medusa holds every line; the metadata is only a cross-reference.
  return JSON.stringify({ lines: lines.length, quantity: lines.reduce((sum, line) => sum + line.quantity, 0) })
}
