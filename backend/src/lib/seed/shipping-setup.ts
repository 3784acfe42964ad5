import crypto from "node:crypto"
import { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  createShippingOptionsWorkflow,
  createShippingProfilesWorkflow,
  createStockLocationsWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
  updateShippingOptionsWorkflow,
} from "@medusajs/medusa/core-flows"
import { CATALOGUE_SEED_MODULE } from "../../modules/catalogue-seed"
import type CatalogueSeedModuleService from "../../modules/catalogue-seed/service"
import { FREE_SHIPPING_RULE_ATTRIBUTE } from "../free-shipping"
import { shopConfig } from "../shop-config"
import { SHIPPING_COUNTRIES } from "../shipping-countries"
import { CURRENCY, FULFILLMENT_SET_NAME, SERVICE_ZONE_NAME, STANDARD_SHIPPING, STOCK_LOCATION_NAME } from "../shop-constants"

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
    { relations: ["service_zones", "service_zones.geo_zones"] },
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
  // The free-shipping threshold is a Medusa price rule: the one place where it is decided.
  const prices = [
    { currency_code: CURRENCY, amount: STANDARD_SHIPPING.price },
    {
      currency_code: CURRENCY,
      amount: 0,
      rules: [{ attribute: FREE_SHIPPING_RULE_ATTRIBUTE, operator: "gte" as const, value: STANDARD_SHIPPING.freeFromItemTotal }],
    },
  ]
  const seeds: CatalogueSeedModuleService = container.resolve(CATALOGUE_SEED_MODULE)
  const [seeded] = await seeds.listSeededSettings({ key: STANDARD_SHIPPING_SETTING })
  const wanted = pricesFingerprint(prices)
  if (existingOption) {
    const current = pricesFingerprint(await shippingOptionPrices(container, existingOption.id))
    // the seller changed the prices or rules in the admin since the seed wrote them (or the shop
    // predates this record and its prices are not the seed's): hers stay
    if (current !== wanted && current !== seeded?.hash) {
      if (!seeded) await seeds.createSeededSettings({ key: STANDARD_SHIPPING_SETTING, hash: wanted })
      container.resolve(ContainerRegistrationKeys.LOGGER).info(`Seed: kept the seller's prices of ${STANDARD_SHIPPING.name}`)
      return
    }
    if (current !== wanted) await updateShippingOptionsWorkflow(container).run({ input: [{ id: existingOption.id, prices }] })
    if (!seeded) await seeds.createSeededSettings({ key: STANDARD_SHIPPING_SETTING, hash: wanted })
    else if (seeded.hash !== wanted) await seeds.updateSeededSettings({ id: seeded.id, hash: wanted })
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
  if (seeded) await seeds.updateSeededSettings({ id: seeded.id, hash: wanted })
  else await seeds.createSeededSettings({ key: STANDARD_SHIPPING_SETTING, hash: wanted })
}

/** The key of the standard shipping's prices in the seed's bookkeeping (module catalogue-seed). */
const STANDARD_SHIPPING_SETTING = "shipping-option:standard:prices"

type ShippingPrice = {
  currency_code: string
  amount: number | string
  rules?: { attribute: string; operator: string; value: number | string }[]
}

/** A fingerprint of a shipping option's prices and their rules, in any order. */
function pricesFingerprint(prices: ShippingPrice[]) {
  const normal = prices
    .map((price) => ({
      currency_code: price.currency_code,
      amount: Number(price.amount),
      rules: (price.rules ?? [])
        .map((rule) => ({ attribute: rule.attribute, operator: rule.operator, value: String(Number(rule.value)) }))
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    }))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
  return crypto.createHash("sha256").update(JSON.stringify(normal)).digest("hex").slice(0, 16)
}

// Medusa's generated shipping_option type lacks `prices`, the field its price set link adds: what is read of it is written out here
type QueriedShippingOption = {
  id: string
  prices?:
    | ({
        amount: number | string
        currency_code: string
        price_rules?: ({ attribute: string; operator: string; value: string } | null)[] | null
      } | null)[]
    | null
}

/** A shipping option's prices as Medusa keeps them now. */
async function shippingOptionPrices(container: MedusaContainer, id: string): Promise<ShippingPrice[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "shipping_option",
    fields: [
      "id",
      "prices.amount",
      "prices.currency_code",
      "prices.price_rules.attribute",
      "prices.price_rules.operator",
      "prices.price_rules.value",
    ],
    filters: { id },
  })
  const [option]: (QueriedShippingOption | undefined)[] = data
  return (option?.prices ?? []).flatMap((price) =>
    price
      ? [
          {
            currency_code: price.currency_code,
            amount: price.amount,
            rules: (price.price_rules ?? []).flatMap((rule) => (rule ? [rule] : [])),
          },
        ]
      : [],
  )
}
