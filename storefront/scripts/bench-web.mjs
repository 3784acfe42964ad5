#!/usr/bin/env node
// `npm run bench:web -w storefront`: Lighthouse (mobile profile) on the production build of the
// home page, the listing and one product page. Prints the four scores, FCP, LCP, TBT, CLS, and the gzipped
// JavaScript each page loads first (the scripts its HTML references). Uses STOREFRONT_URL (default
// http://localhost:8000); when nothing answers there, starts `node server.mjs` itself.
import { spawn } from "node:child_process"
import { fileURLToPath } from "node:url"
import { gzipSync } from "node:zlib"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"

const base = (process.env.STOREFRONT_URL ?? "http://localhost:8000").replace(/\/$/, "")
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
const pages = ["/", "/products", `/product/${process.env.BENCH_PRODUCT ?? "pure-himalayan-shilajit-resin"}`]

const reachable = () => fetch(`${base}/about`).then((response) => response.ok, () => false)

async function ensureServer() {
  if (await reachable()) return null
  const server = spawn("node", ["server.mjs"], {
    cwd: fileURLToPath(new URL("..", import.meta.url)),
    env: { ...process.env, NODE_ENV: "production", SHOP_MODE: "local", PORT: new URL(base).port || "80" },
    stdio: "inherit",
  })
  for (let attempt = 0; attempt < 100 && !(await reachable()); attempt++) await new Promise((r) => setTimeout(r, 100))
  return server
}

/** Gzipped size of the scripts the page's HTML loads before any interaction. */
async function firstLoadJs(path) {
  const html = await (await fetch(base + path)).text()
  const scripts = new Set([...html.matchAll(/(?:href|src)="([^"]+\.js)"|import\("([^"]+\.js)"\)|from "([^"]+\.js)"/g)].map((m) => m[1] ?? m[2] ?? m[3]))
  // the module preloads the page puts in the document after its first paint (lib/modules-after-first-paint.server.ts)
  for (const script of JSON.parse(/const modulePreloads = (\[[^\]]*\])/.exec(html)?.[1] ?? "[]")) scripts.add(script)
  let total = 0
  for (const script of scripts) {
    const body = Buffer.from(await (await fetch(new URL(script, base))).arrayBuffer())
    total += gzipSync(body).length
  }
  return { bytes: total, files: scripts.size }
}

const server = await ensureServer()
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"],
})
const rows = []
try {
  for (const path of pages) {
    // A warm-up run, so the figures are not those of the server's first request.
    await fetch(base + path)
    const result = await lighthouse(base + path, { port: chrome.port, output: "json", logLevel: "error" })
    const { categories, audits } = result.lhr
    const js = await firstLoadJs(path)
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
    })
    for (const [id, category] of Object.entries(categories)) {
      if (category.score < 1) {
        const failing = category.auditRefs
          .map((ref) => audits[ref.id])
          .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "manual")
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
