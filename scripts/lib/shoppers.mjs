// Simulated shoppers for bench:shop and the fault tests. Each walks what a browser does on the shop:
// the storefront's server-rendered pages (listing, product), then the Store API calls the page's
// script makes (cart, line item, checkout details, shipping, start payment with the test payment),
// then the success page, whose loader completes the cart into an order. Every step is timed.
import pg from "pg"

export const STEPS = ["browse", "product", "add to cart", "checkout details", "payment"]
const ADDRESS = {
  first_name: "Load",
  last_name: "Shopper",
  address_1: "Coolsingel 1",
  city: "Rotterdam",
  postal_code: "3011 AD",
  country_code: "nl",
}

/** The time of day to the millisecond, as the answers of a visit are printed. */
export const clock = () => new Date().toISOString().slice(11, 23)

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
  const regions = await fetch(`${backendUrl}/store/regions?fields=id,name`, { headers: { "x-publishable-api-key": key } }).then((r) =>
    r.json(),
  )
  const products = await fetch(`${backendUrl}/store/products?fields=id,handle,*variants&limit=100`, {
    headers: { "x-publishable-api-key": key },
  }).then((r) => r.json())
  const regionId = regions.regions.find((region) => region.name === "Europe").id
  // the region's payment provider, as the checkout page takes it: the test payment, Stripe being unconfigured here
  const providers = await fetch(`${backendUrl}/store/payment-providers?region_id=${regionId}`, {
    headers: { "x-publishable-api-key": key },
  }).then((r) => r.json())
  return {
    key,
    regionId,
    paymentProviderId: providers.payment_providers[0].id,
    products: products.products.map((product) => ({ handle: product.handle, variantIds: product.variants.map((variant) => variant.id) })),
  }
}

/**
 * Runs `shoppers` concurrent shoppers until `seconds` have passed or `maxVisits` visits have begun
 * (each finishes the visit it is in).
 * Returns the timings per step, the errors (by step and status), the completed checkouts' cart ids.
 * `requestTimeoutMs` turns a hang into an error.
 */
