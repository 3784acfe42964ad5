#!/usr/bin/env node
// `npm run test:faults`: the shop under faults, with services of its own on spare ports (never the
// machine's shared PostgreSQL or Redis): an embedded PostgreSQL, a redis-server, a chat webhook and an
// SMTP relay stand-in. The production build runs with all of them, shoppers buy throughout, and:
//   1. PostgreSQL is stopped for a while and started again: the API answers 503 at once while it is
//      down (no hang), recovers within 10 s of the database returning, no order lost or duplicated,
//      and none made that its shopper was not shown; then stopped at the moment a completion writes
//      the order or one of its links (a trigger holds the write): the cart still ends as one order;
//   2. the chat webhook and the SMTP relay are down while messages and orders come in: the contact
//      messages reach the chat afterwards (retry job), and every order's confirmation email is sent;
//   3. Redis (with append-only persistence, as in production) is stopped and started: the shop sells
//      or fails cleanly (a change is refused at once) and recovers without a restart.
// Prints each fault's figures and one FAULTS line; exits 1 when a check fails.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import pg from "pg"
import { startEmbeddedPostgres } from "./lib/embedded-postgres.mjs"
import { eventsDrained, startRedis } from "./lib/redis-server.mjs"
import { startShop } from "./lib/shop-run.mjs"
import { checkOrders, clock, describeExtraOrders, describeVisit, runShoppers } from "./lib/shoppers.mjs"
import { chatStandIn, smtpStandIn } from "./lib/stand-ins.mjs"

const PORTS = { backend: 9630, storefront: 8630, postgres: 9657, redis: 9677, chat: 9691, smtp: 9625 }
const OUTAGE_S = Number(process.env.FAULT_OUTAGE_S ?? 8)
const SHOPPERS = Number(process.env.FAULT_SHOPPERS ?? 8)
const RECOVERY_LIMIT_S = 10
/**
 * A probe of the API unanswered after this long is hung. The stopped service starts again only once
 * every probe of its outage has its answer, so a request that waits for the service (instead of
 * answering without it) can only end by this timeout: any answer at all proves it did not wait.
 * How long the answers took is printed as a figure: a read while Redis is down waits for Medusa's
 * cache, whose Redis commands time out after 5 s (@medusajs/caching-redis), then the database.
 */
const PROBE_HANG_MS = 15_000
/**
 * A shopper's request that has no answer after this long is hung (a pool or lock that never frees),
 * not slow: after PostgreSQL returns, eight shoppers' completions queue behind the same stock locks,
 * and on the two busy cores of a CI run beside the Chromium lanes one waited 16 s. The slowest
 * answer is printed as a figure.
 */
const SHOPPER_HANG_MS = 60_000
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const checks = []
const check = (name, ok, detail) => {
  checks.push({ name, ok })
  console.log(`${ok ? "pass" : "FAIL"}  ${name}${detail ? `: ${detail}` : ""}`)
}

/** Polls one Store API read until it answers 200; records every answer's status and time. */
/** Whether a probe got an HTTP answer (not its timeout, not a refused connection). */
const answered = (answer) => typeof answer.status === "number"

async function probeApi(backendUrl, key, { until, stopWhenOk = false }) {
  const answers = []
  while (Date.now() < until) {
    const startedAt = Date.now()
    let status
    try {
      const response = await fetch(`${backendUrl}/store/products?limit=1&fields=id`, {
        headers: { "x-publishable-api-key": key },
        signal: AbortSignal.timeout(PROBE_HANG_MS),
      })
      status = response.status
      await response.arrayBuffer()
    } catch (error) {
      status = error.name === "TimeoutError" ? "timeout" : "network"
    }
    answers.push({ at: Date.now(), status, ms: Date.now() - startedAt })
    if (stopWhenOk && status === 200) break
    await sleep(200)
  }
  return answers
}

/** Makes every insert into `table` wait (in the database) until released or the server stops. */
async function holdWrites(databaseUrl, table) {
  await withClient(databaseUrl, (client) =>
    client.query(`
      CREATE OR REPLACE FUNCTION fault_hold_write() RETURNS trigger AS $$ BEGIN PERFORM pg_sleep(30); RETURN NEW; END $$ LANGUAGE plpgsql;
      DROP TRIGGER IF EXISTS fault_hold_write ON "${table}";
      CREATE TRIGGER fault_hold_write BEFORE INSERT ON "${table}" FOR EACH ROW EXECUTE FUNCTION fault_hold_write();`),
  )
}

async function releaseWrites(databaseUrl, table) {
  await withClient(databaseUrl, (client) => client.query(`DROP TRIGGER IF EXISTS fault_hold_write ON "${table}"`))
}

