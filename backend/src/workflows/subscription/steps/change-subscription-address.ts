import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ADDRESS_CHANGE_STATUSES } from "order-summary/rules"
import { SUBSCRIPTION_CANCELLED } from "./change-subscription"
import { SUBSCRIPTION_ADDRESS_FIELDS, subscriptionOrNotFound, subscriptions, type SubscriptionAddress } from "../subscriptions"

/**
 * A subscription delivers within the region it was bought in: its price (VAT included, or an export
 * without VAT) and shipping are that region's. Another region's country is refused (400).
 */
export const outsideRegion = (region: string) =>
  `This subscription is priced for delivery in ${region}: choose a country there, or cancel it and subscribe again from the other country.`

/** The name and countries of a region. */
async function regionCountries(container: MedusaContainer, regionId: string) {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "region", fields: ["id", "name", "countries.iso_2"], filters: { id: regionId } })
  const region = data[0]
  return { name: region?.name ?? "its region", countries: (region?.countries ?? []).map((country) => country?.iso_2 ?? "") }
}

/**
 * Changes where a subscription delivers (active or paused; a cancelled one answers 409): every
 * renewal order after it ships to the new address, which the subscription holds (renewals take
 * their address from it, not from the first order). Stripe keeps no copy of it (its Checkout
 * Session collects none). Undone by putting the previous address back.
 */
export const changeSubscriptionAddressStep = createStep(
  "change-subscription-address",
  async ({ subscription_id, address }: { subscription_id: string; address: SubscriptionAddress }, { container }) => {
    const subscription = await subscriptionOrNotFound(container, subscription_id)
    if (!ADDRESS_CHANGE_STATUSES.includes(subscription.status)) throw new MedusaError(MedusaError.Types.CONFLICT, SUBSCRIPTION_CANCELLED)
    const region = await regionCountries(container, subscription.region_id)
    if (!region.countries.includes(String(address.country_code ?? "").toLowerCase()))
      throw new MedusaError(MedusaError.Types.INVALID_DATA, outsideRegion(region.name))
    const shippingAddress = Object.fromEntries(SUBSCRIPTION_ADDRESS_FIELDS.map((field) => [field, address[field] || null]))
    const updated = await subscriptions(container).updateSubscriptions({ id: subscription.id, shipping_address: shippingAddress })
    return new StepResponse(updated, { id: subscription.id, shipping_address: subscription.shipping_address })
  },
  async (previous, { container }) => {
    if (previous) await subscriptions(container).updateSubscriptions(previous)
  },
)
