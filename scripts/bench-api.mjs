#!/usr/bin/env node
// `npm run bench:api`: throughput and latency of the Store API calls a shopper makes, against the
// production build on loopback, driven by autocannon. Endpoints: product list with calculated prices
// (the storefront's own query), one product, create cart, add line item, the first add (a new cart
// with its line and shipping method), cart read, shipping options;
// each at 1 and at 32 connections, and adding a line at 8 (eight shoppers' carts at once: the
// storefront's whole add is this one request); with Medusa's caching off and on, without and with
// Redis (its own redis-server on a spare port). A first row, the lightest Store API read, shows the
// floor that Medusa's request handling sets for every endpoint. Prints a table per setup, one
// BENCH_API line per setup and one BENCH_API_ADD line with the add's p50/p95 alone and with 8 carts.
//
//   --duration=<s>      seconds per endpoint and connection count (default 10)
//   --setups=<list>     any of memory,memory+cache,redis,redis+cache,redis+cache+cluster (default
//                       all; the last runs two server processes, MEDUSA_CLUSTER=2)
//   --endpoints=<list>  only these endpoints, by name with - for spaces (e.g. add-line-item)
import autocannon from "autocannon"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { startShop } from "./lib/shop-run.mjs"
import { startRedis } from "./lib/redis-server.mjs"

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback
const duration = Number(arg("duration", 10))
const setups = arg("setups", "memory,memory+cache,redis,redis+cache,redis+cache+cluster").split(",")
const PORTS = { backend: 9610, storefront: 8610, postgres: 9654, redis: 9679 }
const CONNECTIONS = [1, 8, 32]
const endpointNames = arg("endpoints", "")
  .split(",")
  .filter(Boolean)
  .map((name) => name.replace(/-/g, " "))
/** Eight connections only for adding a line: eight shoppers adding at once, each to a cart of its own. */
const connectionsOf = (endpoint) => (endpoint === "add line item" ? CONNECTIONS : CONNECTIONS.filter((count) => count !== 8))
const TARGETS = { "product list": 50, "add line item": 150 } // p95 ms at 32 connections

const LIST_FIELDS =
  "id,handle,title,subtitle,description,thumbnail,metadata,*images,*categories,*variants,*variants.calculated_price,*variants.options,+variants.inventory_quantity,+variants.manage_inventory,+variants.allow_backorder"
const ADDRESS = {
  first_name: "Bench",
  last_name: "Shopper",
  address_1: "Coolsingel 1",
  city: "Rotterdam",
  postal_code: "3011 AD",
  country_code: "nl",
}

