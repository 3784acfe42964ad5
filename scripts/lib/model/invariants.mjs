// The invariants of the order lifecycle (DESIGN.md), checked after a run on what the shop holds:
// SQL on the run's own database and the Admin API for the order totals Medusa computes.
import { redisCli } from "../redis-server.mjs"
import { mailText } from "../stand-ins.mjs"
import { checkBooks } from "./books.mjs"
import { sql, waitFor } from "./run.mjs"

const CENT = 0.005
// The shop's rules as its settings state them (backend/src/lib/shop-constants.ts): written again here
// on purpose, so the test checks the shop against the rule rather than against itself.
const SUBSCRIPTION_DISCOUNT_PERCENT = 17
const FREE_SHIPPING_FROM = 50
const SHIPPING_PRICE = 6.99
const MAX_LINE_QUANTITY = 99
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
/** How long after a service is back a 503 is still an outage's answer. */
const OUTAGE_TAIL_MS = 10_000

/** The run's orders with what was captured and refunded for each, and the mails each got. */
async function readOrders(shop, connection, run) {
  const rows = await sql(
    shop.databaseUrl,
    `SELECT o.id, o.display_id, o.email, o.status, o.canceled_at,
            coalesce((SELECT sum(c.amount) FROM order_payment_collection opc
                        JOIN payment p ON p.payment_collection_id = opc.payment_collection_id AND p.deleted_at IS NULL
                        JOIN capture c ON c.payment_id = p.id AND c.deleted_at IS NULL
                       WHERE opc.order_id = o.id AND opc.deleted_at IS NULL), 0)::float AS captured,
            coalesce((SELECT sum(r.amount) FROM order_payment_collection opc
                        JOIN payment p ON p.payment_collection_id = opc.payment_collection_id AND p.deleted_at IS NULL
                        JOIN refund r ON r.payment_id = p.id AND r.deleted_at IS NULL
                       WHERE opc.order_id = o.id AND opc.deleted_at IS NULL), 0)::float AS refunded,
            (SELECT array_agg(oc.cart_id) FROM order_cart oc WHERE oc.order_id = o.id AND oc.deleted_at IS NULL) AS cart_ids
       FROM "order" o
      WHERE o.deleted_at IS NULL AND o.email LIKE $1
      ORDER BY o.display_id`,
    [`%.${run.tag}@example.com`],
  )
  for (const order of rows) {
    const response = await fetch(`${shop.backendUrl}/admin/orders/${order.id}?fields=id,total`, {
      headers: { authorization: `Bearer ${connection.adminToken}` },
    })
    order.total = response.ok ? Number((await response.json()).order.total) : NaN
    order.mails = confirmationMails(shop, order).length
  }
  return rows
}

/** What an order keeps of its payment: captured less refunded. */
const kept = (order) => order.captured - order.refunded

function confirmationMails(shop, order) {
  const subject = `order #${order.display_id} confirmed`
  return shop.smtp.mails.filter((mail) => mail.to.includes(order.email.toLowerCase()) && mailText(mail.raw).includes(subject))
}

/** Waits until the shop has done what follows the run on its own (captures, e-mails), at most `ms`. */
export async function settle(shop, connection, run, ms = 30_000) {
  const until = Date.now() + ms
  let last = ""
  let stableSince = Date.now()
  while (Date.now() < until) {
    const orders = await readOrders(shop, connection, run)
    const state = JSON.stringify(orders.map((o) => [o.id, o.status, o.captured, o.refunded, o.mails])) + shop.smtp.mails.length
    if (state !== last) {
      last = state
      stableSince = Date.now()
    }
    const done = orders.every((o) => o.status === "canceled" || (Math.abs(kept(o) - o.total) < CENT && o.mails >= 1))
    if (done && Date.now() - stableSince >= 2_000) return
    await sleep(500)
  }
}

const redisLocks = (url) =>
  redisCli(new URL(url).port, "--scan", "--pattern", "medusa_lock:*").then(
    (output) => output.split("\n").filter(Boolean),
    () => [],
  )

