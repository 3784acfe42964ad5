import { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  createShippingOptionsWorkflow,
  createShippingProfilesWorkflow,
  createStockLocationsWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
  updateShippingOptionsWorkflow,
} from "@medusajs/medusa/core-flows"
import { FREE_SHIPPING_RULE_ATTRIBUTE, freeShippingThreshold } from "../free-shipping"
import { shopConfig } from "../shop-config"
import { SHIPPING_COUNTRIES } from "../shipping-countries"
import {
  CURRENCY,
  FULFILLMENT_SET_NAME,
  SERVICE_ZONE_NAME,
  STANDARD_SHIPPING,
  STOCK_LOCATION_NAME,
} from "../shop-constants"

const MANUAL_FULFILLMENT = "manual_manual"

export async function ensureStockLocation(container: MedusaContainer, salesChannelId: string) {
  const stockLocations = container.resolve(Modules.STOCK_LOCATION)
  const [existing] = await stockLocations.listStockLocations({ name: STOCK_LOCATION_NAME })
  if (existing) return existing.id
  const { business } = shopConfig
  const { result } = await createStockLocationsWorkflow(container).run({
    input: {
      locations: [
        {
          name: STOCK_LOCATION_NAME,
          address: {
            address_1: business.street,
            postal_code: business.postalCode,
            city: business.city,
            country_code: "nl",
          },
        },
      ],
    },
  })
  const locationId = result[0].id
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  await link.create({
    [Modules.STOCK_LOCATION]: { stock_location_id: locationId },
    [Modules.FULFILLMENT]: { fulfillment_provider_id: MANUAL_FULFILLMENT },
  })
  await linkSalesChannelsToStockLocationWorkflow(container).run({
    input: { id: locationId, add: [salesChannelId] },
  })
  return locationId
}

export async function ensureShippingProfile(container: MedusaContainer) {
  const fulfillment = container.resolve(Modules.FULFILLMENT)
  const [existing] = await fulfillment.listShippingProfiles({ type: "default" })
  if (existing) return existing.id
  const { result } = await createShippingProfilesWorkflow(container).run({
    input: { data: [{ name: "Default Shipping Profile", type: "default" }] },
  })
  return result[0].id
}

export async function ensureShipping(container: MedusaContainer, stockLocationId: string, shippingProfileId: string) {
  const fulfillment = container.resolve(Modules.FULFILLMENT)
  let [fulfillmentSet] = await fulfillment.listFulfillmentSets(
    { name: FULFILLMENT_SET_NAME },
    { relations: ["service_zones", "service_zones.geo_zones"] }
  )
  if (!fulfillmentSet) {
    fulfillmentSet = await fulfillment.createFulfillmentSets({
      name: FULFILLMENT_SET_NAME,
      type: "shipping",
      service_zones: [
        {
          name: SERVICE_ZONE_NAME,
          geo_zones: SHIPPING_COUNTRIES.map((country_code) => ({ type: "country" as const, country_code })),
        },
      ],
    })
    const link = container.resolve(ContainerRegistrationKeys.LINK)
    await link.create({
      [Modules.STOCK_LOCATION]: { stock_location_id: stockLocationId },
      [Modules.FULFILLMENT]: { fulfillment_set_id: fulfillmentSet.id },
    })
    fulfillmentSet = await fulfillment.retrieveFulfillmentSet(fulfillmentSet.id, {
      relations: ["service_zones"],
    })
  }
  const serviceZone = fulfillmentSet.service_zones[0]
  const [existingOption] = await fulfillment.listShippingOptions({
    name: STANDARD_SHIPPING.name,
    service_zone: { id: serviceZone.id },
  })
  // The free-shipping threshold is a Medusa price rule: the one place where it is decided. An
  // existing shop gets its prices brought up to date, so every text and the rule agree.
  const prices = [
    { currency_code: CURRENCY, amount: STANDARD_SHIPPING.price },
    {
      currency_code: CURRENCY,
      amount: 0,
      rules: [{ attribute: FREE_SHIPPING_RULE_ATTRIBUTE, operator: "gte" as const, value: STANDARD_SHIPPING.freeFromItemTotal }],
    },
  ]
  if (existingOption) {
    if ((await freeShippingThreshold(container)) !== STANDARD_SHIPPING.freeFromItemTotal) {
      await updateShippingOptionsWorkflow(container).run({ input: [{ id: existingOption.id, prices }] })
    }
    return
  }
  await createShippingOptionsWorkflow(container).run({
    input: [
      {
        name: STANDARD_SHIPPING.name,
        price_type: "flat",
        provider_id: MANUAL_FULFILLMENT,
        service_zone_id: serviceZone.id,
        shipping_profile_id: shippingProfileId,
        type: STANDARD_SHIPPING.type,
        prices,
        rules: [
          { attribute: "enabled_in_store", value: "true", operator: "eq" },
          { attribute: "is_return", value: "false", operator: "eq" },
        ],
      },
    ],
  })
}
