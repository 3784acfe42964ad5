// Runs one history against the shop: the run's own fixtures first (its shoppers' e-mails, a scarce
// and an ample item, its single-use codes and a welcome code), then each step (the actions of a
// "together" step start at the same moment), recording every answer the shop gave.
import crypto from "node:crypto"
import pg from "pg"
import { mailText } from "../stand-ins.mjs"
import { SHOPPERS } from "./generate.mjs"

const ADDRESS = {
  first_name: "Model",
  last_name: "Shopper",
  address_1: "Coolsingel 1",
  city: "Rotterdam",
  postal_code: "3011 AD",
  country_code: "nl",
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
/**
 * A request unanswered after this long is hung (invariant 5). A completion may wait for its cart's
 * lock and then for its codes' and stock's locks, each up to COMPLETION_LOCK.timeout (30 s, in
 * backend/src/workflows/checkout/completion-locks.ts), before it completes or is answered 409: nine
 * completions queued on one product on a machine three times slower than usual were still waiting
 * at 30 s (6 December's rehearsal, load 15-22); the same history passed its 12 replays.
 */
export const REQUEST_TIMEOUT_MS = 90_000

export async function sql(databaseUrl, text, values) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query(text, values)).rows
  } finally {
    await client.end()
  }
}

/** What every run needs once per shop: the Store API key, the region, the test payment, an admin token. */
export async function connectToShop(shop) {
  const base = shop.backendUrl
  const { publishable_key: key } = await fetch(`${base}/storefront-config`).then((r) => r.json())
  const headers = { "x-publishable-api-key": key }
  const { regions } = await fetch(`${base}/store/regions?fields=id,name`, { headers }).then((r) => r.json())
  const regionId = regions.find((region) => region.name === "Europe").id
  const { payment_providers } = await fetch(`${base}/store/payment-providers?region_id=${regionId}`, { headers }).then((r) => r.json())
  const { token } = await fetch(`${base}/auth/user/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@example.com", password: "supersecret" }),
  }).then((r) => r.json())
  // Items of the model: variants of one-time products whose stock Medusa manages
  const variants = await sql(
    shop.databaseUrl,
    `SELECT pv.id AS variant_id, pvii.inventory_item_id, il.location_id, p.handle
       FROM product_variant pv
       JOIN product p ON p.id = pv.product_id AND p.deleted_at IS NULL AND p.status = 'published'
       JOIN product_variant_inventory_item pvii ON pvii.variant_id = pv.id AND pvii.deleted_at IS NULL
       JOIN inventory_level il ON il.inventory_item_id = pvii.inventory_item_id AND il.deleted_at IS NULL
      WHERE pv.deleted_at IS NULL AND pv.manage_inventory AND coalesce(p.metadata->>'subscription', '') = ''
      ORDER BY p.handle, pv.id`,
  )
  const subscriptionVariants = await sql(
    shop.databaseUrl,
    `SELECT pv.id AS variant_id, p.handle FROM product_variant pv JOIN product p ON p.id = pv.product_id AND p.deleted_at IS NULL AND p.status = 'published'
      WHERE pv.deleted_at IS NULL AND coalesce(p.metadata->>'subscription', '') <> '' ORDER BY p.handle, pv.id`,
  )
  return { key, regionId, providerId: payment_providers[0].id, adminToken: token, variants, subscriptionVariants }
}

/** The answers of a run: each with its action, status and time; 5xx ones are checked afterwards. */
class Recorder {
  answers = []
  outages = [] // { service, from, to }
  record(entry) {
    this.answers.push(entry)
  }
}

/**
 * Sets up the run's fixtures and plays `history`. Returns what the invariants need: the run's tag
 * (in every shopper e-mail), its carts and orders, codes, items with the stock they were given, and
 * the answers.
 */
export async function playHistory({ shop, connection, history, seed, log = () => {} }) {
  const tag = `m${seed.toString(36)}${crypto.randomBytes(3).toString("hex")}`
  const recorder = new Recorder()
  const emailOf = (shopper) => `s${shopper}.${tag}@example.com`
  const addressOf = (shopper) => `10.${(seed >>> 8) & 255}.${seed & 255}.${10 + shopper}`
  const base = shop.backendUrl

  /** One request to the shop, recorded; never throws (a network failure is status "network"). */
  async function call(action, method, path, { body, shopper = 0, admin = false } = {}) {
    const startedAt = Date.now()
    let status
    let json = null
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": addressOf(shopper),
          ...(admin ? { authorization: `Bearer ${connection.adminToken}` } : { "x-publishable-api-key": connection.key }),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      })
      status = response.status
      const text = await response.text()
      try {
        json = JSON.parse(text)
      } catch {
        json = { text: text.slice(0, 200) }
      }
    } catch (error) {
      status = error.name === "TimeoutError" ? "timeout" : "network"
    }
    recorder.record({
      action,
      method,
      path,
      status,
      at: startedAt,
      ms: Date.now() - startedAt,
      message: status >= 400 ? (json?.message ?? json?.text) : undefined,
    })
    return { status, json }
  }

  // --- fixtures
  const fixturesFrom = Date.now()
  const [scarce, ample] = pickItems(connection.variants, seed)
  const scarceUnits = 2 + (seed % 4)
  const items = {}
  for (const [name, item, units] of [
    ["A", scarce, scarceUnits],
    ["B", ample, 400],
  ]) {
    const [level] = await sql(
      shop.databaseUrl,
      `SELECT reserved_quantity::int AS reserved FROM inventory_level WHERE inventory_item_id = $1 AND location_id = $2 AND deleted_at IS NULL`,
      [item.inventory_item_id, item.location_id],
    )
    const stocked = level.reserved + units
    const answer = await call("setup", "POST", `/admin/inventory-items/${item.inventory_item_id}/location-levels/${item.location_id}`, {
      body: { stocked_quantity: stocked },
      admin: true,
    })
    if (answer.status !== 200) throw new Error(`setup: stock of ${item.handle} not set (${answer.status} ${JSON.stringify(answer.json)})`)
    items[name] = { ...item, units, stocked }
  }
  if (connection.subscriptionVariants.length)
    items.S = { ...connection.subscriptionVariants[seed % connection.subscriptionVariants.length], units: Infinity }
  const codes = {}
  for (const name of ["S0", "S1"]) {
    const code = `${name}-${tag}`.toUpperCase()
    const answer = await call("setup", "POST", "/admin/promotions", {
      admin: true,
      body: {
        code,
        type: "standard",
        status: "active",
        is_automatic: false,
        limit: 1,
        application_method: { type: "percentage", target_type: "order", allocation: "across", value: 10, currency_code: "eur" },
      },
    })
    if (answer.status !== 200) throw new Error(`setup: code ${code} not made (${answer.status} ${JSON.stringify(answer.json)})`)
    codes[name] = code
  }
  codes.W0 = await welcomeCode(emailOf(0))

  async function welcomeCode(email) {
    const mailsBefore = shop.smtp.mails.length
    const signup = await call("setup", "POST", "/store/newsletter-subscriptions", { body: { email } })
    if (signup.status !== 200) throw new Error(`setup: newsletter sign-up answered ${signup.status}`)
    const token = await waitFor(
      () => {
        const mail = shop.smtp.mails.slice(mailsBefore).find((m) => m.to.includes(email))
        return mail && mailText(mail.raw).match(/[?&]token=([A-Za-z0-9._~%-]+)/)?.[1]
      },
      30_000,
      `the newsletter confirmation mail to ${email}`,
    )
    const confirm = await call("setup", "POST", "/store/newsletter-subscriptions/confirm", { body: { token: decodeURIComponent(token) } })
    if (confirm.status !== 200) throw new Error(`setup: newsletter confirmation answered ${confirm.status} ${JSON.stringify(confirm.json)}`)
    const code = await waitFor(
      async () => {
        const [row] = await sql(
          shop.databaseUrl,
          `SELECT welcome_code FROM newsletter_subscription WHERE email = $1 AND deleted_at IS NULL`,
          [email],
        )
        return row?.welcome_code
      },
      30_000,
      `the welcome code of ${email}`,
    )
    return code
  }

  // --- the actions
  const runStartedAt = Date.now()
  const subscriptions = new Map() // model cart name -> { id, token, status, skipped: [YYYY-MM-DD], log }
  const renewals = [] // each renew-due run: { from, to, now, statuses (subscription id -> status then) }

  /** The subscription the cart's order started, with the management token of its confirmation e-mail. */
  async function subscriptionOf(cart) {
    const known = [...subscriptions.values()].find((subscription) => subscription.cartId === cart.id)
    if (known) return known
    if (!cart.orderIds.size) return null
    // the subscription starts after the order is placed (its order.placed subscriber)
    const row = await waitFor(
      async () => {
        const [found] = await sql(
          shop.databaseUrl,
          `SELECT id, status FROM subscription WHERE origin_order_id = ANY($1) AND deleted_at IS NULL`,
          [[...cart.orderIds]],
        ).catch(() => [])
        return found
      },
      30_000,
      `the subscription of cart ${cart.id}`,
    ).catch(() => null)
    if (!row) return null
    const token = await waitFor(
      () => {
        for (const mail of shop.smtp.mails) {
          if (!mail.to.includes(emailOf(cart.shopper))) continue
          for (const [, found] of mailText(mail.raw).matchAll(/token=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/g)) {
            try {
              if (JSON.parse(Buffer.from(found.split(".")[0], "base64url").toString())[0] === row.id) return found
            } catch {
              // another link's token
            }
          }
        }
        return null
      },
      30_000,
      `the management link of subscription ${row.id}`,
    ).catch(() => null)
    if (!token) return null
    const subscription = { id: row.id, cartId: cart.id, token, status: row.status, skipped: [], log: [] }
    subscriptions.set(cart.id, subscription)
    return subscription
  }

  const carts = new Map() // model cart name -> { id, shopper, orderIds, sessions (Stripe Checkout Session ids), events (their signed webhooks) }
  const sellerRefunded = new Set()
  const withdrawals = [] // each answered statement: { cart, order_id, display_id, status, return_id }
  /** The orders the shop holds for a cart (made by the shopper's return or by Stripe's webhook). */
  const ordersOf = (cart) =>
    sql(
      shop.databaseUrl,
      `SELECT o.id, o.display_id FROM order_cart oc JOIN "order" o ON o.id = oc.order_id AND o.deleted_at IS NULL
        WHERE oc.cart_id = $1 AND oc.deleted_at IS NULL ORDER BY o.display_id`,
      [cart.id],
    ).catch(() => [])
  const act = {
    async cart(step, label) {
      const { status, json } = await call(label, "POST", "/store/carts", {
        shopper: step.shopper,
        body: { region_id: connection.regionId, email: emailOf(step.shopper), shipping_address: ADDRESS },
      })
      if (status === 200) carts.set(step.cart, { id: json.cart.id, shopper: step.shopper, orderIds: new Set(), sessions: [], events: [] })
    },
    async add(step, label, cart) {
      if (!items[step.variant]) return
      await call(label, "POST", `/store/carts/${cart.id}/line-items`, {
        shopper: cart.shopper,
        body: { variant_id: items[step.variant].variant_id, quantity: step.quantity },
      })
    },
    async code(step, label, cart) {
      await call(label, "POST", `/store/carts/${cart.id}/promotion-codes`, { shopper: cart.shopper, body: { code: codes[step.code] } })
    },
    async checkout(step, label, cart) {
      const options = await call(label, "GET", `/store/shipping-options?cart_id=${cart.id}`, { shopper: cart.shopper })
      const option = options.json?.shipping_options?.[0]
      if (!option) return
      const method = await call(label, "POST", `/store/carts/${cart.id}/shipping-methods`, {
        shopper: cart.shopper,
        body: { option_id: option.id },
      })
      if (method.status !== 200) return
      const { json } = await call(label, "POST", `/store/carts/${cart.id}/checkout`, {
        shopper: cart.shopper,
        body: { provider_id: connection.providerId },
      })
      const redirect = json?.payment_session?.redirect_url
      if (redirect) cart.sessions.push(new URL(redirect).pathname.split("/").pop())
    },
    /** A tab that places the cart: starts the checkout, then completes (with Stripe, the return from its page). */
    async tab(step, label, cart) {
      await act.checkout(step, label, cart)
      await act.complete(step, label, cart)
    },
    /** The shopper pays on Stripe's page; its webhook is delivered by `webhook` steps (late, twice, out of order). */
    async pay(step, label, cart) {
      const sessionId = cart.sessions.at(-1)
      if (!sessionId || shop.stripe.sessions.get(sessionId)?.status !== "open") return
      const session = shop.stripe.pay(sessionId)
      cart.events.push(shop.stripe.signedEvent("checkout.session.completed", { ...session }))
    },
    async webhook(step, label, cart) {
      const event = step.which === "first" ? cart.events[0] : cart.events.at(-1)
      if (!event) return
      await deliver(label, event)
    },
    async complete(step, label, cart) {
      const { status, json } = await call(label, "POST", `/store/carts/${cart.id}/complete`, { shopper: cart.shopper })
      if (status === 200 && json?.type === "order") cart.orderIds.add(json.order.id)
    },
    async reload(step, label, cart) {
      await call(label, "GET", `/store/carts/${cart.id}`, { shopper: cart.shopper })
      for (const orderId of cart.orderIds) await call(label, "GET", `/store/orders/${orderId}`, { shopper: cart.shopper })
    },
    async cancel(step, label, cart) {
      for (const orderId of cart.orderIds) await call(label, "POST", `/admin/orders/${orderId}/cancel`, { admin: true })
    },
    async refund(step, label, cart) {
      sellerRefunded.add(cart.id)
      for (const orderId of cart.orderIds) {
        const { json } = await call(label, "GET", `/admin/orders/${orderId}?fields=id,*payment_collections,*payment_collections.payments`, {
          admin: true,
        })
        const payment = json?.order?.payment_collections?.flatMap((collection) => collection.payments ?? [])?.[0]
        if (!payment) continue
        const amount = Math.round(Number(payment.amount) * step.percent) / 100
        await call(label, "POST", `/admin/payments/${payment.id}/refund`, { admin: true, body: { amount } })
      }
    },
    /** The seller hands the whole order to fulfilment (what is left of it). */
    async ship(step, label, cart) {
      for (const order of await ordersOf(cart)) {
        const { json } = await call(label, "GET", `/admin/orders/${order.id}?fields=id,*items`, { admin: true })
        const items = (json?.order?.items ?? [])
          .map((item) => ({
            id: item.id,
            quantity: Number(item.quantity) - Number(item.detail?.fulfilled_quantity ?? item.fulfilled_quantity ?? 0),
          }))
          .filter((item) => item.quantity > 0)
        if (items.length) await call(label, "POST", `/admin/orders/${order.id}/fulfillments`, { admin: true, body: { items } })
      }
    },
    /** The buyer's withdrawal from the whole order, identified by order number, e-mail and delivery postal code. */
    async withdraw(step, label, cart) {
      for (const order of await ordersOf(cart)) {
        const { status, json } = await call(label, "POST", "/store/withdrawals", {
          shopper: cart.shopper,
          body: {
            name: "Model Shopper",
            order_number: String(order.display_id),
            email: emailOf(cart.shopper),
            postal_code: ADDRESS.postal_code,
          },
        })
        withdrawals.push({
          cart: step.cart,
          order_id: order.id,
          display_id: order.display_id,
          status,
          return_id: json?.withdrawal?.return_id ?? null,
        })
      }
    },
    /** The shopper uses the management link of their subscription's e-mail: skip, pause, resume or cancel. */
    async manage(step, label, cart) {
      const subscription = await subscriptionOf(cart)
      if (!subscription) return
      const before = await call(label, "GET", `/store/subscriptions/manage?token=${encodeURIComponent(subscription.token)}`, {
        shopper: cart.shopper,
      })
      const { status, json } = await call(label, "POST", "/store/subscriptions/manage", {
        shopper: cart.shopper,
        body: { token: subscription.token, action: step.action },
      })
      if (status !== 200) return
      subscription.log.push({
        action: step.action,
        at: Date.now(),
        before: before.json?.subscription?.next_renewal_at ?? null,
        after: json.subscription,
      })
      subscription.status = json.subscription.status
      if (step.action === "skip" && before.json?.subscription?.next_renewal_at)
        subscription.skipped.push(before.json.subscription.next_renewal_at.slice(0, 10))
    },
    /** `npm run subscriptions:renew-due` as if `months` months had passed since the run began. */
    async renew(step, label) {
      const now = new Date(runStartedAt)
      now.setUTCMonth(now.getUTCMonth() + step.months)
      now.setUTCHours(now.getUTCHours() + 2)
      const statuses = new Map([...subscriptions.values()].map((subscription) => [subscription.id, subscription.status]))
      const from = Date.now()
      const { code, output } = await shop.renewDue(now)
      renewals.push({ from, to: Date.now(), now: now.toISOString(), statuses })
      recorder.record({
        action: label,
        method: "EXEC",
        path: `subscriptions:renew-due at ${now.toISOString()}`,
        status: code === 0 ? 200 : `exit ${code}`,
        at: from,
        ms: Date.now() - from,
        message:
          code === 0
            ? undefined
            : output
                .split("\n")
                .filter((line) => /error|fail/i.test(line))
                .slice(-3)
                .join(" / "),
      })
    },
    async outage(step, label) {
      const from = Date.now()
      const outage = { service: step.service, from, to: Infinity }
      recorder.outages.push(outage)
      if (step.service === "postgres") await shop.postgresOutage(step.ms)
      else await shop.redisOutage(step.ms)
      outage.to = Date.now()
      log(`${label}: ${step.service} down ${((outage.to - from) / 1000).toFixed(1)} s`)
      // back only when the shop answers again, so the next step does not meet the outage's tail
      await waitFor(
        async () =>
          (await fetch(`${base}/store/regions?fields=id`, { headers: { "x-publishable-api-key": connection.key } }).catch(() => null))
            ?.status === 200,
        60_000,
        "the shop after the outage",
      )
      outage.recovered = Date.now()
    },
  }

  /** A signed Stripe event sent to the shop's webhook, as Stripe sends it; one not answered 2xx is sent again after the run. */
  const undelivered = new Set()
  const delivered = new Set()
  async function deliver(label, event) {
    delivered.add(event)
    const startedAt = Date.now()
    let status
    let message
    try {
      const answer = await shop.stripe.deliver(event)
      status = answer.status
      if (status >= 400) message = answer.body.slice(0, 200)
    } catch (error) {
      status = "network"
      message = error.message
    }
    recorder.record({
      action: label,
      method: "POST",
      path: `/hooks/stripe (${JSON.parse(event.payload).type} ${event.id})`,
      status,
      at: startedAt,
      ms: Date.now() - startedAt,
      message,
    })
    // Stripe sends an event again until the endpoint answers 2xx
    if (typeof status !== "number" || status >= 300) undelivered.add(event)
    else undelivered.delete(event)
  }

  async function runAction(step, label) {
    if (step.delayMs) await sleep(step.delayMs)
    const handler = act[step.t]
    if (!handler) throw new Error(`unknown action ${step.t}`)
    if (step.cart !== undefined && step.t !== "cart") {
      const cart = carts.get(step.cart)
      if (!cart) return // its cart was never made (dropped while shrinking, or refused)
      return handler(step, label, cart)
    }
    return handler(step, label)
  }

  for (const [index, step] of history.entries()) {
    const label = `#${index + 1}`
    if (step.t === "together") await Promise.all(step.actions.map((action) => runAction(action, label)))
    else await runAction(step, label)
  }
  // Stripe delivers every event at least once: those the history never sent arrive now, late
  for (const cart of carts.values())
    for (const event of cart.events) if (!delivered.has(event)) await deliver("Stripe's late delivery", event)
  // Stripe sends again what the shop did not take (answered other than 2xx, or unreachable), a while later
  for (let round = 1; round <= 3 && undelivered.size; round++) {
    await sleep(2_000)
    for (const event of [...undelivered]) await deliver(`Stripe's retry ${round}`, event)
  }
  const untaken = [...undelivered].map((event) => ({ id: JSON.parse(event.payload).id, type: JSON.parse(event.payload).type }))
  return {
    tag,
    startedAt: fixturesFrom,
    emailOf,
    carts,
    codes,
    items,
    sellerRefunded,
    withdrawals,
    untaken,
    subscriptions,
    renewals,
    answers: recorder.answers,
    outages: recorder.outages,
  }
}

/** The run's scarce and ample items: two different stocked variants chosen by the seed. */
function pickItems(variants, seed) {
  const byHandle = [...new Map(variants.map((variant) => [variant.handle, variant])).values()]
  if (byHandle.length < 2) throw new Error("the catalogue has fewer than two stocked one-time products")
  const first = seed % byHandle.length
  return [byHandle[first], byHandle[(first + 1 + ((seed >>> 3) % (byHandle.length - 1))) % byHandle.length]]
}

export async function waitFor(probe, ms, what) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    const value = await probe()
    if (value) return value
    await sleep(250)
  }
  throw new Error(`waited ${ms / 1000} s for ${what}`)
}

export { SHOPPERS }