async function api(baseUrl, key, method, route, body) {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: { "content-type": "application/json", "x-publishable-api-key": key },
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`)
  return response.json()
}

/** Carts ready for the cart endpoints: an address (for shipping options) and one line. */
async function cartPool(baseUrl, key, regionId, variantIds, size) {
  const carts = []
  for (let i = 0; i < size; i += 8) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(8, size - i) }, async (_, j) => {
        // one email per cart: Medusa creates a guest customer per new email, and races on a shared one
        const email = `bench${i + j}@example.com`
        const { cart } = await api(baseUrl, key, "POST", "/store/carts", { region_id: regionId, email, shipping_address: ADDRESS })
        await api(baseUrl, key, "POST", `/store/carts/${cart.id}/line-items`, { variant_id: variantIds[0], quantity: 1 })
        return cart.id
      }),
    )
    carts.push(...batch)
  }
  return carts
}

/** One autocannon run; latencies are taken from every response, for exact percentiles. */
function run(options) {
  return new Promise((resolve, reject) => {
    const latencies = []
    const instance = autocannon({ duration, ...options }, (error, result) => (error ? reject(error) : resolve({ result, latencies })))
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN
}

async function benchSetup(name) {
  const withRedis = name.startsWith("redis")
  const withCache = name.includes("+cache")
  const cluster = name.endsWith("+cluster") ? { MEDUSA_CLUSTER: "2" } : {}
  const redis = withRedis ? await startRedis(PORTS.redis) : null
  const shop = await startShop({
    backendPort: PORTS.backend,
    storefrontPort: PORTS.storefront,
    postgresPort: PORTS.postgres,
    dataDir: benchDataDir,
    env: { REDIS_URL: redis?.url ?? "", MEDUSA_FF_CACHING: String(withCache), ...cluster },
  })
  const rows = []
  try {
    const base = shop.backendUrl
    const { publishable_key: key } = await fetch(`${base}/storefront-config`).then((r) => r.json())
    const { regions } = await api(base, key, "GET", "/store/regions?fields=id,name")
    const regionId = regions.find((region) => region.name === "Europe").id
    const { products } = await api(base, key, "GET", `/store/products?region_id=${regionId}&fields=id,handle,*variants&limit=100`)
    const variantIds = products.flatMap((product) => product.variants.map((variant) => variant.id))
    const carts = await cartPool(base, key, regionId, variantIds, 40)
    let next = 0
    const rotate = (list) => list[next++ % list.length]
    const headers = { "content-type": "application/json", "x-publishable-api-key": key }
    const endpoints = [
      // Medusa's own floor: the lightest Store API read, through the same middleware (publishable
      // key, session, CORS, auth context) as every other; no endpoint can be faster than this
      { name: "store API floor", path: "/store/regions?fields=id" },
      {
        name: "product list",
        path: `/store/products?region_id=${regionId}&limit=100&order=created_at&fields=${encodeURIComponent(LIST_FIELDS)}`,
      },
      {
        name: "one product",
        path: `/store/products?handle=${products[0].handle}&region_id=${regionId}&fields=${encodeURIComponent(LIST_FIELDS)}`,
      },
      { name: "create cart", method: "POST", body: JSON.stringify({ region_id: regionId }), path: "/store/carts" },
      {
        name: "add line item",
        method: "POST",
        setupRequest: (request) => ({
          ...request,
          path: `/store/carts/${rotate(carts)}/line-items`,
          body: JSON.stringify({ variant_id: variantIds[next % 3], quantity: 1 }),
        }),
      },
      {
        // the storefront's first add: a new cart with its line and shipping method (the shop's route)
        name: "first add",
        method: "POST",
        setupRequest: (request) => ({
          ...request,
          path: "/store/carts-with-shipping",
          body: JSON.stringify({
            region_id: regionId,
            shipping_address: { country_code: "nl" },
            items: [{ variant_id: variantIds[next++ % 3], quantity: 1 }],
          }),
        }),
      },
      { name: "cart read", setupRequest: (request) => ({ ...request, path: `/store/carts/${rotate(carts)}` }) },
      { name: "shipping options", setupRequest: (request) => ({ ...request, path: `/store/shipping-options?cart_id=${rotate(carts)}` }) },
    ]
    const measured = endpointNames.length ? endpoints.filter((endpoint) => endpointNames.includes(endpoint.name)) : endpoints
    for (const connections of CONNECTIONS) {
      for (const endpoint of measured.filter((each) => connectionsOf(each.name).includes(connections))) {
        await drained(base, key)
        const { result, latencies } = await run({
          url: base,
          connections,
          headers,
          // autocannon calls setupRequest when the key is present, even when undefined
          requests: [
            Object.fromEntries(
              Object.entries({
                method: endpoint.method ?? "GET",
                path: endpoint.path ?? "/",
                body: endpoint.body,
                setupRequest: endpoint.setupRequest,
              }).filter(([, value]) => value !== undefined),
            ),
          ],
        })
        const errors = result.errors + result.timeouts + result.non2xx
        const sorted = latencies.sort((a, b) => a - b)
        rows.push({
          setup: name,
          endpoint: endpoint.name,
          connections,
          rps: result.requests.average,
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          p99: percentile(sorted, 99),
          requests: result.requests.total,
          errors,
        })
        const row = rows.at(-1)
        console.log(
          `  ${name.padEnd(21)} ${endpoint.name.padEnd(17)} c=${String(connections).padStart(2)}  ${row.rps.toFixed(1).padStart(7)} req/s  p50 ${fmt(row.p50)}  p95 ${fmt(row.p95)}  p99 ${fmt(row.p99)}  errors ${errors}`,
        )
      }
    }
  } finally {
    await shop.stop()
    await redis?.stop()
  }
  return rows
}

/**
 * The server keeps working on the requests autocannon abandoned at the end of a run: waits until a
 * light read answers quickly again, so one endpoint's backlog does not count against the next.
 */
async function drained(base, key) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const startedAt = Date.now()
    await fetch(`${base}/store/regions?fields=id`, { headers: { "x-publishable-api-key": key } }).then((r) => r.arrayBuffer())
    if (Date.now() - startedAt < 200) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

const fmt = (ms) => `${ms.toFixed(0).padStart(4)} ms`

const benchDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-api-"))
console.log(
  `bench:api: ${duration} s per endpoint and connection count, setups ${setups.join(", ")}; load now: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
)
const all = []
try {
  for (const setup of setups) all.push(...(await benchSetup(setup)))
} finally {
  fs.rmSync(benchDataDir, { recursive: true, force: true })
}

for (const setup of setups) {
  const rows = all.filter((row) => row.setup === setup)
  const at32 = (endpoint) => rows.find((row) => row.endpoint === endpoint && row.connections === 32)
  const verdicts = Object.entries(TARGETS)
    .filter(([endpoint]) => at32(endpoint))
    .map(([endpoint, target]) => {
      const ok = at32(endpoint).p95 < target && at32(endpoint).errors === 0
      return `${endpoint.replace(/ /g, "_")}_p95_ok=${ok}`
    })
  const fields = rows.map((row) => `${row.endpoint.replace(/ /g, "_")}@${row.connections}=${row.rps.toFixed(0)}rps/${row.p95.toFixed(0)}ms`)
  const errors = rows.reduce((sum, row) => sum + row.errors, 0)
  console.log(`BENCH_API setup=${setup} errors=${errors} ${verdicts.join(" ")} ${fields.join(" ")} load=${os.loadavg()[0].toFixed(1)}`)
  const add = (connections) => rows.find((row) => row.endpoint === "add line item" && row.connections === connections)
  const figures = [1, 8]
    .filter(add)
    .map(
      (connections) =>
        `${connections === 1 ? "alone" : `carts${connections}`}=p50:${add(connections).p50.toFixed(0)}ms/p95:${add(connections).p95.toFixed(0)}ms`,
    )
  if (figures.length) console.log(`BENCH_API_ADD setup=${setup} ${figures.join(" ")}`)
}
process.exit(0)
