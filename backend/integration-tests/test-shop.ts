import type { AxiosInstance } from "axios"
import { Client } from "pg"
import { addressFormat } from "order-summary/addresses"
import type { MedusaContainer } from "@medusajs/framework/types"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { readCatalogue } from "../src/lib/seed/catalogue-data"
import { seedShop } from "../src/lib/seed/seed-shop"
import { ensureAdminUser } from "../src/lib/seed/admin-user"
import { TEST_PAYMENT_PROVIDER_ID } from "../src/lib/payment-providers"
import { SUBSCRIPTION_MODULE } from "../src/modules/subscription"
import type SubscriptionModuleService from "../src/modules/subscription/service"
import { EMAIL_CODE_PROVIDER } from "../src/lib/sign-in-code"
import { waitFor } from "./chat-stand-in"

/** What a suite sends with a request: headers, and every status answered (the test reads it). */
export type RequestOptions = { headers: Record<string, string>; validateStatus: () => boolean }

type RunnerOptions = Parameters<typeof medusaIntegrationTestRunner>[0]

/**
 * Medusa's integration test runner, the suite's database made from the migrated template that
 * `npm test` names in SHOP_TEST_TEMPLATE_DB (scripts/lib/test-template-database.mjs) instead of
 * migrated from nothing: the runner's own migration and link sync then find nothing left to do.
 * Without it (a suite run on its own), the runner migrates as Medusa's does.
 */
export function shopIntegrationTestRunner(options: RunnerOptions) {
  const template = process.env.SHOP_TEST_TEMPLATE_DB
  if (!template) return medusaIntegrationTestRunner(options)
  const dbName = `shop-test-${process.pid}-${Date.now().toString(36)}`
  return medusaIntegrationTestRunner({
    ...options,
    dbName,
    hooks: {
      ...options.hooks,
      // before the runner creates the database (it keeps one that exists) and migrates it
      beforeServerStart: async (container) => {
        await copyDatabase(template, dbName)
        await options.hooks?.beforeServerStart?.(container)
      },
    },
  })
}