export async function runShoppers({
  storefrontUrl,
  backendUrl,
  shoppers,
  seconds,
  maxVisits = Infinity,
  requestTimeoutMs = 15_000,
  completionRetries = 0,
  log = () => {},
}) {
  const connection = await connect(backendUrl)
  const timings = Object.fromEntries(STEPS.map((step) => [step, []]))
  const errors = []
  const completedCarts = []
  /** Every visit of this run: its e-mail (unique to the run), cart and each answer the shopper saw. */
  const visitLog = []
  // The run's shoppers' e-mails carry this tag, so its orders are told from any other run's.
  const runTag = `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  let checkoutsStarted = 0
  /** The longest any answered request of the run took */
  let slowestMs = 0
  const endAt = Date.now() + seconds * 1000

  async function call(visit, step, url, { method = "GET", body, cookie, api = false, redirect = "follow" } = {}) {
    // sent at, path, then (when answered) the answer's time and status: the status stays the last word
    const label = `${clock()} ${method} ${url.replace(storefrontUrl, "").replace(backendUrl, "")}`
    const sentAt = performance.now()
    const response = await fetch(url, {
      method,
      headers: {
        ...(api ? { "x-publishable-api-key": connection.key, "content-type": "application/json" } : {}),
        ...(cookie ? { cookie } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      redirect,
      signal: AbortSignal.any([AbortSignal.timeout(requestTimeoutMs), visit.abort.signal]),
    }).catch((error) => {
      const status = error.name === "TimeoutError" ? "timeout" : visit.abort.signal.aborted ? "cancelled" : "network"
      visit.answers.push(`${label} -> ${clock()} ${status}`)
      throw new StepError(step, status, error.message)
    })
    const text = await response.text()
    slowestMs = Math.max(slowestMs, Math.round(performance.now() - sentAt))
    visit.answers.push(`${label} -> ${clock()} ${response.status}`)
    const redirected = redirect === "manual" && response.status >= 300 && response.status < 400
    if (!response.ok && !redirected) throw new StepError(step, response.status, text.slice(0, 120))
    return { response, text, json: () => JSON.parse(text) }
  }

  /**
   * The success page completes the cart. A shopper who gets an error there reloads it (up to
   * `completionRetries` times, a second apart): the payment is started, the order must follow once.
   */
  async function completeOnSuccessPage(visit, cartId) {
    for (let attempt = 0; ; attempt++) {
      try {
        // Once the order exists the page clears the cart cookie and moves to the order's own link
        // (?order=<token>), as a browser follows it: the cookie is read off the redirect itself.
        const page = await call(visit, "payment", `${storefrontUrl}/checkout/success`, { cookie: `cart_id=${cartId}`, redirect: "manual" })
        const location = page.response.headers.get("location")
        if (location) {
          const order = await call(visit, "payment", new URL(location, storefrontUrl).href)
          return { response: page.response, text: order.text }
        }
        if (attempt >= completionRetries || /cart_id=;/.test(page.response.headers.get("set-cookie") ?? "")) return page
      } catch (error) {
        if (attempt >= completionRetries || visit.abort.signal.aborted) throw error
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

  async function visit(n, record) {
    const call_ = (...args) => call(record, ...args)
    const product = connection.products[n % connection.products.length]
    await timed("browse", () => call_("browse", `${storefrontUrl}/products`))
    await timed("product", () => call_("product", `${storefrontUrl}/product/${product.handle}`))
    const cartId = await timed("add to cart", async () => {
      const { json } = await call_("add to cart", `${backendUrl}/store/carts`, {
        method: "POST",
        api: true,
        body: { region_id: connection.regionId },
      })
      const id = json().cart.id
      record.cartId = id
      await call_("add to cart", `${backendUrl}/store/carts/${id}/line-items`, {
        method: "POST",
        api: true,
        body: { variant_id: product.variantIds[0], quantity: 1 + (n % 2) },
      })
      return id
    })
    await timed("checkout details", async () => {
      await call_("checkout details", `${backendUrl}/store/carts/${cartId}`, {
        method: "POST",
        api: true,
        body: { region_id: connection.regionId, email: record.email, shipping_address: ADDRESS },
      })
      const { json } = await call_("checkout details", `${backendUrl}/store/shipping-options?cart_id=${cartId}`, { api: true })
      await call_("checkout details", `${backendUrl}/store/carts/${cartId}/shipping-methods`, {
        method: "POST",
        api: true,
        body: { option_id: json().shipping_options[0].id },
      })
    })
    await timed("payment", async () => {
      await call_("payment", `${backendUrl}/store/carts/${cartId}/checkout`, {
        method: "POST",
        api: true,
        body: { provider_id: connection.paymentProviderId },
      })
      checkoutsStarted += 1
      const { response, text } = await completeOnSuccessPage(record, cartId)
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
    while (Date.now() < endAt && visits < maxVisits) {
      const n = visits++
      const record = { n, email: `shopper${n}.${runTag}@example.com`, cartId: null, answers: [], abort: new AbortController() }
      visitLog.push(record)
      // A visit that somehow never settles is cancelled (its requests aborted) and awaited, so
      // nothing of this run is still in flight when its orders are counted.
      const limit = setTimeout(() => record.abort.abort(new StepError("visit", "unfinished", "no answer")), visitLimitMs)
      try {
        await visit(n, record)
      } catch (error) {
        errors.push({ at: Date.now(), step: error.step ?? "unknown", status: error.status ?? "exception", message: error.message })
        log(`error ${error.message}`)
        // a shopper who hits an error waits a moment before starting again, like a person would
        await new Promise((resolve) => setTimeout(resolve, 500))
      } finally {
        clearTimeout(limit)
      }
    }
  }
  await Promise.all(Array.from({ length: shoppers }, shopper))
  const visitsOfRun = visitLog.map(({ abort, ...visit }) => visit)
  return { timings, errors, completedCarts, checkoutsStarted, visits, runTag, visitLog: visitsOfRun, slowestMs }
}

export function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN)
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99) }
}

/**
 * What the database says after one or more runs: each checkout a shopper saw completed has exactly
 * one order, and no other order carries one of the runs' e-mails (an order made while the shopper
 * was told it failed). Orders are counted per run, by the e-mail each visit used, never across the
 * whole database. Every extra order is named with its cart and the answers that visit saw.
 */
export async function checkOrders(databaseUrl, runs) {
  runs = [runs].flat()
  const completedCarts = runs.flatMap((run) => run.completedCarts)
  const visitsByEmail = new Map(runs.flatMap((run) => run.visitLog.map((visit) => [visit.email, visit])))
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows: orders } = await client.query(
      `SELECT o.id, o.display_id, o.email, o.created_at, array_remove(array_agg(oc.cart_id), NULL) AS cart_ids
         FROM "order" o LEFT JOIN order_cart oc ON oc.order_id = o.id AND oc.deleted_at IS NULL
        WHERE o.deleted_at IS NULL AND o.email = ANY($1)
        GROUP BY o.id ORDER BY o.created_at`,
      [[...visitsByEmail.keys()]],
    )
    const ordersPerCart = new Map()
    for (const order of orders) for (const cartId of order.cart_ids) ordersPerCart.set(cartId, (ordersPerCart.get(cartId) ?? 0) + 1)
    const completed = new Set(completedCarts)
    const seen = new Set()
    const extra = []
    for (const order of orders) {
      const cartId = order.cart_ids[0] ?? null
      if (cartId && completed.has(cartId) && !seen.has(cartId)) {
        seen.add(cartId)
        continue
      }
      const visit = visitsByEmail.get(order.email)
      extra.push({
        order: `${order.id} (#${order.display_id}, ${order.created_at.toISOString()})`,
        cart: cartId ?? `none linked; the visit's cart ${visit?.cartId ?? "unknown"}`,
        shopperSaw: visit?.answers ?? [],
      })
    }
    const negative = await client.query(
      `SELECT count(*)::int AS n FROM inventory_level WHERE deleted_at IS NULL AND (stocked_quantity < 0 OR reserved_quantity < 0 OR stocked_quantity < reserved_quantity)`,
    )
    return {
      orders: orders.length,
      missing: completedCarts.filter((cartId) => !ordersPerCart.has(cartId)).length,
      duplicated: [...ordersPerCart.values()].filter((n) => n > 1).length,
      extra,
      negativeStock: negative.rows[0].n,
    }
  } finally {
    await client.end()
  }
}

/** Prints each order no shopper was told about, with what that shopper saw. */
export function describeExtraOrders(extra, print = console.log) {
  for (const { order, cart, shopperSaw } of extra)
    describeVisit({ answers: shopperSaw }, `extra order ${order}, cart ${cart}; the shopper saw:`, print)
}

/** A visit's answers, each with its time, under a heading. */
export function describeVisit(visit, heading, print = console.log) {
  print(heading)
  for (const answer of visit.answers) print(`    ${answer}`)
}
