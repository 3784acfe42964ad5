import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { SUBSCRIPTION_MODULE } from "../../modules/subscription"
import type { SubscriptionLine } from "../../modules/subscription/models/subscription"
import type SubscriptionModuleService from "../../modules/subscription/service"
import { SUBSCRIPTION_LINK_INVALID } from "../../lib/subscription-token"

export const subscriptions = (container: MedusaContainer): SubscriptionModuleService => container.resolve(SUBSCRIPTION_MODULE)

export type StoredSubscription = Awaited<ReturnType<SubscriptionModuleService["retrieveSubscription"]>>

/** The stored lines, checked once (the column is JSON). */
export function linesOf(subscription: { delivery: Record<string, unknown> | null }): SubscriptionLine[] {
  const lines = subscription.delivery?.lines
  return Array.isArray(lines) ? lines.filter(isLine) : []
}

function isLine(value: unknown): value is SubscriptionLine {
  if (typeof value !== "object" || value === null) return false
  const line = value as Record<string, unknown>
  return typeof line.variant_id === "string" && typeof line.title === "string" && typeof line.quantity === "number" && typeof line.unit_price === "number"
}

/** Euros rounded to the cent. */
export const roundCents = (euros: number) => Math.round(euros * 100) / 100

/** What one delivery costs: the lines at their subscription price and the shipping. */
export function deliveryTotal(subscription: { delivery: Record<string, unknown> | null; shipping_amount: unknown }) {
  const items = linesOf(subscription).reduce((sum, line) => sum + line.unit_price * line.quantity, 0)
  return roundCents(items + Number(subscription.shipping_amount ?? 0))
}

/** A link's subscription, or the one answer for any link that does not lead to one. */
export async function subscriptionOrNotFound(container: MedusaContainer, id: string | null): Promise<StoredSubscription> {
  const [found] = id ? await subscriptions(container).listSubscriptions({ id }) : []
  if (!found) throw new MedusaError(MedusaError.Types.NOT_FOUND, SUBSCRIPTION_LINK_INVALID)
  return found
}
