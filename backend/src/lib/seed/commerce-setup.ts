import { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  createApiKeysWorkflow,
  createRegionsWorkflow,
  createSalesChannelsWorkflow,
  createShippingOptionsWorkflow,
  createShippingProfilesWorkflow,
  createStockLocationsWorkflow,
  createTaxRegionsWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
  updateRegionsWorkflow,
  updateShippingOptionsWorkflow,
  updateStoresWorkflow,
} from "@medusajs/medusa/core-flows"
import { STRIPE_CHECKOUT_PROVIDER_ID, TEST_PAYMENT_PROVIDER_ID } from "../payment-providers"
import { FREE_SHIPPING_RULE_ATTRIBUTE, freeShippingThreshold } from "../free-shipping"
import { settings } from "../settings"
import { shopConfig } from "../shop-config"
import { EUROPE_COUNTRIES, SHIPPING_COUNTRIES, WORLDWIDE_COUNTRIES } from "../shipping-countries"
import {
  CURRENCY,
  DUTCH_VAT,
  EXPORT_VAT,
  FULFILLMENT_SET_NAME,
  PUBLISHABLE_KEY_TITLE,
  REGION_EUROPE,
  REGION_WORLDWIDE,
  SALES_CHANNEL_NAME,
  SERVICE_ZONE_NAME,
  STANDARD_SHIPPING,
  STOCK_LOCATION_NAME,
} from "../shop-constants"

const MANUAL_FULFILLMENT = "manual_manual"

/**
 * The payment providers of the current mode. With Stripe configured the test payment is switched
 * off: otherwise anyone could place an order through the Store API without paying.
 */
function paymentProviders(): string[] {
  return settings.STRIPE_API_KEY ? [STRIPE_CHECKOUT_PROVIDER_ID] : [TEST_PAYMENT_PROVIDER_ID]
}

export type CommerceSetup = {
  salesChannelId: string
  shippingProfileId: string
  stockLocationId: string
  publishableKey: string
}

/**
 * Store, sales channel, publishable key, regions, taxes, stock location and shipping. Each part is
 * looked up first and only created when missing, so running it again changes nothing.
 */
export async function setUpCommerce(container: MedusaContainer): Promise<CommerceSetup> {
  const salesChannelId = await ensureSalesChannel(container)
  await ensureStore(container, salesChannelId)
  const publishableKey = await ensurePublishableKey(container, salesChannelId)
  await ensureRegion(container, REGION_EUROPE, [...EUROPE_COUNTRIES])
  await ensureRegion(container, REGION_WORLDWIDE, [...WORLDWIDE_COUNTRIES])
  await ensureTaxRegions(container)
  const stockLocationId = await ensureStockLocation(container, salesChannelId)
  const shippingProfileId = await ensureShippingProfile(container)
  await ensureShipping(container, stockLocationId, shippingProfileId)
  return { salesChannelId, shippingProfileId, stockLocationId, publishableKey }
}

async function ensureSalesChannel(container: MedusaContainer) {
  const salesChannels = container.resolve(Modules.SALES_CHANNEL)
  const [existing] = await salesChannels.listSalesChannels({ name: SALES_CHANNEL_NAME })
  if (existing) return existing.id
  const { result } = await createSalesChannelsWorkflow(container).run({
    input: { salesChannelsData: [{ name: SALES_CHANNEL_NAME, description: "The online storefront" }] },
  })
  return result[0].id
}

