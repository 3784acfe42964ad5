#!/usr/bin/env node
// `npm run bench:shop`: 50 simulated shoppers for 60 s against the production build of the whole shop
// (storefront and backend, own embedded PostgreSQL on spare ports, fresh data). Each walks browse ->
// product -> add to cart -> checkout details -> test payment. Prints completed orders, errors and
// latency percentiles per step; then checks in the database that every completed checkout has
// exactly one order and that no stock went negative. Ends with one BENCH_SHOP line.
//
//   --shoppers=<n> (default 50)   --seconds=<s> (default 60)   --redis (own redis-server too)
//   --no-cache (turns off Medusa's caching of Store API reads, MEDUSA_FF_CACHING, on by default)
import os from "node:os"
import { startShop } from "./lib/shop-run.mjs"
import { startRedis } from "./lib/redis-server.mjs"
import { checkOrders, percentiles, runShoppers, STEPS } from "./lib/shoppers.mjs"

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback
const shoppers = Number(arg("shoppers", 50))
const seconds = Number(arg("seconds", 60))
const caching = !process.argv.includes("--no-cache")
const PORTS = { backend: 9620, storefront: 8620, postgres: 9656, redis: 9678 }

const redis = process.argv.includes("--redis") ? await startRedis(PORTS.redis) : null
const shop = await startShop({
  backendPort: PORTS.backend,
  storefrontPort: PORTS.storefront,
  postgresPort: PORTS.postgres,
  env: { REDIS_URL: redis?.url ?? "", MEDUSA_FF_CACHING: String(caching) },
})
let exitCode = 1
try {
  console.log(
    `bench:shop: ${shoppers} shoppers for ${seconds} s${redis ? " (with Redis)" : ""}${caching ? " (caching on)" : " (caching off)"}; load now: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  )
  const startedAt = Date.now()
  const run = await runShoppers({ storefrontUrl: shop.storefrontUrl, backendUrl: shop.backendUrl, shoppers, seconds })
  const elapsed = (Date.now() - startedAt) / 1000
  const check = await checkOrders(`postgres://postgres:postgres@127.0.0.1:${PORTS.postgres}/shop`, run)

  console.log(`\n${"step".padEnd(18)} ${"count".padStart(6)} ${"p50".padStart(8)} ${"p95".padStart(8)} ${"p99".padStart(8)}`)
  for (const step of STEPS) {
    const p = percentiles(run.timings[step])
    console.log(
      `${step.padEnd(18)} ${String(p.count).padStart(6)} ${`${p.p50.toFixed(0)} ms`.padStart(8)} ${`${p.p95.toFixed(0)} ms`.padStart(8)} ${`${p.p99.toFixed(0)} ms`.padStart(8)}`,
    )
  }
  const byKind = {}
  for (const error of run.errors) byKind[`${error.step} ${error.status}`] = (byKind[`${error.step} ${error.status}`] ?? 0) + 1
  console.log(
    `\nvisits ${run.visits}, completed checkouts ${run.completedCarts.length} in ${elapsed.toFixed(0)} s (${((run.completedCarts.length / elapsed) * 60).toFixed(0)} orders/min)`,
  )
  console.log(`errors ${run.errors.length}${run.errors.length ? `: ${JSON.stringify(byKind)}` : ""}`)
  console.log(
    `orders of the run ${check.orders}; made while the shopper was told otherwise ${check.extra.length}; completed checkouts without an order ${check.missing}; carts with more than one order ${check.duplicated}; stock levels below zero ${check.negativeStock}`,
  )
  const consistent =
    check.orders === run.completedCarts.length &&
    check.extra.length === 0 &&
    check.missing === 0 &&
    check.duplicated === 0 &&
    check.negativeStock === 0
  const p = (step) => percentiles(run.timings[step]).p95.toFixed(0)
  console.log(
    `BENCH_SHOP shoppers=${shoppers} seconds=${seconds} redis=${Boolean(redis)} caching=${caching} orders=${check.orders} completed_checkouts=${run.completedCarts.length} errors=${run.errors.length} consistent=${consistent} negative_stock=${check.negativeStock} ${STEPS.map((step) => `${step.replace(/ /g, "_")}_p95_ms=${p(step)}`).join(" ")} load=${os.loadavg()[0].toFixed(1)}`,
  )
  exitCode = consistent ? 0 : 1
} finally {
  await shop.stop()
  await redis?.stop()
}
process.exit(exitCode)
