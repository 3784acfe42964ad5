import { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import {
  createApiKeysWorkflow,
  createSalesChannelsWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  updateStoresWorkflow,
} from "@medusajs/medusa/core-flows"
import { shopConfig } from "../shop-config"
import { EUROPE_COUNTRIES, WORLDWIDE_COUNTRIES } from "../shipping-countries"
import { CURRENCY, PUBLISHABLE_KEY_TITLE, REGION_EUROPE, REGION_WORLDWIDE, SALES_CHANNEL_NAME } from "../shop-constants"
import { ensureAdminLayouts } from "./admin-layout"
import { ensureStoreLocales } from "./locales-setup"
import { ensureRegion, ensureTaxRegions } from "./regions-setup"
import { ensureShipping, ensureShippingProfile, ensureStockLocation } from "./shipping-setup"

export type CommerceSetup = {
  salesChannelId: string
  shippingProfileId: string
  stockLocationId: string
  publishableKey: string
  /** the store's languages (its supported locales), none with the Translation Module off */
  locales: string[]
}

/**
 * Store, its languages, sales channel, publishable key, regions, taxes, stock location, shipping and the admin
 * pages' default layout. Each part is
 * looked up first and only created when missing, so running it again changes nothing.
 */
export async function setUpCommerce(container: MedusaContainer): Promise<CommerceSetup> {
  const salesChannelId = await ensureSalesChannel(container)
  await ensureStore(container, salesChannelId)
  const locales = await ensureStoreLocales(container)
  const publishableKey = await ensurePublishableKey(container, salesChannelId)
  await ensureRegion(container, REGION_EUROPE, [...EUROPE_COUNTRIES])
  await ensureRegion(container, REGION_WORLDWIDE, [...WORLDWIDE_COUNTRIES])
  await ensureTaxRegions(container)
  const stockLocationId = await ensureStockLocation(container, salesChannelId)
  const shippingProfileId = await ensureShippingProfile(container)
  await ensureShipping(container, stockLocationId, shippingProfileId)
  await ensureAdminLayouts(container)
  return { salesChannelId, shippingProfileId, stockLocationId, publishableKey, locales }
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
  const [preference] = await container.resolve(Modules.PRICING).listPricePreferences({ attribute: "currency_code", value: CURRENCY })
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