/** Waits until a write is held by `holdWrites`; false when none was within `ms`. */
async function waitUntilHeld(databaseUrl, ms) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    const { rows } = await withClient(databaseUrl, (client) =>
      client.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event = 'PgSleep'`),
    )
    if (rows[0].n > 0) return true
    await sleep(100)
  }
  return false
}

async function withClient(databaseUrl, work) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const tally = (items, key) => items.reduce((counts, item) => ((counts[item[key]] = (counts[item[key]] ?? 0) + 1), counts), {})

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-faults-"))
fs.chmodSync(dataDir, 0o755)
const postgresDir = path.join(dataDir, "postgres")
let postgres = await startEmbeddedPostgres({ directory: postgresDir, port: PORTS.postgres })
const redis = await startRedis(PORTS.redis, { dir: dataDir })
const chat = chatStandIn(PORTS.chat)
const smtp = smtpStandIn(PORTS.smtp)
await chat.start()
await smtp.start()
const stopServices = async () => {
  await redis.stop()
  await postgres.stop()
  await chat.stop().catch(() => {})
  await smtp.stop().catch(() => {})
  if (checks.every((c) => c.ok)) fs.rmSync(dataDir, { recursive: true, force: true })
  else console.log(`The shop's log and data are kept in ${dataDir}`)
}
const shop = await startShop({
  backendPort: PORTS.backend,
  storefrontPort: PORTS.storefront,
  dataDir,
  env: {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    CONTACT_WEBHOOK_URL: chat.url,
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(PORTS.smtp),
    SMTP_SECURE: "false",
  },
}).catch(async (error) => {
  await stopServices()
  throw error
})
const summary = {}
// Stopped from outside (Ctrl-C, a CI timeout): the shop and the services it started stop too.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, async () => {
    console.log(`\n${signal}: stopping the shop and its services`)
    await shop.stop().catch(() => {})
    await stopServices().catch(() => {})
    process.exit(130)
  })
}
try {
  // the faults begin once the shop has handled its setup's events (see eventsDrained)
  await eventsDrained(redis.url)
  const { publishable_key: key } = await fetch(`${shop.backendUrl}/storefront-config`).then((r) => r.json())
  const shoppers = (seconds, options = {}) =>
    runShoppers({
      storefrontUrl: shop.storefrontUrl,
      backendUrl: shop.backendUrl,
      shoppers: SHOPPERS,
      seconds,
      completionRetries: 30,
      requestTimeoutMs: SHOPPER_HANG_MS,
      ...options,
    })

  // 1. PostgreSQL restarted under load
  console.log(`\n=== PostgreSQL stopped for ${OUTAGE_S} s while ${SHOPPERS} shoppers buy`)
  const pgRun = shoppers(20 + OUTAGE_S)
  await sleep(8_000)
  const downAt = Date.now()
  await postgres.stop()
  console.log(`${clock()} PostgreSQL stopped`)
  const duringOutage = probeApi(shop.backendUrl, key, { until: downAt + OUTAGE_S * 1000 })
  await sleep(OUTAGE_S * 1000)
  await duringOutage
  postgres = await startEmbeddedPostgres({ directory: postgresDir, port: PORTS.postgres })
  const backAt = Date.now()
  console.log(`${clock()} PostgreSQL answers again`)
  const afterReturn = await probeApi(shop.backendUrl, key, { until: backAt + 60_000, stopWhenOk: true })
  const recoveredAt = afterReturn.find((answer) => answer.status === 200)?.at
  const recoverySeconds = recoveredAt ? (recoveredAt - backAt) / 1000 : Infinity
  const outageAnswers = [...(await duringOutage), ...afterReturn.filter((answer) => answer.status !== 200)]
  const run1 = await pgRun
  const orders1 = await checkOrders(postgres.url, run1)
  const slowest = Math.max(0, ...outageAnswers.map((answer) => answer.ms))
  console.log(`API answers while the database was down: ${JSON.stringify(tally(outageAnswers, "status"))}, slowest ${slowest} ms`)
  console.log(
    `shopper errors: ${JSON.stringify(
      tally(
        run1.errors.map((e) => ({ kind: `${e.step} ${e.status}` })),
        "kind",
      ),
    )}`,
  )
  console.log(
    `completed checkouts ${run1.completedCarts.length}, started ${run1.checkoutsStarted}; orders ${orders1.orders}, missing ${orders1.missing}, duplicated ${orders1.duplicated}, extra ${orders1.extra.length}`,
  )
  describeExtraOrders(orders1.extra)
  check("API answers 503 while PostgreSQL is down", outageAnswers.length > 0 && outageAnswers.every((a) => a.status === 503))
  check("no request hangs while PostgreSQL is down", outageAnswers.every(answered), `slowest answer ${slowest} ms`)
  check(
    `recovers within ${RECOVERY_LIMIT_S} s of PostgreSQL returning`,
    recoverySeconds <= RECOVERY_LIMIT_S,
    `${recoverySeconds.toFixed(1)} s`,
  )
  const hung = run1.visitLog.filter((visit) => visit.answers.some((answer) => answer.endsWith(" timeout")))
  for (const visit of hung)
    describeVisit(visit, `visit ${visit.n} (cart ${visit.cartId}) had a request unanswered after ${SHOPPER_HANG_MS / 1000} s; it saw:`)
  check(
    "no shopper request hangs",
    hung.length === 0 && !run1.errors.some((e) => e.status === "timeout"),
    `slowest answer ${run1.slowestMs} ms`,
  )
  check(
    "every started checkout became exactly one order",
    orders1.missing === 0 &&
      orders1.duplicated === 0 &&
      orders1.extra.length === 0 &&
      run1.completedCarts.length === run1.checkoutsStarted &&
      orders1.orders === run1.completedCarts.length,
  )
  summary.pg_recovery_s = recoverySeconds.toFixed(1)
  summary.pg_outage_answers = Object.entries(tally(outageAnswers, "status"))
    .map(([s, n]) => `${s}x${n}`)
    .join("+")
  summary.pg_orders = `${orders1.orders}/${run1.completedCarts.length}`

  // 1b. PostgreSQL stops at the moment an order is committed: a trigger holds the write of the
  // order (nothing of it committed yet) or of its link to the cart (the order row committed, the
  // rest of the completion not), the database is stopped while it waits, and started again.
  // The shopper reloads the success page until it shows the order: the cart must end as exactly
  // one order, the one the shopper is shown.
  for (const table of ["order", "order_cart", "order_payment_collection"]) {
    console.log(`\n=== PostgreSQL stops while the ${table} row of a completion is written`)
    await holdWrites(postgres.url, table)
    const visit = runShoppers({
      storefrontUrl: shop.storefrontUrl,
      backendUrl: shop.backendUrl,
      shoppers: 1,
      seconds: 60,
      maxVisits: 1,
      completionRetries: 30,
    })
    const held = await waitUntilHeld(postgres.url, 60_000)
    await postgres.stop()
    await sleep(3_000)
    postgres = await startEmbeddedPostgres({ directory: postgresDir, port: PORTS.postgres })
    await releaseWrites(postgres.url, table)
    const run = await visit
    const orders = await checkOrders(postgres.url, run)
    const answers = run.visitLog[0]?.answers ?? []
    console.log(
      `write held: ${held}; the shopper saw: ${answers
        .filter((a) => a.includes("/checkout/success"))
        .map((a) => a.split(" ").at(-1))
        .join(", ")}`,
    )
    console.log(
      `completed checkouts ${run.completedCarts.length}; orders ${orders.orders}, missing ${orders.missing}, duplicated ${orders.duplicated}, extra ${orders.extra.length}`,
    )
    describeExtraOrders(orders.extra)
    check(
      `a completion cut at the ${table} write ends as exactly one order, shown to the shopper`,
      held && run.completedCarts.length === 1 && orders.orders === 1 && orders.missing === 0 && orders.extra.length === 0,
    )
  }

  // 2. Chat webhook and SMTP relay down while messages and orders come in
  console.log("\n=== chat webhook and SMTP relay down while contact messages and orders come in")
  await sleep(5_000) // confirmations of the orders before this phase go out first
  await chat.stop()
  await smtp.stop()
  const chatBefore = chat.received.length
  const mailsBefore = smtp.mails.length
  const stored = []
  for (let i = 0; i < 3; i++) {
    const response = await fetch(`${shop.backendUrl}/store/contact-messages`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-publishable-api-key": key, "x-forwarded-for": `10.9.0.${i}` },
      body: JSON.stringify({
        name: "Fault Test",
        email: `fault${i}@example.com`,
        subject: `Outage ${i}`,
        message: `Sent while the chat is down (${i})`,
      }),
    })
    stored.push(response.status)
  }
  const outageOrders = await runShoppers({
    storefrontUrl: shop.storefrontUrl,
    backendUrl: shop.backendUrl,
    shoppers: 1,
    seconds: 3,
    completionRetries: 5,
  })
  await sleep(3_000)
  const downSince = Date.now()
  await chat.start()
  await smtp.start()
  const deadline = Date.now() + 200_000
  // the shoppers' confirmations only: the shop's own notices of the same orders go out beside them
  const outageMails = () => smtp.mails.slice(mailsBefore).filter((mail) => mail.raw.includes("Thank you for your order!")).length
  let chatCatchUp
  let mailCatchUp
  while (Date.now() < deadline && (chatCatchUp === undefined || mailCatchUp === undefined)) {
    if (chatCatchUp === undefined && chat.received.length - chatBefore >= 3) chatCatchUp = (Date.now() - downSince) / 1000
    if (mailCatchUp === undefined && outageMails() >= outageOrders.completedCarts.length) mailCatchUp = (Date.now() - downSince) / 1000
    await sleep(1000)
  }
  const caughtUp = chat.received.length - chatBefore
  check(
    "contact messages are stored while the chat is down",
    stored.every((status) => status === 201),
    `answers ${stored.join(",")}`,
  )
  check("contact messages reach the chat after it returns", caughtUp >= 3, `${caughtUp} of 3 after ${chatCatchUp?.toFixed(0) ?? "-"} s`)
  check(
    "order confirmations of the outage are sent after SMTP returns",
    outageOrders.completedCarts.length > 0 && outageMails() >= outageOrders.completedCarts.length,
    `${outageMails()} mails for ${outageOrders.completedCarts.length} orders after ${mailCatchUp?.toFixed(0) ?? "-"} s`,
  )
  summary.chat_catch_up_s = chatCatchUp?.toFixed(0) ?? "never"
  summary.smtp_catch_up_s = mailCatchUp?.toFixed(0) ?? "never"
  // 3. Redis stopped and started under load
  console.log(`\n=== Redis stopped for ${OUTAGE_S} s while ${SHOPPERS} shoppers buy`)
  // a change under way when Redis stops waits for its return (Medusa's Redis modules queue their
  // commands) and is answered then: its shopper waits out the outage before the hang limit
  const redisRun = shoppers(20 + OUTAGE_S, { requestTimeoutMs: OUTAGE_S * 1000 + SHOPPER_HANG_MS })
  await sleep(8_000)
  await redis.stop()
  const redisDown = probeApi(shop.backendUrl, key, { until: Date.now() + OUTAGE_S * 1000 })
  await sleep(OUTAGE_S * 1000)
  const redisDownAnswers = await redisDown
  await redis.start()
  const redisBackAt = Date.now()
  const redisAfter = await probeApi(shop.backendUrl, key, { until: redisBackAt + 60_000, stopWhenOk: true })
  const redisRecovered = redisAfter.find((answer) => answer.status === 200)?.at
  const run2 = await redisRun
  const redisSlowest = Math.max(0, ...redisDownAnswers.map((answer) => answer.ms))
  // after Redis is back, a full visit must succeed again
  const afterRedis = await runShoppers({
    storefrontUrl: shop.storefrontUrl,
    backendUrl: shop.backendUrl,
    shoppers: 2,
    seconds: 5,
    completionRetries: 5,
  })
  console.log(`API answers while Redis was down: ${JSON.stringify(tally(redisDownAnswers, "status"))}, slowest ${redisSlowest} ms`)
  console.log(
    `shopper errors: ${JSON.stringify(
      tally(
        run2.errors.map((e) => ({ kind: `${e.step} ${e.status}` })),
        "kind",
      ),
    )}`,
  )
  console.log(
    `completed checkouts ${run2.completedCarts.length}, started ${run2.checkoutsStarted}; after Redis returned: ${afterRedis.completedCarts.length} orders, ${afterRedis.errors.length} errors`,
  )
  check(
    "no request hangs while Redis is down (a change under way when it stops is answered once it returns)",
    redisDownAnswers.every(answered) && !run2.errors.some((e) => e.status === "timeout"),
    `slowest probe ${redisSlowest} ms`,
  )
  check(
    "recovers after Redis returns, without a restart",
    Boolean(redisRecovered) && afterRedis.completedCarts.length > 0 && afterRedis.errors.length === 0,
  )
  const orders2 = await checkOrders(postgres.url, [run2, afterRedis])
  console.log(
    `orders of these runs ${orders2.orders}, missing ${orders2.missing}, duplicated ${orders2.duplicated}, extra ${orders2.extra.length}`,
  )
  describeExtraOrders(orders2.extra)
  check(
    "no order lost, duplicated or made unseen across the Redis outage",
    orders2.missing === 0 && orders2.duplicated === 0 && orders2.extra.length === 0 && orders2.negativeStock === 0,
  )
  summary.redis_recovery_s = redisRecovered ? ((redisRecovered - redisBackAt) / 1000).toFixed(1) : "never"
  summary.redis_down_answers = Object.entries(tally(redisDownAnswers, "status"))
    .map(([s, n]) => `${s}x${n}`)
    .join("+")
} finally {
  await shop.stop()
  await stopServices()
}

const failed = checks.filter((c) => !c.ok).length
console.log(
  `FAULTS checks=${checks.length} failed=${failed} ${Object.entries(summary)
    .map(([k, v]) => `${k}=${v}`)
    .join(" ")}`,
)
process.exit(failed ? 1 : 0)
