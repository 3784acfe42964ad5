import AxeBuilder from "@axe-core/playwright"
import { expect, type APIRequestContext, type Page, type Route, type TestInfo } from "@playwright/test"
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"

type SeedVariant = { title: string; sku: string; price: number; sale_price?: number; stock: number }
type SeedProduct = {
  handle: string
  title: string
  subtitle: string
  category: string
  badge: string
  claims?: string[]
  subscription: unknown
  variants: SeedVariant[]
}

/** The catalogue the backend seeds: the tests' source of expected names and prices. */
export const seed = JSON.parse(readFileSync(join(__dirname, "../seed/catalogue.json"), "utf8")) as {
  products: SeedProduct[]
}
export const shopConfig = JSON.parse(readFileSync(join(__dirname, "../shop.config.json"), "utf8")) as {
  brand: string
  /** The shop's time zone: its months (the VAT report's) begin and end in it. */
  timeZone: string
  business: { email: string; phone: string; whatsapp: string; chamberOfCommerce: string }
}

export const seeded = (handle: string): SeedProduct => {
  const product = seed.products.find((candidate) => candidate.handle === handle)
  if (!product) throw new Error(`No seeded product ${handle}`)
  return product
}

/** Price of the first size, which list cards show and add. */
export const listPrice = (product: SeedProduct) => product.variants[0]!.sale_price ?? product.variants[0]!.price

export const euro = (amount: number) =>
  new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR", minimumFractionDigits: 2 }).format(amount)

export const isMobile = (testInfo: TestInfo) => testInfo.project.name === "mobile"

/** A storefront language's catalogue: its areas' files (storefront/app/i18n/messages/<language>/<area>.json) together. */
export const messages = (code: "en" | "nl" | "de" | "fr"): Record<string, string> => {
  const folder = join(__dirname, `../storefront/app/i18n/messages/${code}`)
  return Object.assign(
    {},
    ...readdirSync(folder).map((file) => JSON.parse(readFileSync(join(folder, file), "utf8")) as Record<string, string>),
  )
}

/**
 * The storefront's pages (storefront/app/routes.ts; its resource routes, a module without a page
 * like sitemap.xml or the account's data download, left out) that none of `paths` visits: a spec
 * meant to visit every page checks its list with it.
 */
export function routesNotVisited(paths: string[]): string[] {
  const routes = readFileSync(join(__dirname, "../storefront/app/routes.ts"), "utf8")
  const all = [...routes.matchAll(/route\("([^"]+)", "[^"]+\.tsx"/g)].map((match) => match[1]!)
  expect(all.length).toBeGreaterThan(10)
  return all.filter((path) => {
    const pattern = new RegExp(`^/${path.replace(/:[^/]+/g, "[^/]+").replace("*", ".+")}(\\?.*)?$`)
    return !paths.some((visited) => pattern.test(visited))
  })
}

/** Reads a money text like "€49.99" as a number. */
export const money = (text: string | null) => Number((text ?? "").replace(/[^0-9.]/g, ""))

/** Runs axe with the WCAG 2.x A and AA rules (up to 2.2) and expects no violation. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze()
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  )
  expect(summary).toEqual([])
}

/** A private address no other test uses: a client of its own for the backend's rate limits (behind the shop's proxy). */
export const newClientAddress = () =>
  `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`

/**
 * Opens a page with its scripts held back, so it stays as the server rendered it (not yet
 * interactive) until the returned function lets them load and waits for the hydration.
 */
export async function openBeforeHydration(page: Page, path: string): Promise<() => Promise<void>> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const holdScripts = async (route: Route) => {
    await released
    await route.continue()
  }
  await page.route(/\/assets\/.+\.js$/, holdScripts)
  // the page's module scripts are held, so neither DOMContentLoaded nor load comes before the release
  await page.goto(path, { waitUntil: "commit" })
  return async () => {
    release()
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true")
    await page.unroute(/\/assets\/.+\.js$/, holdScripts)
  }
}

/**
 * The messages a page asked for and was not given, as the page logs them (console.error starting
 * "Missing message", storefront/app/i18n/i18n.tsx): a route whose loader does not
 * send an area of the catalogue its page shows, which then shows a key. The array fills as they come.
 */
export function missingMessages(page: Page): string[] {
  const missing: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error" && message.text().startsWith("Missing message")) missing.push(`${page.url()}: ${message.text()}`)
  })
  return missing
}

/** The pages loaded as documents from now on (a client-side navigation loads none), as their URLs. */
export function documentLoads(page: Page): string[] {
  const loads: string[] = []
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request.url())
  })
  return loads
}

/** Opens a page and waits until React has hydrated it (buttons work from then on). */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true")
}

/** The layout shift of the page so far (CLS without user input), after `settleMs` more of watching. */
export async function layoutShift(page: Page, settleMs = 500): Promise<number> {
  return page.evaluate(
    (wait) =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
            if (!entry.hadRecentInput) total += entry.value
        }).observe({ type: "layout-shift", buffered: true })
        setTimeout(() => resolve(total), wait)
      }),
    settleMs,
  )
}

