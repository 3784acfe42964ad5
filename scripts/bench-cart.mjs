#!/usr/bin/env node
/* global document, MutationObserver -- the functions page.evaluate runs in the page */
// `npm run bench:cart`: how soon a click on "Add to Cart" shows in the header's count, in Chromium
// against the production build, with every Store API request held back 2 s (as on a slow phone
// network): the count must change before the server answers. Per round a new shopper opens a
// product page, adds once (a new cart: the shop's POST /store/carts-with-shipping) and once more
// (a line on the cart). Prints the milliseconds from the click's event to the count on screen,
// p50/p95 over the rounds, and one BENCH_CART line. Take it on a quiet machine (`uptime`).
//
//   --rounds=<n>   shoppers, one after the other (default 10)
import { chromium } from "@playwright/test"
import os from "node:os"
import { startShop } from "./lib/shop-run.mjs"

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback
const rounds = Number(arg("rounds", 10))
const PORTS = { backend: 9640, storefront: 8640, postgres: 9658 }
const PRODUCT = "/product/pure-himalayan-shilajit-resin"
const HOLD_MS = 2_000
const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
}

/** Clicks "Add to Cart" and resolves with the ms from the click's event to the header showing `count`, and whether the Store API had answered by then. */
async function clickUntilCounted(page, backendUrl, count) {
  let answered = false
  const onResponse = (response) => {
    if (response.url().startsWith(`${backendUrl}/store/`) && response.request().method() === "POST") answered = true
  }
  page.on("response", onResponse)
  const shownAfter = page.evaluate(
    (count) =>
      new Promise((resolve) => {
        let clickedAt
        document.addEventListener("click", () => (clickedAt = performance.now()), { capture: true, once: true })
        const observer = new MutationObserver(() => {
          if (clickedAt === undefined || document.querySelector('[data-testid="cart-count"]')?.textContent !== count) return
          observer.disconnect()
          resolve(performance.now() - clickedAt)
        })
        observer.observe(document.body, { subtree: true, childList: true, characterData: true })
      }),
    count,
  )
  await page.locator(".product-detail").getByRole("button", { name: "Add to Cart" }).click()
  const milliseconds = await shownAfter
  page.off("response", onResponse)
  return { milliseconds, beforeAnswer: !answered }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const figures = (list) => {
  const sorted = [...list].sort((a, b) => a - b)
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) }
}

console.log(
  `bench:cart: ${rounds} shoppers, the Store API held back ${HOLD_MS} ms; load now: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
)
const shop = await startShop({ backendPort: PORTS.backend, storefrontPort: PORTS.storefront, postgresPort: PORTS.postgres })
const browser = await chromium.launch(CHROMIUM)
const results = { first: [], next: [] }
let lateCounts = 0
try {
  for (let round = 0; round < rounds; round++) {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    await page.goto(`${shop.storefrontUrl}${PRODUCT}`)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true")
    await page.route(`${shop.backendUrl}/store/**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS))
      await route.continue()
    })
    for (const [kind, count] of [
      ["first", "1"],
      ["next", "2"],
    ]) {
      const { milliseconds, beforeAnswer } = await clickUntilCounted(page, shop.backendUrl, count)
      results[kind].push(milliseconds)
      if (!beforeAnswer) lateCounts++
      await page.locator(".product-detail .add-to-cart__status").getByText("Added to cart").waitFor({ timeout: 30_000 })
    }
    await context.close()
  }
} finally {
  await browser.close()
  await shop.stop()
}

const first = figures(results.first)
const next = figures(results.next)
const line = (name, f) =>
  `  ${name.padEnd(28)} p50 ${f.p50.toFixed(0).padStart(4)} ms  p95 ${f.p95.toFixed(0).padStart(4)} ms  max ${f.max.toFixed(0).padStart(4)} ms`
console.log(line("first add (a new cart)", first))
console.log(line("next add (a line on it)", next))
console.log(`  counts shown only after the server answered: ${lateCounts}`)
console.log(
  `BENCH_CART rounds=${rounds} first=p50:${first.p50.toFixed(0)}ms/p95:${first.p95.toFixed(0)}ms next=p50:${next.p50.toFixed(0)}ms/p95:${next.p95.toFixed(0)}ms late=${lateCounts} load=${os.loadavg()[0].toFixed(1)}`,
)
process.exit(lateCounts === 0 ? 0 : 1)
