// Simulated shoppers for bench:shop and the fault tests. Each walks what a browser does on the shop:
// the storefront's server-rendered pages (listing, product), then the Store API calls the page's
// script makes (cart, line item, checkout details, shipping, start payment with the test payment),
// then the success page, whose loader completes the cart into an order. Every step is timed.
import pg from "pg"

export const STEPS = ["browse", "product", "add to cart", "checkout details", "payment"]
const TEST_PAYMENT = "pp_system_default"
const ADDRESS = { first_name: "Load", last_name: "Shopper", address_1: "Coolsingel 1", city: "Rotterdam", postal_code: "3011 AD", country_code: "nl" }

class StepError extends Error {
  constructor(step, status, detail) {
    super(`${step}: ${status} ${detail}`)
    this.step = step
    this.status = status
  }
}

/** Store API connection as the storefront's page gets it. */
async function connect(backendUrl) {
  const { publishable_key: key } = await fetch(`${backendUrl}/storefront-config`).then((r) => r.json())
  const regions = await fetch(`${backendUrl}/store/regions?fields=id,name`, { headers: { "x-publishable-api-key": key } }).then((r) => r.json())
  const products = await fetch(`${backendUrl}/store/products?fields=id,handle,*variants&limit=100`, { headers: { "x-publishable-api-key": key } }).then((r) =>
    r.json()
  )
  return {
    key,
    regionId: regions.regions.find((region) => region.name === "Europe").id,
    products: products.products.map((product) => ({ handle: product.handle, variantIds: product.variants.map((variant) => variant.id) })),
  }
}

/**
 * Runs `shoppers` concurrent shoppers until `seconds` have passed (each finishes the visit it is in).
 * Returns the timings per step, the errors (by step and status), the completed checkouts' cart ids.
 * `requestTimeoutMs` turns a hang into an error.
 */
export async function runShoppers({ storefrontUrl, backendUrl, shoppers, seconds, requestTimeoutMs = 15_000, completionRetries = 0, log = () => {} }) {
  const connection = await connect(backendUrl)
  const timings = Object.fromEntries(STEPS.map((step) => [step, []]))
  const errors = []
  const completedCarts = []
  let checkoutsStarted = 0
  const endAt = Date.now() + seconds * 1000

  async function call(step, url, { method = "GET", body, cookie, api = false } = {}) {
    const response = await fetch(url, {
      method,
      headers: {
        ...(api ? { "x-publishable-api-key": connection.key, "content-type": "application/json" } : {}),
        ...(cookie ? { cookie } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(requestTimeoutMs),
    }).catch((error) => {
      throw new StepError(step, error.name === "TimeoutError" ? "timeout" : "network", error.message)
    })
    const text = await response.text()
    if (!response.ok) throw new StepError(step, response.status, text.slice(0, 120))
    return { response, text, json: () => JSON.parse(text) }
  }

  /**
   * The success page completes the cart. A shopper who gets an error there reloads it (up to
   * `completionRetries` times, a second apart): the payment is started, the order must follow once.
   */
  async function completeOnSuccessPage(cartId) {
    for (let attempt = 0; ; attempt++) {
      try {
        const page = await call("payment", `${storefrontUrl}/checkout/success`, { cookie: `cart_id=${cartId}` })
        if (attempt >= completionRetries || /cart_id=;/.test(page.response.headers.get("set-cookie") ?? "")) return page
      } catch (error) {
        if (attempt >= completionRetries) throw error
      }
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }

  async function timed(step, work) {
    const startedAt = performance.now()
    const result = await work()
    timings[step].push(performance.now() - startedAt)
    return result
  }

  async function visit(n) {
    const product = connection.products[n % connection.products.length]
    await timed("browse", () => call("browse", `${storefrontUrl}/products`))
    await timed("product", () => call("product", `${storefrontUrl}/product/${product.handle}`))
    const cartId = await timed("add to cart", async () => {
      const { json } = await call("add to cart", `${backendUrl}/store/carts`, { method: "POST", api: true, body: { region_id: connection.regionId } })
      const id = json().cart.id
      await call("add to cart", `${backendUrl}/store/carts/${id}/line-items`, {
        method: "POST",
        api: true,
        body: { variant_id: product.variantIds[0], quantity: 1 + (n % 2) },
      })
      return id
    })
    await timed("checkout details", async () => {
      await call("checkout details", `${backendUrl}/store/carts/${cartId}`, {
        method: "POST",
        api: true,
        body: { region_id: connection.regionId, email: `shopper${n}@example.com`, shipping_address: ADDRESS },
      })
      const { json } = await call("checkout details", `${backendUrl}/store/shipping-options?cart_id=${cartId}`, { api: true })
      await call("checkout details", `${backendUrl}/store/carts/${cartId}/shipping-methods`, {
        method: "POST",
        api: true,
        body: { option_id: json().shipping_options[0].id },
      })
    })
    await timed("payment", async () => {
      await call("payment", `${backendUrl}/store/carts/${cartId}/checkout`, { method: "POST", api: true, body: { provider_id: TEST_PAYMENT } })
      checkoutsStarted += 1
      const { response, text } = await completeOnSuccessPage(cartId)
      // The success page clears the cart cookie exactly when the order exists.
      if (!/cart_id=;/.test(response.headers.get("set-cookie") ?? "") || !text.includes("Thank You for Your Purchase!")) {
        throw new StepError("payment", "no order", `cart ${cartId} not completed`)
      }
      completedCarts.push(cartId)
    })
  }

  const visitLimitMs = requestTimeoutMs * 8
  let visits = 0
  async function shopper() {
    while (Date.now() < endAt) {
      const n = visits++
      try {
        // a visit that somehow never settles must not keep the run from ending
        await Promise.race([
          visit(n),
          new Promise((_, reject) => setTimeout(() => reject(new StepError("visit", "unfinished", "no answer")), visitLimitMs).unref()),
        ])
      } catch (error) {
        errors.push({ at: Date.now(), step: error.step ?? "unknown", status: error.status ?? "exception", message: error.message })
        log(`error ${error.message}`)
        // a shopper who hits an error waits a moment before starting again, like a person would
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
    }
  }
  await Promise.all(Array.from({ length: shoppers }, shopper))
  return { timings, errors, completedCarts, checkoutsStarted, visits }
}

export function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN)
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99) }
}

/**
 * What the database says after a run: orders for the completed carts (each exactly once) and
 * no stock below zero.
 */
export async function checkOrders(databaseUrl, completedCarts) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const orders = await client.query(`SELECT count(*)::int AS n FROM "order" WHERE deleted_at IS NULL`)
    const perCart = await client.query(
      `SELECT cart_id, count(*)::int AS n FROM order_cart WHERE deleted_at IS NULL AND cart_id = ANY($1) GROUP BY cart_id`,
      [completedCarts]
    )
    const duplicated = perCart.rows.filter((row) => row.n > 1).length
    const missing = completedCarts.length - perCart.rows.length
    const negative = await client.query(
      `SELECT count(*)::int AS n FROM inventory_level WHERE deleted_at IS NULL AND (stocked_quantity < 0 OR reserved_quantity < 0 OR stocked_quantity < reserved_quantity)`
    )
    return { orders: orders.rows[0].n, missing, duplicated, negativeStock: negative.rows[0].n }
  } finally {
    await client.end()
  }
}