/** CREATE DATABASE from a template, on the server the runner uses (its DB_* settings). */
async function copyDatabase(template: string, name: string) {
  const client = new Client({
    host: process.env.DB_HOST,
    port: Number(process.env.DB_PORT ?? 5432),
    user: process.env.DB_USERNAME,
    password: process.env.DB_PASSWORD || undefined,
    database: "postgres",
  })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`)
  } finally {
    await client.end()
  }
}

export const SELLER = { email: "seller@example.com", password: "seller-password" }

/** The shop as `npm run seed` sets it up: the storefront's publishable key and the Europe region. */
export async function seededShop(container: MedusaContainer) {
  const { setup } = await seedShop(container)
  const [europe] = await container.resolve(Modules.REGION).listRegions({ name: "Europe" })
  return { publishableKey: setup.publishableKey, europeRegionId: europe.id }
}

/** A local server standing in for a service the tests cannot reach (Stripe, an SMTP relay). */
type StandIn = { start(): Promise<unknown>; stop(): Promise<void> }

/**
 * The set-up of a suite that talks to stand-ins: once per suite the stand-ins started and the
 * seeded shop (`shop.publishableKey`, `shop.europeRegionId`), the stand-ins stopped after it.
 */
export function seededShopWith(getContainer: () => MedusaContainer, ...standIns: StandIn[]) {
  const shop = { publishableKey: "", europeRegionId: "" }
  beforeAll(async () => {
    await Promise.all(standIns.map((standIn) => standIn.start()))
    Object.assign(shop, await seededShop(getContainer()))
  })
  afterAll(async () => {
    await Promise.all(standIns.map((standIn) => standIn.stop()))
  })
  return shop
}

/** The seller, logged in to the Admin API: the options that carry the token. */
export async function sellerSession(api: AxiosInstance, container: MedusaContainer): Promise<RequestOptions> {
  await ensureAdminUser(container, SELLER.email, SELLER.password)
  const { data: login } = await api.post("/auth/user/emailpass", SELLER)
  return { headers: { authorization: `Bearer ${login.token}` }, validateStatus: () => true }
}

/**
 * The set-up of a suite that shops: once per suite the seeded shop (`shop.publishableKey`,
 * `shop.europeRegionId`) and the seller's session (`shop.admin`), and for each test a new store
 * client (`store()`: the suite's own subnet, so one test's rate limits do not carry over;
 * `nextClient()` for another one within a test).
 */
export function shopSuite(api: AxiosInstance, getContainer: () => MedusaContainer, subnet: string) {
  const shop = { publishableKey: "", europeRegionId: "", admin: { headers: {}, validateStatus: () => true } as RequestOptions }
  const clients = storeClients(() => shop.publishableKey, subnet)
  beforeAll(async () => {
    Object.assign(shop, await seededShop(getContainer()))
    shop.admin = await sellerSession(api, getContainer())
  })
  beforeEach(clients.next)
  return { shop, store: clients.options, nextClient: clients.next }
}

/**
 * Store API options, one shopper at a time: `next()` makes the next requests come from another
 * address (through X-Forwarded-For), so one test's rate limits do not carry over to the next.
 */
export function storeClients(publishableKey: () => string, subnet: string) {
  let client = 0
  return {
    next: () => {
      client += 1
    },
    options: (): RequestOptions => ({
      headers: { "x-publishable-api-key": publishableKey(), "x-forwarded-for": `${subnet}.${client}` },
      validateStatus: () => true,
    }),
  }
}

/** An address in a country as it writes one: its postal code's example, a state or province where it needs one. */
export function addressIn(country: string) {
  const format = addressFormat(country)
  return {
    first_name: "Sam",
    last_name: "Lee",
    address_1: "1 Test Street",
    postal_code: format.postalCode?.example ?? "",
    city: "Testville",
    ...(format.region ? { province: format.region.options[0].code } : {}),
    country_code: country,
  }
}

export const DUTCH_ADDRESS = {
  first_name: "Anna",
  last_name: "de Vries",
  address_1: "Coolsingel 40",
  postal_code: "3011 AD",
  city: "Rotterdam",
  country_code: "nl",
}

type Purchase = {
  regionId: string
  email: string
  /** product handles (one of each, the first variant), or [handle, quantity] or [handle, quantity, variant title] */
  handles: (string | [string, number] | [string, number, string])[]
  store: () => RequestOptions
  shippingAddress?: typeof DUTCH_ADDRESS
}

/** The id of a seeded product's first size, as the catalogue lists it (seed/catalogue.json). */
export async function firstVariantOf(api: AxiosInstance, handle: string, store: () => RequestOptions) {
  const { data } = await api.get(`/store/products?handle=${handle}&fields=id,*variants`, store())
  const variants = data.products[0].variants as { id: string; title: string }[]
  // the Store API answers a product's variants in no set order: the first size as the catalogue lists
  // it (a test that took variants[0] got the 50 g resin, above the free-shipping threshold, now and then)
  const first = readCatalogue().products.find((product) => product.handle === handle)?.variants[0]?.title
  const listed = variants.find((variant) => variant.title === first)
  if (!listed) throw new Error(`${handle} is not a product of seed/catalogue.json`)
  return listed.id
}

/** The id of a product's variant by its title ("15 g"). */
export async function variantOf(api: AxiosInstance, handle: string, title: string, store: () => RequestOptions) {
  const { data } = await api.get(`/store/products?handle=${handle}&fields=id,*variants`, store())
  return (data.products[0].variants as { id: string; title: string }[]).find((variant) => variant.title === title)!.id
}

/**
 * Buys the first variant of each product with the test payment, as the storefront's checkout
 * does, and answers the order and its cart.
 */
export async function placeTestOrder(api: AxiosInstance, { regionId, email, handles, store, shippingAddress = DUTCH_ADDRESS }: Purchase) {
  const items = await Promise.all(
    handles.map(async (line) => {
      const [handle, quantity, title] = typeof line === "string" ? [line, 1] : line
      return { variant_id: title ? await variantOf(api, handle, title, store) : await firstVariantOf(api, handle, store), quantity }
    }),
  )
  const { data: created } = await api.post(
    "/store/carts",
    { region_id: regionId, email, shipping_address: shippingAddress, items },
    store(),
  )
  const cartId = created.cart.id as string
  const { data: options } = await api.get(`/store/shipping-options?cart_id=${cartId}`, store())
  await api.post(`/store/carts/${cartId}/shipping-methods`, { option_id: options.shipping_options[0].id }, store())
  const started = await api.post(`/store/carts/${cartId}/checkout`, { provider_id: TEST_PAYMENT_PROVIDER_ID }, store())
  expect(started.status).toBe(200)
  const { data } = await api.post(`/store/carts/${cartId}/complete`, {}, store())
  expect(data.type).toBe("order")
  return { cartId, order: data.order }
}

/** The subscription an order started (its order.placed subscriber makes it, soon after the order). */
export async function subscriptionOfOrder(container: MedusaContainer, orderId: string) {
  const subscriptions = container.resolve<SubscriptionModuleService>(SUBSCRIPTION_MODULE)
  for (let attempt = 0; attempt < 100; attempt++) {
    const [found] = await subscriptions.listSubscriptions({ origin_order_id: orderId })
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no subscription for order ${orderId}`)
}

type Raw = { raw: (sql: string, bindings: unknown[]) => Promise<{ rows: unknown[] }> }

/** The renewal orders a subscription made, oldest first. */
export async function renewalOrdersOf(dbConnection: Raw, subscriptionId: string) {
  const { rows } = await dbConnection.raw(
    `SELECT id, metadata FROM "order" WHERE metadata->>'subscription_id' = ? AND deleted_at IS NULL ORDER BY created_at`,
    [subscriptionId],
  )
  return rows as { id: string; metadata: Record<string, unknown> }[]
}

