import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { shippingName } from "order-summary"
import { summarize } from "../../lib/order-summary"
import { SUBSCRIPTION_PROMOTION_CODE } from "../../lib/subscription-promotion"
import { SUBSCRIPTION_MODULE } from "../../modules/subscription"
import type { SubscriptionLine } from "../../modules/subscription/models/subscription"
import type SubscriptionModuleService from "../../modules/subscription/service"
import { LINK_REFUSALS } from "../../lib/shop-links"

export const subscriptions = (container: MedusaContainer): SubscriptionModuleService => container.resolve(SUBSCRIPTION_MODULE)

export type StoredSubscription = Awaited<ReturnType<SubscriptionModuleService["retrieveSubscription"]>>

/** The fields of a subscription's delivery address (its JSON shipping_address), as Medusa's order addresses name them. */
export const SUBSCRIPTION_ADDRESS_FIELDS = [
  "first_name",
  "last_name",
  "company",
  "address_1",
  "address_2",
  "city",
  "postal_code",
  "province",
  "country_code",
  "phone",
] as const

export type SubscriptionAddress = Partial<Record<(typeof SUBSCRIPTION_ADDRESS_FIELDS)[number], string | null>>

/** A subscription's count of failed renewals and the status it may change, as a failure step found them. */
export type SubscriptionCount = Pick<StoredSubscription, "id" | "failed_attempts" | "status"> & { next_renewal_at: Date | null }

export function countOf({ id, failed_attempts, status, next_renewal_at }: StoredSubscription): SubscriptionCount {
  return { id, failed_attempts, status, next_renewal_at: next_renewal_at ? new Date(next_renewal_at) : null }
}

/** The stored lines, checked once (the column is JSON). */
export function linesOf(subscription: { delivery: Record<string, unknown> | null }): SubscriptionLine[] {
  const lines = subscription.delivery?.lines
  return Array.isArray(lines) ? lines.filter(isLine) : []
}

function isLine(value: unknown): value is SubscriptionLine {
  if (typeof value !== "object" || value === null) return false
  return (
    "variant_id" in value &&
    typeof value.variant_id === "string" &&
    "title" in value &&
    typeof value.title === "string" &&
    "quantity" in value &&
    typeof value.quantity === "number" &&
    "unit_price" in value &&
    typeof value.unit_price === "number"
  )
}

/** Euros rounded to the cent. */
export const roundCents = (euros: number) => Math.round(euros * 100) / 100

type PricedSubscription = { delivery: Record<string, unknown> | null; shipping_amount: unknown; shipping_method_name?: string | null }

/**
 * What one delivery costs, as the shopper reads it everywhere (the management page, every e-mail
 * that names the price): the items before the subscription discount, that discount, the shipping
 * and the total, in euros, rounded by the shop's totals rule (subtotal - discounts + shipping =
 * total, to the cent; package order-summary).
 */
export type RenewalPrice = {
  subtotal: number
  discounts: { label: string; amount: number }[]
  shipping: { name: string; amount: number }
  total: number
}

/** The renewal price of a subscription: its own lines at their subscription price and its own shipping. */
export function renewalPriceOf(subscription: PricedSubscription): RenewalPrice {
  const lines = linesOf(subscription)
  const items = lines.map((line) => {
    const original = (line.original_unit_price ?? line.unit_price) * line.quantity
    const total = line.unit_price * line.quantity
    const discount = Math.max(0, original - total)
    return {
      original,
      total,
      discount_total: discount,
      adjustments: discount > 0 ? [{ code: SUBSCRIPTION_PROMOTION_CODE, amount: discount }] : [],
    }
  })
  const shipping = Number(subscription.shipping_amount ?? 0)
  const summary = summarize({
    original_item_total: items.reduce((sum, item) => sum + item.original, 0),
    total: items.reduce((sum, item) => sum + item.total, 0) + shipping,
    // VAT is not stated for a renewal that is not made yet
    tax_total: 0,
    shipping_total: shipping,
    has_shipping: true,
    items,
  })
  const shippingCents = summary.shippingCents ?? 0
  return {
    subtotal: summary.subtotalCents / 100,
    discounts: summary.discounts.map((discount) => ({ label: discount.label, amount: discount.cents / 100 })),
    shipping: { name: shippingName(subscription.shipping_method_name, shippingCents), amount: shippingCents / 100 },
    total: summary.totalCents / 100,
  }
}

/** What one delivery costs: the lines at their subscription price and the shipping. */
export function deliveryTotal(subscription: PricedSubscription) {
  return renewalPriceOf(subscription).total
}

/** A link's subscription, or the one answer for any link that does not lead to one. */
export async function subscriptionOrNotFound(container: MedusaContainer, id: string | null): Promise<StoredSubscription> {
  const [found] = id ? await subscriptions(container).listSubscriptions({ id }) : []
  if (!found) throw new MedusaError(MedusaError.Types.NOT_FOUND, LINK_REFUSALS["subscription-management"])
  return found
}
