#!/usr/bin/env node
// `npm run bench:pages`: pages per second of the production storefront for an anonymous shopper,
// driven by autocannon: home, the listing with a query, and a product page, each at 1, 8 and 32
// connections, with the page cache on and off (PAGE_CACHE=off). Starts the whole shop as `npm start`
// does (own embedded PostgreSQL on spare ports, fresh data, cache on) and a second storefront with
// the cache off against the same backend. Prints a table and one BENCH_PAGES line.
//
//   --duration=<s>   seconds per page, connection count and setting (default 5)
import autocannon from "autocannon"
import { spawn } from "node:child_process"
import os from "node:os"
import path from "node:path"
import { repoRoot } from "./lib/env.mjs"
import { startShop } from "./lib/shop-run.mjs"

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback
const duration = Number(arg("duration", 5))
const PORTS = { backend: 9630, storefront: 8630, uncachedStorefront: 8631, postgres: 9657 }
const CONNECTIONS = [1, 8, 32]
const PAGES = [
  { name: "home", path: "/" },
  { name: "listing", path: "/products?category=shilajit" },
  { name: "product", path: "/product/pure-himalayan-shilajit-resin" },
]

/** One autocannon run; latencies are taken from every response, for exact percentiles. */
function run(options) {
  return new Promise((resolve, reject) => {
    const latencies = []
    const instance = autocannon({ duration, ...options }, (error, result) => (error ? reject(error) : resolve({ result, latencies })))
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN)
const fmt = (ms) => `${ms.toFixed(1).padStart(6)} ms`

async function waitFor(url) {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer`)
}

/** The same storefront build with the page cache off, beside the shop's own. */
async function startUncachedStorefront(backendUrl) {
  const url = `http://localhost:${PORTS.uncachedStorefront}`
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: path.join(repoRoot, "storefront"),
    env: {
      ...process.env,
      NODE_ENV: "production",
      SHOP_MODE: "local",
      PORT: String(PORTS.uncachedStorefront),
      PAGE_CACHE: "off",
      REDIS_URL: "",
      MEDUSA_BACKEND_URL: backendUrl,
      STOREFRONT_URL: url,
    },
    stdio: "ignore",
  })
  await waitFor(`${url}/robots.txt`)
  return {
    url,
    stop: () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once("exit", resolve), child.kill("SIGTERM")))),
  }
}

console.log(
  `bench:pages: ${duration} s per page, connection count and setting; load now: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
)
const shop = await startShop({
  backendPort: PORTS.backend,
  storefrontPort: PORTS.storefront,
  postgresPort: PORTS.postgres,
  env: { PAGE_CACHE: "on" },
})
const uncached = await startUncachedStorefront(shop.backendUrl)
const rows = []
try {
  for (const [cache, base] of [
    ["on", shop.storefrontUrl],
    ["off", uncached.url],
  ]) {
    for (const page of PAGES) {
      // the first render (and, cache off, the server's first Store API connection) is not measured
      const first = await fetch(`${base}${page.path}`)
      await first.text()
      if (!first.ok) throw new Error(`${page.path} answered ${first.status}`)
      for (const connections of CONNECTIONS) {
        const { result, latencies } = await run({ url: `${base}${page.path}`, connections, headers: { "accept-encoding": "gzip" } })
        const sorted = latencies.sort((a, b) => a - b)
        const row = {
          cache,
          page: page.name,
          connections,
          rps: result.requests.average,
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          p99: percentile(sorted, 99),
          errors: result.errors + result.timeouts + result.non2xx,
        }
        rows.push(row)
        console.log(
          `  cache ${cache.padEnd(3)} ${page.name.padEnd(8)} c=${String(connections).padStart(2)}  ${row.rps.toFixed(1).padStart(7)} req/s  p50 ${fmt(row.p50)}  p95 ${fmt(row.p95)}  p99 ${fmt(row.p99)}  errors ${row.errors}`,
        )
      }
    }
  }
} finally {
  await uncached.stop()
  await shop.stop()
}

const at = (cache, page, connections) => rows.find((row) => row.cache === cache && row.page === page && row.connections === connections)
const speedups = PAGES.map(({ name }) => `${name}_speedup_c8=${(at("on", name, 8).rps / at("off", name, 8).rps).toFixed(1)}x`)
const fields = rows.map((row) => `${row.page}@${row.connections}_${row.cache}=${row.rps.toFixed(0)}rps/p95_${row.p95.toFixed(0)}ms`)
const errors = rows.reduce((sum, row) => sum + row.errors, 0)
console.log(`BENCH_PAGES errors=${errors} ${speedups.join(" ")} ${fields.join(" ")} load=${os.loadavg()[0].toFixed(1)}`)
process.exit(errors ? 1 : 0)