/** Sells a variant out (its stock down to what is reserved); answers the function that restocks it (100). */
export async function sellOut(container: MedusaContainer, dbConnection: Raw, variantId: string) {
  const { rows } = await dbConnection.raw(`SELECT inventory_item_id FROM product_variant_inventory_item WHERE variant_id = ?`, [variantId])
  const inventory = container.resolve(Modules.INVENTORY)
  const levels = await inventory.listInventoryLevels({ inventory_item_id: (rows[0] as { inventory_item_id: string }).inventory_item_id })
  const setStock = (quantity: number) =>
    inventory.updateInventoryLevels(
      levels.map((level) => ({ inventory_item_id: level.inventory_item_id, location_id: level.location_id, stocked_quantity: quantity })),
    )
  await setStock(levels[0].reserved_quantity)
  return () => setStock(100)
}

/**
 * What a completion cut in the middle of Medusa's parallel group leaves behind: an order linked to
 * the cart, one unit of the cart's first line reserved for it, the cart marked completed, and no
 * payment (Medusa authorizes the payment last). Answers the order and its line.
 */
export async function leaveHalfMadeOrder(container: MedusaContainer, cartId: string) {
  const cart = await container.resolve(Modules.CART).retrieveCart(cartId, { relations: ["items"] })
  const line = cart.items![0]
  const [order] = await container.resolve(Modules.ORDER).createOrders([
    {
      email: cart.email!,
      region_id: cart.region_id!,
      currency_code: cart.currency_code,
      items: [{ title: line.title, variant_id: line.variant_id!, quantity: Number(line.quantity), unit_price: Number(line.unit_price) }],
    },
  ])
  const [orderLine] = (await container.resolve(Modules.ORDER).retrieveOrder(order.id, { relations: ["items"] })).items!
  const { data: variants } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "variant",
    fields: ["inventory_items.inventory_item_id"],
    filters: { id: line.variant_id! },
  })
  const variant: { inventory_items?: ({ inventory_item_id: string } | null)[] | null } | undefined = variants[0]
  const inventoryItemId = variant!.inventory_items![0]!.inventory_item_id
  const inventory = container.resolve(Modules.INVENTORY)
  const [level] = await inventory.listInventoryLevels({ inventory_item_id: inventoryItemId })
  await inventory.createReservationItems([
    { line_item_id: orderLine.id, inventory_item_id: inventoryItemId, location_id: level.location_id, quantity: 1 },
  ])
  await container
    .resolve(ContainerRegistrationKeys.LINK)
    .create([{ [Modules.ORDER]: { order_id: order.id }, [Modules.CART]: { cart_id: cartId } }])
  await container.resolve(Modules.CART).updateCarts(cartId, { completed_at: new Date() })
  return { orderId: order.id, lineItemId: orderLine.id }
}

/**
 * The seller's feed notices about an order (or another resource), without the "New order" notice
 * every placed order gets: what a test of another event is looking for.
 */
export async function feedNoticesOf(container: MedusaContainer, resourceId: string) {
  const notices = await container.resolve(Modules.NOTIFICATION).listNotifications({ resource_id: resourceId, channel: "feed" })
  return notices.filter((notice) => !String(notice.data?.title ?? "").startsWith("New order #"))
}

/** Store API options as a page in `locale` sends them (the storefront's x-medusa-locale). */
export function inLanguage(options: () => RequestOptions, locale: string): () => RequestOptions {
  return () => {
    const sent = options()
    return { ...sent, headers: { ...sent.headers, "x-medusa-locale": locale } }
  }
}

/**
 * A customer signed in as the storefront does it (a code by e-mail, read from the notification;
 * the account made, with the guest orders of the address; the token refreshed): the bearer options.
 */
export async function signedInByCode(api: AxiosInstance, container: MedusaContainer, store: () => RequestOptions, email: string) {
  expect((await api.post("/store/account/sign-in-codes", { email }, store())).status).toBe(200)
  const [mail] = await waitFor(async () => {
    const sent = await container.resolve(Modules.NOTIFICATION).listNotifications({ to: email, template: "sign-in-code" })
    return sent.length ? sent : null
  })
  const { data: first } = await api.post(
    `/auth/customer/${EMAIL_CODE_PROVIDER}`,
    { email, code: (mail.data as { code: string }).code },
    store(),
  )
  const bearer = () => ({ ...store(), headers: { ...store().headers, authorization: `Bearer ${first.token}` } })
  expect((await api.post("/store/account", {}, bearer())).status).toBe(200)
  const { data: renewed } = await api.post("/auth/token/refresh", {}, bearer())
  return (): RequestOptions => ({ ...store(), headers: { ...store().headers, authorization: `Bearer ${renewed.token}` } })
}