/**
 * Every invariant broken by the run, each as { invariant, detail }. `run` is what playHistory
 * returned.
 */
export async function checkInvariants(shop, connection, run) {
  const violations = []
  const fail = (invariant, detail) => violations.push({ invariant, detail })
  const orders = await readOrders(shop, connection, run)
  const ordersOfCart = new Map()
  for (const order of orders)
    for (const cartId of order.cart_ids ?? []) ordersOfCart.set(cartId, [...(ordersOfCart.get(cartId) ?? []), order])

  // 1. what each order keeps of its payment (captured less refunded) equals its total, or it is
  // cancelled and refunded in full (Medusa books a refund on a paid order as a credit line, which
  // lowers the order's total by the refund)
  for (const order of orders) {
    const name = `order #${order.display_id}`
    if (order.status === "canceled") {
      if (Math.abs(order.refunded - order.captured) > CENT)
        fail("1 paid", `${name} is cancelled with ${order.captured} captured and ${order.refunded} refunded`)
    } else if (Math.abs(kept(order) - order.total) > CENT) {
      fail(
        "1 paid",
        `${name} (${order.status}) has ${order.captured} captured and ${order.refunded} refunded for a total of ${order.total}`,
      )
    }
    if (order.refunded > order.captured + CENT) fail("1 paid", `${name}: ${order.refunded} refunded of ${order.captured} captured`)
  }
  for (const [cartId, cartOrders] of ordersOfCart) {
    if (cartOrders.length > 1)
      fail("1 paid", `cart ${cartId} became ${cartOrders.length} orders (${cartOrders.map((o) => `#${o.display_id}`).join(", ")})`)
  }

  // 1 and 4 after a withdrawal: an order withdrawn before it was handed to fulfilment ends cancelled
  // and refunded in full, with no reservation left (its stock back); a shipped one has its return
  // request; a statement is stored once per line, however many are sent at once
  for (const withdrawal of run.withdrawals ?? []) {
    if (withdrawal.status !== 201) continue
    const order = orders.find((candidate) => candidate.id === withdrawal.order_id)
    const name = `order #${withdrawal.display_id} (withdrawn${withdrawal.return_id ? " after shipping" : ""})`
    if (!order) {
      fail("1 withdrawals", `${name} is gone`)
      continue
    }
    if (withdrawal.return_id) {
      const returns = await sql(
        shop.databaseUrl,
        `SELECT id FROM "return" WHERE id = $1 AND order_id = $2 AND deleted_at IS NULL AND canceled_at IS NULL`,
        [withdrawal.return_id, order.id],
      )
      if (!returns.length) fail("1 withdrawals", `${name}: its return request ${withdrawal.return_id} is missing`)
      continue
    }
    if (order.status !== "canceled")
      fail("1 withdrawals", `${name} is ${order.status}, not cancelled (${order.captured} captured, ${order.refunded} refunded)`)
    else if (Math.abs(order.refunded - order.captured) > CENT)
      fail("1 withdrawals", `${name} is cancelled with ${order.captured} captured and ${order.refunded} refunded`)
    const held = await sql(
      shop.databaseUrl,
      `SELECT r.id, r.quantity::int AS quantity FROM reservation_item r
        WHERE r.deleted_at IS NULL AND r.line_item_id IN (SELECT oi.item_id FROM order_item oi WHERE oi.order_id = $1 AND oi.deleted_at IS NULL)`,
      [order.id],
    )
    for (const reservation of held) fail("4 stock", `${name} still holds reservation ${reservation.id} of ${reservation.quantity}`)
  }
  const statements = await sql(
    shop.databaseUrl,
    `SELECT o.display_id, count(*)::int AS statements FROM withdrawn_line wl
       JOIN order_item oi ON oi.item_id = wl.line_item_id AND oi.deleted_at IS NULL
       JOIN "order" o ON o.id = oi.order_id AND oi.version = o.version AND o.email LIKE $1
      WHERE wl.deleted_at IS NULL GROUP BY o.display_id, wl.line_item_id HAVING count(*) > 1`,
    [`%.${run.tag}@example.com`],
  ).catch(() => [])
  for (const line of statements) fail("1 withdrawals", `order #${line.display_id}: a line withdrawn ${line.statements} times`)

  // 2. each paid Stripe session is exactly one order or one refund
  if (shop.stripe) {
    for (const cart of run.carts.values()) {
      for (const sessionId of cart.sessions) {
        const session = shop.stripe.sessions.get(sessionId)
        if (session?.payment_status !== "paid") continue
        const paying = await sql(
          shop.databaseUrl,
          `SELECT DISTINCT o.display_id, o.status FROM payment p
             JOIN order_payment_collection opc ON opc.payment_collection_id = p.payment_collection_id AND opc.deleted_at IS NULL
             JOIN "order" o ON o.id = opc.order_id AND o.deleted_at IS NULL
            WHERE p.data->>'id' = $1 AND p.deleted_at IS NULL AND p.canceled_at IS NULL`,
          [sessionId],
        )
        const refunded = shop.stripe.refundsOf(session.payment_intent).reduce((sum, refund) => sum + refund.amount, 0)
        const orders = paying.map((o) => `#${o.display_id} (${o.status})`).join(", ")
        if (paying.length > 1) fail("2 Stripe", `paid session ${sessionId} of cart ${cart.id} paid ${paying.length} orders: ${orders}`)
        else if (!paying.length && refunded !== session.amount_total)
          fail(
            "2 Stripe",
            `paid session ${sessionId} of cart ${cart.id} (${session.amount_total} cents) has no order and ${refunded} cents refunded`,
          )
        else if (paying.length === 1 && refunded > 0 && paying[0].status !== "canceled" && !run.sellerRefunded?.has(cart.id)) {
          fail("2 Stripe", `paid session ${sessionId} of cart ${cart.id} is order ${orders} and also refunded ${refunded} cents`)
        }
      }
    }
  }

  // Stripe sends an event until it is answered 2xx: each must be taken in the end (a delivery of an
  // event already processed included), or Stripe retries it for days and reports the endpoint failing
  for (const event of run.untaken ?? []) {
    const answers = run.answers
      .filter((answer) => answer.path.includes(event.id))
      .map((answer) => `${answer.status}${answer.message ? ` ${answer.message.slice(0, 120)}` : ""}`)
    fail("2 Stripe", `event ${event.id} (${event.type}) was never taken: ${answers.join("; ")}`)
  }

  // 3. each single-use code is on at most one order, and its usage count matches
  for (const [name, code] of Object.entries(run.codes)) {
    const [promotion] = await sql(shop.databaseUrl, `SELECT id, used, "limit" FROM promotion WHERE code = $1 AND deleted_at IS NULL`, [
      code,
    ])
    if (!promotion) continue
    const carrying = await sql(
      shop.databaseUrl,
      `SELECT DISTINCT o.display_id, o.status FROM order_promotion op JOIN "order" o ON o.id = op.order_id AND o.deleted_at IS NULL
        WHERE op.promotion_id = $1 AND op.deleted_at IS NULL ORDER BY o.display_id`,
      [promotion.id],
    )
    const list = carrying.map((o) => `#${o.display_id} (${o.status})`).join(", ")
    if (carrying.length > 1) fail("3 codes", `single-use code ${name} is on ${carrying.length} orders: ${list}`)
    if (Number(promotion.used) !== carrying.length)
      fail("3 codes", `code ${name} counts ${promotion.used} uses for ${carrying.length} orders${list ? `: ${list}` : ""}`)
  }

  // 4. reserved plus sold never exceeds stock; no reservation outlives its cart or order
  for (const [name, item] of Object.entries(run.items)) {
    if (!item.inventory_item_id) continue // the subscription item: its stock is not the run's
    const [level] = await sql(
      shop.databaseUrl,
      `SELECT stocked_quantity::int AS stocked, reserved_quantity::int AS reserved,
              (SELECT coalesce(sum(quantity), 0)::int FROM reservation_item r WHERE r.inventory_item_id = l.inventory_item_id AND r.location_id = l.location_id AND r.deleted_at IS NULL) AS reservations
         FROM inventory_level l WHERE l.inventory_item_id = $1 AND l.location_id = $2 AND l.deleted_at IS NULL`,
      [item.inventory_item_id, item.location_id],
    )
    if (level.reserved > level.stocked) fail("4 stock", `item ${name}: ${level.reserved} reserved of ${level.stocked} in stock`)
    if (level.reserved !== level.reservations)
      fail("4 stock", `item ${name}: the level says ${level.reserved} reserved, its reservations hold ${level.reservations}`)
    const [sold] = await sql(
      shop.databaseUrl,
      `SELECT coalesce(sum(oi.quantity), 0)::int AS units FROM "order" o
         JOIN order_item oi ON oi.order_id = o.id AND oi.version = o.version AND oi.deleted_at IS NULL
         JOIN order_line_item li ON li.id = oi.item_id AND li.deleted_at IS NULL
        WHERE o.deleted_at IS NULL AND o.status <> 'canceled' AND o.email LIKE $1 AND li.variant_id = $2`,
      [`%.${run.tag}@example.com`, item.variant_id],
    )
    if (sold.units > item.units)
      fail("4 stock", `item ${name}: ${sold.units} units sold in live orders of ${item.units} in stock for the run`)
    const orphans = await sql(
      shop.databaseUrl,
      `SELECT r.id, r.line_item_id, r.quantity::int AS quantity FROM reservation_item r
        WHERE r.inventory_item_id = $1 AND r.deleted_at IS NULL AND r.created_at >= $2
          AND NOT EXISTS (SELECT 1 FROM order_line_item li JOIN order_item oi ON oi.item_id = li.id AND oi.deleted_at IS NULL
                            JOIN "order" o ON o.id = oi.order_id AND o.deleted_at IS NULL AND o.status <> 'canceled'
                           WHERE li.id = r.line_item_id)
          AND NOT EXISTS (SELECT 1 FROM cart_line_item cli JOIN order_cart oc ON oc.cart_id = cli.cart_id AND oc.deleted_at IS NULL
                            JOIN "order" o ON o.id = oc.order_id AND o.deleted_at IS NULL AND o.status <> 'canceled'
                           WHERE cli.id = r.line_item_id)`,
      // this run's reservations only: a replay while shrinking runs on the same shop
      [item.inventory_item_id, new Date(run.startedAt)],
    )
    for (const orphan of orphans)
      fail(
        "4 stock",
        `item ${name}: reservation ${orphan.id} of ${orphan.quantity} for line ${orphan.line_item_id} belongs to no live order`,
      )
  }

  // the shop's line limit holds whatever runs at the same time: no cart or order line above it
  const overLimit = await sql(
    shop.databaseUrl,
    `SELECT 'cart ' || c.id AS holder, cli.quantity::int AS quantity FROM cart c JOIN cart_line_item cli ON cli.cart_id = c.id AND cli.deleted_at IS NULL
      WHERE c.email LIKE $1 AND cli.quantity > $2
     UNION ALL
     SELECT 'order #' || o.display_id, oi.quantity::int FROM "order" o JOIN order_item oi ON oi.order_id = o.id AND oi.version = o.version AND oi.deleted_at IS NULL
      WHERE o.email LIKE $1 AND oi.quantity > $2`,
    [`%.${run.tag}@example.com`, MAX_LINE_QUANTITY],
  )
  for (const line of overLimit) fail("4 stock", `${line.holder} has a line of ${line.quantity}, above the limit of ${MAX_LINE_QUANTITY}`)

  // 5. no 5xx answer (a 503 while a service is down is the clear answer), nothing hangs, no lock held after the run
  const inOutage = (answer) =>
    run.outages.some((outage) => answer.at <= (outage.recovered ?? outage.to) + OUTAGE_TAIL_MS && answer.at + answer.ms >= outage.from)
  for (const answer of run.answers) {
    const outageAnswer = inOutage(answer) && (answer.status === 503 || answer.status === "network")
    if ((typeof answer.status !== "number" || answer.status >= 500) && !outageAnswer) {
      fail(
        "5 answers",
        `${answer.action} ${answer.method} ${answer.path} answered ${answer.status} after ${answer.ms} ms${answer.message ? `: ${answer.message}` : ""}`,
      )
    }
  }
  const locks = shop.redisUrl ? await redisLocks(shop.redisUrl) : []
  if (locks.length) fail("5 answers", `locks held after the run: ${locks.join(", ")}`)

  // 6. one confirmation e-mail per paid order, none for an unpaid one
  for (const order of orders) {
    const paid = order.captured > CENT
    if (paid && order.mails !== 1) fail("6 e-mails", `paid order #${order.display_id} got ${order.mails} confirmation e-mails`)
    if (!paid && order.mails > 0) fail("6 e-mails", `unpaid order #${order.display_id} got ${order.mails} confirmation e-mail(s)`)
  }
  // 7. each renewal costs the subscription's current price, its shipping rule included; a skipped,
  // paused or cancelled delivery is not renewed
  const renewed = await sql(
    shop.databaseUrl,
    `SELECT s.id, s.delivery, r.period, r.order_id, r.created_at FROM subscription s
       JOIN subscription_renewal r ON r.subscription_id = s.id AND r.deleted_at IS NULL
      WHERE s.email LIKE $1 AND s.deleted_at IS NULL ORDER BY r.created_at`,
    [`%.${run.tag}@example.com`],
  ).catch(() => [])
  for (const renewal of renewed) {
    const subscription = [...run.subscriptions.values()].find((candidate) => candidate.id === renewal.id)
    const name = `subscription ${renewal.id} renewed for ${renewal.period}`
    if (subscription?.skipped.includes(renewal.period))
      fail("7 renewals", `${name}, a delivery its shopper skipped (${subscription.log.map((entry) => entry.action).join(", ")})`)
    const during = run.renewals.find(
      (made) => renewal.created_at.getTime() >= made.from - 1000 && renewal.created_at.getTime() <= made.to + 1000,
    )
    const statusThen = during?.statuses.get(renewal.id)
    if (statusThen && statusThen !== "active")
      fail("7 renewals", `${name} while ${statusThen} (${subscription.log.map((entry) => entry.action).join(", ")})`)
    if (!renewal.order_id) continue
    const expected = await renewalPrice(shop, connection, renewal.delivery?.lines ?? [])
    const order = orders.find((candidate) => candidate.id === renewal.order_id)
    const total = order?.total ?? NaN
    if (!(Math.abs(total - expected.total) <= 0.011 * Math.max(1, expected.lines))) {
      fail(
        "7 renewals",
        `${name}: order #${order?.display_id ?? renewal.order_id} costs ${total}, the subscription's price is ${expected.items} + shipping ${expected.shipping} = ${expected.total}`,
      )
    }
  }
  for (const made of run.renewals) {
    for (const answer of run.answers.filter((a) => a.method === "EXEC" && a.at === made.from && a.status !== 200))
      fail("7 renewals", `renew-due at ${made.now} failed: ${answer.status} ${answer.message ?? ""}`)
  }
  // 9. the books (invoices less credit notes) equal the money kept
  await checkBooks(shop, orders, fail)
  // 8. an open cart can always still be paid: no interleaving (double checkouts, two tabs, refused
  // completions) leaves it stuck. Each of the run's carts that is no order yet is checked out once
  // more, as its shopper would: the start is answered 2xx (or a 4xx naming the cart's own problem,
  // a code or the stock), and the cart then has one payment collection, for its total, with one
  // open session (what the completion compares, so it is not refused as "changed")
  for (const [name, cart] of run.carts) {
    if (ordersOfCart.has(cart.id)) continue
    const problem = await unpayable(shop, connection, cart)
    if (problem) fail("8 payable", `open cart ${name} (${cart.id}): ${problem}`)
  }
  return { violations, orders }
}

/** Why an open cart cannot be paid now, or null: one more checkout start, as its shopper's (its last step, so it runs after the other checks). */
async function unpayable(shop, connection, cart) {
  const headers = { "content-type": "application/json", "x-publishable-api-key": connection.key }
  const store = (path, init = {}) => fetch(`${shop.backendUrl}${path}`, { headers, ...init, signal: AbortSignal.timeout(30_000) })
  const read = await store(`/store/carts/${cart.id}?fields=id,total,completed_at,items.id,shipping_methods.id`)
  if (!read.ok) return `reading it answered ${read.status}`
  const { cart: current } = await read.json()
  if (current.completed_at || !current.items?.length) return null
  if (!current.shipping_methods?.length) {
    const { shipping_options: options = [] } = await (await store(`/store/shipping-options?cart_id=${cart.id}`)).json()
    if (!options[0]) return "no shipping option"
    const method = await store(`/store/carts/${cart.id}/shipping-methods`, {
      method: "POST",
      body: JSON.stringify({ option_id: options[0].id }),
    })
    if (!method.ok) return `choosing shipping answered ${method.status}`
  }
  const started = await store(`/store/carts/${cart.id}/checkout`, {
    method: "POST",
    body: JSON.stringify({ provider_id: connection.providerId }),
  })
  if (started.status >= 400 && started.status < 500) {
    const { message = "" } = await started.json().catch(() => ({}))
    // the cart itself must change first: a code used up or refused, an item sold out; the shopper is told
    if (/code|stock|inventory|sold out|available/i.test(message)) return null
    return `a checkout start answered ${started.status}: ${message}`
  }
  if (started.status !== 200) return `a checkout start answered ${started.status}`
  const { total } = (await (await store(`/store/carts/${cart.id}?fields=id,total`)).json()).cart
  const collections = await sql(
    shop.databaseUrl,
    `SELECT pc.id, pc.amount::float AS amount,
            (SELECT count(*)::int FROM payment_session ps WHERE ps.payment_collection_id = pc.id AND ps.deleted_at IS NULL AND ps.status = 'pending') AS open_sessions
       FROM cart_payment_collection cpc JOIN payment_collection pc ON pc.id = cpc.payment_collection_id AND pc.deleted_at IS NULL
      WHERE cpc.cart_id = $1 AND cpc.deleted_at IS NULL`,
    [cart.id],
  )
  if (collections.length !== 1) return `${collections.length} payment collections after a checkout start`
  if (Math.abs(collections[0].amount - Number(total)) > CENT)
    return `its payment collection asks ${collections[0].amount} for a total of ${total}`
  if (collections[0].open_sessions !== 1) return `${collections[0].open_sessions} open payment sessions after a checkout start`
  return null
}

/** What a delivery of these lines costs now: today's prices less the subscription discount, shipping by the shop's rule on that total. */
async function renewalPrice(shop, connection, lines) {
  let items = 0
  for (const line of lines) {
    const unit = await storeVariantPrice(shop, connection, line.variant_id)
    items += Math.round(unit * line.quantity * (100 - SUBSCRIPTION_DISCOUNT_PERCENT)) / 100
  }
  items = Math.round(items * 100) / 100
  const shipping = items >= FREE_SHIPPING_FROM ? 0 : SHIPPING_PRICE
  return { items, shipping, total: Math.round((items + shipping) * 100) / 100, lines: lines.length }
}

async function storeVariantPrice(shop, connection, variantId) {
  const response = await fetch(
    `${shop.backendUrl}/store/products?region_id=${connection.regionId}&fields=variants.id,variants.calculated_price&limit=100`,
    {
      headers: { "x-publishable-api-key": connection.key },
    },
  )
  const { products } = await response.json()
  const variant = products.flatMap((product) => product.variants).find((candidate) => candidate.id === variantId)
  return variant?.calculated_price?.calculated_amount ?? NaN
}

export { waitFor }