/**
 * Adds a product from its page and waits until the add is done: "Added to cart" shows once the line
 * is in and the shipping is priced again, so a page opened next sees the whole cart.
 */
export async function addFromProductPage(page: Page, handle: string) {
  await openHydrated(page, `/product/${handle}`)
  await page.locator(".product-detail").getByRole("button", { name: "Add to Cart" }).click()
  // the first cart of a freshly started shop (a new cart, its line, its shipping method) can take long on a busy machine
  await expect(page.locator(".product-detail .add-to-cart__status")).toHaveText("Added to cart", { timeout: 30_000 })
}

export const backendUrl = process.env.BACKEND_URL ?? "http://localhost:9000"

/** A bearer token of the seller's admin login (ADMIN_EMAIL / ADMIN_PASSWORD, local defaults). */
export async function adminToken(request: APIRequestContext) {
  const response = await request.post(`${backendUrl}/auth/user/emailpass`, {
    data: { email: process.env.ADMIN_EMAIL ?? "admin@example.com", password: process.env.ADMIN_PASSWORD ?? "supersecret" },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { token: string }).token
}

/** Authorization headers of the seller's admin login, for the Admin API. */
export const adminHeaders = async (request: APIRequestContext) => ({ authorization: `Bearer ${await adminToken(request)}` })

/** A page of the Medusa admin. */
export const adminUrl = (path: string) => `${backendUrl}/app${path}`

/** Logs in to the admin as the seller; the page errors seen from then on (the array fills as they come). */
export async function logInToAdmin(page: Page): Promise<string[]> {
  const errors: string[] = []
  page.on("pageerror", (error) => errors.push(error.message))
  await page.goto(adminUrl("/login"))
  await page.fill('input[name="email"]', process.env.ADMIN_EMAIL ?? "admin@example.com")
  await page.fill('input[name="password"]', process.env.ADMIN_PASSWORD ?? "supersecret")
  await page.click('button[type="submit"]')
  await page.waitForURL(/\/app\/orders/)
  return errors
}

export type StoreOrder = { id: string; display_id: number; total: number; items: { id: string; quantity: number }[] }

/**
 * An order placed through the Store API as the storefront places it (a Dutch address, Standard
 * Shipping, the test payment), faster than through the pages: for tests about what follows an order.
 */
export async function placeStoreOrder(
  request: APIRequestContext,
  handle: string,
  email: string,
): Promise<{ cartId: string; order: StoreOrder }> {
  const config = (await (await request.get(`${backendUrl}/storefront-config`)).json()) as { publishable_key: string }
  const headers = { "x-publishable-api-key": config.publishable_key }
  const { regions } = (await (await request.get(`${backendUrl}/store/regions?fields=id,name`, { headers })).json()) as {
    regions: { id: string; name: string }[]
  }
  const { products } = (await (
    await request.get(`${backendUrl}/store/products?handle=${handle}&fields=*variants`, { headers })
  ).json()) as { products: { variants: { id: string }[] }[] }
  const created = await request.post(`${backendUrl}/store/carts`, {
    headers,
    data: {
      region_id: regions.find((region) => region.name === "Europe")!.id,
      email,
      shipping_address: {
        first_name: "Ben",
        last_name: "Buyer",
        address_1: "Coolsingel 1",
        postal_code: "3011 AD",
        city: "Rotterdam",
        country_code: "nl",
      },
      items: [{ variant_id: products[0]!.variants[0]!.id, quantity: 1 }],
    },
  })
  expect(created.ok()).toBe(true)
  const cartId = ((await created.json()) as { cart: { id: string } }).cart.id
  const options = (await (await request.get(`${backendUrl}/store/shipping-options?cart_id=${cartId}`, { headers })).json()) as {
    shipping_options: { id: string }[]
  }
  await request.post(`${backendUrl}/store/carts/${cartId}/shipping-methods`, {
    headers,
    data: { option_id: options.shipping_options[0]!.id },
  })
  expect(
    (await request.post(`${backendUrl}/store/carts/${cartId}/checkout`, { headers, data: { provider_id: "pp_system_default" } })).status(),
  ).toBe(200)
  const completed = (await (await request.post(`${backendUrl}/store/carts/${cartId}/complete`, { headers })).json()) as {
    type: string
    order: StoreOrder
  }
  expect(completed.type).toBe("order")
  return { cartId, order: completed.order }
}

/** Fills the checkout's details step with a Rotterdam address and continues to payment. */
export async function fillCheckoutDetails(page: Page) {
  await page.getByLabel("Email").fill("e2e-buyer@example.com")
  await page.getByLabel("First name").fill("Anna")
  await page.getByLabel("Last name").fill("de Vries")
  await page.getByLabel("Address").fill("Coolsingel 40")
  await page.getByLabel("Postal code").fill("3011 AD")
  await page.getByLabel("City").fill("Rotterdam")
  await page.getByLabel("Country").selectOption("nl")
  await page.getByRole("button", { name: "Continue to Payment" }).click()
}

/** The address fillCheckoutDetails orders with. */
export const BUYER = "e2e-buyer@example.com"

/**
 * The success page once the cart is an order: it moves to its own address with the order's signed
 * link, so a reload still shows the order.
 */
export const PLACED_ORDER_URL = /\/checkout\/success\?order=[\w-]+$/

/** Buys one unit of a product with the labelled test payment (inCart: checks on the cart screen); the new order's number. */
export async function buyWithTestPayment(page: Page, handle: string, inCart?: () => Promise<void>): Promise<number> {
  await addFromProductPage(page, handle)
  await openHydrated(page, "/checkout")
  await inCart?.()
  await page.getByRole("button", { name: "Proceed to Checkout" }).click()
  await fillCheckoutDetails(page)
  await page.getByRole("button", { name: "Place Test Order" }).click()
  // completing the cart and reading the order's link: a busy machine needs more than the usual 10 s
  await expect(page).toHaveURL(PLACED_ORDER_URL, { timeout: 30_000 })
  const displayId = Number((await page.getByTestId("order-number").textContent())?.replace(/\D/g, ""))
  expect(displayId).toBeGreaterThan(0)
  return displayId
}

const outboxFolder = () => join(process.env.DATA_DIR ?? join(__dirname, "../.data"), "outbox")

/** When this Playwright run began: the outbox folder outlives the database, and order numbers start again at 1. */
const runStartedAt = Date.now()

/** This run's e-mails of one template in the backend's outbox (no SMTP relay in the tests), by file name. */
function outboxFiles(template: string): string[] {
  try {
    return readdirSync(outboxFolder()).filter(
      (file) => file.includes(`-${template}-`) && statSync(join(outboxFolder(), file)).mtimeMs >= runStartedAt,
    )
  } catch {
    return []
  }
}

/** The text part of the first e-mail of a template to the buyer that matches, waiting for it to be written. */
export async function outboxText(template: string, matches: (text: string) => boolean, to = BUYER) {
  let found: string | undefined
  await expect
    .poll(
      () => {
        found = outboxFiles(template)
          .filter((file) => file.includes(to))
          .map((file) => {
            const raw = readFileSync(join(outboxFolder(), file), "utf8").split(/Content-Type: text\/html/i)[0]!
            const decoded = raw
              .replace(/=\r?\n/g, "")
              .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
            return Buffer.from(decoded, "latin1").toString("utf8")
          })
          .find(matches)
        return Boolean(found)
      },
      { timeout: 20_000 },
    )
    .toBe(true)
  return found!
}

/** How many e-mails of a template this run has written. */
export const countOutbox = (template: string) => outboxFiles(template).length

export type StoreRating = { average: number; count: number }

/** The real rating of every product with approved reviews, by handle, as the Store API reports it. */
export async function storeRatings(request: APIRequestContext): Promise<Map<string, StoreRating>> {
  const config = (await (await request.get(`${backendUrl}/storefront-config`)).json()) as { publishable_key: string }
  const response = await request.get(`${backendUrl}/store/products?limit=100&fields=handle,*product_rating`, {
    headers: { "x-publishable-api-key": config.publishable_key },
  })
  expect(response.ok()).toBe(true)
  const { products } = (await response.json()) as { products: { handle: string; product_rating: StoreRating | null }[] }
  return new Map(products.flatMap((product) => (product.product_rating?.count ? [[product.handle, product.product_rating] as const] : [])))
}

/** The rating text of a card or product page: average to one decimal and the review count. */
export const ratingText = (rating: StoreRating) => `${rating.average.toFixed(1)} (${rating.count})`

/**
 * Every product card on the page shows a rating exactly when its product has approved reviews. A
 * spec running beside this one (page-cache.spec) approves and then rejects a review: the page and
 * the Store API can disagree for a moment (the page cache renews the page within 2 s of the event),
 * so the page is opened again until both tell the same.
 */
export async function expectRealRatingsOnCards(page: Page, request: APIRequestContext) {
  const { pathname, search } = new URL(page.url())
  const path = pathname + search
  await expect(async () => {
    await openHydrated(page, path)
    const ratings = await storeRatings(request)
    for (const card of await page.getByTestId("product-card").all()) {
      const href = await card.locator(".product-card__name a").getAttribute("href")
      const rating = ratings.get((href ?? "").replace("/product/", ""))
      const shown = card.getByTestId("rating")
      expect(rating ? await shown.textContent() : await shown.count()).toBe(rating ? ratingText(rating) : 0)
    }
  }).toPass({ timeout: 15_000 })
}

/** Top Rated: highest real average first, more reviews first on a tie, unrated products last. */
export function topRated<T extends { handle: string }>(products: T[], ratings: Map<string, StoreRating>): T[] {
  const score = (product: T) => ratings.get(product.handle) ?? { average: 0, count: 0 }
  return [...products].sort((a, b) => score(b).average - score(a).average || score(b).count - score(a).count)
}
