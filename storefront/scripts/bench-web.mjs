#!/usr/bin/env node
// `npm run bench:web -w storefront`: Lighthouse (mobile profile) on the production build of the
// home page, the listing, one product page and the cart (with that product in it). Prints the four
// scores, FCP, LCP, TBT, CLS, and the JavaScript each page loads (every script of the run, those
// imported after the first paint included): gzipped, the budget's measure, and as sent (Brotli).
// Uses STOREFRONT_URL (default http://localhost:8000) and BACKEND_URL (default
// http://localhost:9000, for the cart's line); when no storefront answers, starts `node server.mjs`
// (this folder's production build) on STOREFRONT_URL's port against BACKEND_URL. Prints the load
// average before and after.
import { spawn } from "node:child_process"
import os from "node:os"
import { fileURLToPath } from "node:url"
import { gzipSync } from "node:zlib"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import puppeteer from "puppeteer-core"

const base = (process.env.STOREFRONT_URL ?? "http://localhost:8000").replace(/\/$/, "")
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
const backend = (process.env.BACKEND_URL ?? "http://localhost:9000").replace(/\/$/, "")
const product = process.env.BENCH_PRODUCT ?? "pure-himalayan-shilajit-resin"
const pages = ["/", "/products", `/product/${product}`, "/checkout"]
// the storefront's cart cookie (app/lib/constants.ts)
const CART_COOKIE = "cart_id"

const reachable = () =>
  fetch(`${base}/about`).then(
    (response) => response.ok,
    () => false,
  )

async function ensureServer() {
  if (await reachable()) return null
  const server = spawn("node", ["server.mjs"], {
    cwd: fileURLToPath(new URL("..", import.meta.url)),
    // the storefront's backend is BACKEND_URL's, so the runner measures a shop on any ports
    env: { ...process.env, NODE_ENV: "production", SHOP_MODE: "local", PORT: new URL(base).port || "80", MEDUSA_BACKEND_URL: backend },
    stdio: "inherit",
  })
  for (let attempt = 0; attempt < 100 && !(await reachable()); attempt++) await new Promise((r) => setTimeout(r, 100))
  return server
}

/**
 * Gzipped size of the scripts the page loaded in the Lighthouse run: those its HTML references and
 * those they imported before the page was quiet (React DOM is imported once the first view is painted).
 */
async function firstLoadJs(lhr) {
  const requests = lhr.audits["network-requests"].details.items.filter(
    (request) => request.resourceType === "Script" && request.url.startsWith(base),
  )
  const scripts = new Set(requests.map((request) => request.url))
  let total = 0
  for (const script of scripts) total += gzipSync(Buffer.from(await (await fetch(script)).arrayBuffer())).length
  // what the browser received for them (Brotli files where it takes Brotli, headers included)
  const transferred = requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0)
  return { bytes: total, transferred, files: scripts.size }
}

/** A cart holding one of the product, made through the Store API as the storefront makes it. */
async function cartWithProduct() {
  const { publishable_key: key } = await (await fetch(`${backend}/storefront-config`)).json()
  const store = async (path, body) => {
    const response = await fetch(backend + path, {
      method: body ? "POST" : "GET",
      headers: { "content-type": "application/json", "x-publishable-api-key": key },
      body: body && JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`)
    return response.json()
  }
  const { regions } = await store("/store/regions?fields=id,name")
  const { products } = await store(`/store/products?handle=${product}&fields=id,*variants`)
  const { cart } = await store("/store/carts", { region_id: (regions.find((region) => region.name === "Europe") ?? regions[0]).id })
  await store(`/store/carts/${cart.id}/line-items`, { variant_id: products[0].variants[0].id, quantity: 1 })
  return cart.id
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(" ")
const loadBefore = loadAverage()
const server = await ensureServer()
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"],
})
const rows = []
try {
  for (const path of pages) {
    // the cart page is measured with a cart (the other pages without): its cookie is set in the
    // browser, where Lighthouse keeps it
    if (path === "/checkout") {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
      await browser.setCookie({ name: CART_COOKIE, value: await cartWithProduct(), domain: new URL(base).hostname, path: "/" })
      await browser.disconnect()
    }
    // A warm-up run, so the figures are not those of the server's first request.
    await fetch(base + path)
    const result = await lighthouse(base + path, { port: chrome.port, output: "json", logLevel: "error" })
    const { categories, audits } = result.lhr
    const js = await firstLoadJs(result.lhr)
    rows.push({
      page: path,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      "best-practices": Math.round(categories["best-practices"].score * 100),
      seo: Math.round(categories.seo.score * 100),
      "FCP ms": Math.round(audits["first-contentful-paint"].numericValue),
      "LCP ms": Math.round(audits["largest-contentful-paint"].numericValue),
      "TBT ms": Math.round(audits["total-blocking-time"].numericValue),
      CLS: Number(audits["cumulative-layout-shift"].numericValue.toFixed(3)),
      "first-load JS gz KB": Number((js.bytes / 1024).toFixed(1)),
      "JS sent KB": Number((js.transferred / 1024).toFixed(1)),
    })
    for (const [id, category] of Object.entries(categories)) {
      if (category.score < 1) {
        const failing = category.auditRefs
          .map((ref) => audits[ref.id])
          .filter(
            (audit) =>
              audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "manual",
          )
          .map((audit) => audit.id)
        if (failing.length) console.log(`${path} ${id}: below full marks on ${failing.join(", ")}`)
      }
    }
  }
} finally {
  await chrome.kill()
  server?.kill()
}
console.table(rows)
// the figures are only comparable at the same load (Lighthouse's simulation scales the observed CPU time)
console.log(`load average: ${loadBefore} before, ${loadAverage()} after`)