async function ensureStore(container: MedusaContainer, salesChannelId: string) {
  const stores = container.resolve(Modules.STORE)
  const [store] = await stores.listStores({}, { relations: ["supported_currencies"] })
  // Tax-inclusive pricing of a currency is a price preference of the pricing module.
  const [preference] = await container
    .resolve(Modules.PRICING)
    .listPricePreferences({ attribute: "currency_code", value: CURRENCY })
  const isSetUp =
    store.name === shopConfig.brand &&
    store.default_sales_channel_id === salesChannelId &&
    store.supported_currencies?.length === 1 &&
    store.supported_currencies[0].currency_code === CURRENCY &&
    preference?.is_tax_inclusive === true
  if (isSetUp) return
  await updateStoresWorkflow(container).run({
    input: {
      selector: { id: store.id },
      update: {
        name: shopConfig.brand,
        default_sales_channel_id: salesChannelId,
        supported_currencies: [{ currency_code: CURRENCY, is_default: true, is_tax_inclusive: true }],
      },
    },
  })
}

async function ensurePublishableKey(container: MedusaContainer, salesChannelId: string) {
  const apiKeys = container.resolve(Modules.API_KEY)
  const [existing] = await apiKeys.listApiKeys({ title: PUBLISHABLE_KEY_TITLE, type: "publishable" })
  if (existing) return existing.token
  const { result } = await createApiKeysWorkflow(container).run({
    input: { api_keys: [{ title: PUBLISHABLE_KEY_TITLE, type: "publishable", created_by: "" }] },
  })
  await linkSalesChannelsToApiKeyWorkflow(container).run({
    input: { id: result[0].id, add: [salesChannelId] },
  })
  return result[0].token
}

async function ensureRegion(container: MedusaContainer, name: string, countries: string[]) {
  const regions = container.resolve(Modules.REGION)
  const [existing] = await regions.listRegions({ name }, { relations: ["countries"] })
  if (!existing) {
    await createRegionsWorkflow(container).run({
      input: {
        regions: [
          {
            name,
            currency_code: CURRENCY,
            countries,
            automatic_taxes: true,
            is_tax_inclusive: true,
            payment_providers: paymentProviders(),
          },
        ],
      },
    })
    return
  }
  const current = (existing.countries ?? []).map((country) => country.iso_2).sort()
  if (current.join() !== [...countries].sort().join()) {
    await updateRegionsWorkflow(container).run({
      input: { selector: { id: existing.id }, update: { countries } },
    })
  }
  await ensureRegionPaymentProviders(container, existing.id)
}

async function ensureRegionPaymentProviders(container: MedusaContainer, regionId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "region", fields: ["payment_providers.id"], filters: { id: regionId } })
  const current = (data[0]?.payment_providers ?? []).map((provider) => provider?.id).sort()
  const wanted = paymentProviders().sort()
  if (current.join() === wanted.join()) return
  await updateRegionsWorkflow(container).run({
    input: { selector: { id: regionId }, update: { payment_providers: wanted } },
  })
}

async function ensureTaxRegions(container: MedusaContainer) {
  const tax = container.resolve(Modules.TAX)
  const existing = await tax.listTaxRegions({ country_code: [...SHIPPING_COUNTRIES] })
  const covered = new Set(existing.filter((region) => !region.province_code).map((region) => region.country_code))
  const missing = SHIPPING_COUNTRIES.filter((country) => !covered.has(country))
  if (!missing.length) return
  const europe = new Set<string>(EUROPE_COUNTRIES)
  await createTaxRegionsWorkflow(container).run({
    input: missing.map((country_code) => ({
      country_code,
      provider_id: "tp_system",
      default_tax_rate: europe.has(country_code) ? DUTCH_VAT : EXPORT_VAT,
    })),
  })
}

async function ensureStockLocation(container: MedusaContainer, salesChannelId: string) {
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

async function ensureShippingProfile(container: MedusaContainer) {
  const fulfillment = container.resolve(Modules.FULFILLMENT)
  const [existing] = await fulfillment.listShippingProfiles({ type: "default" })
  if (existing) return existing.id
  const { result } = await createShippingProfilesWorkflow(container).run({
    input: { data: [{ name: "Default Shipping Profile", type: "default" }] },
  })
  return result[0].id
}

async function ensureShipping(container: MedusaContainer, stockLocationId: string, shippingProfileId: string) {
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
