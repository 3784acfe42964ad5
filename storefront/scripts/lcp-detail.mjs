#!/usr/bin/env node
// Diagnostic: one mobile Lighthouse run per page, printing what its simulated LCP is made of
// (observed FCP/LCP, the LCP element, every request with its observed start/end and priority, and
// whether it ended before the observed LCP, i.e. counts in Lantern's LCP graphs).
// STOREFRONT_URL (default http://localhost:8000); pages as arguments (default home, listing, product).
import { writeFileSync } from "node:fs"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"

const base = (process.env.STOREFRONT_URL ?? "http://localhost:8000").replace(/\/$/, "")
const pages = process.argv.length > 2 ? process.argv.slice(2) : ["/", "/products", "/product/pure-himalayan-shilajit-resin"]
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"],
})
try {
  for (const path of pages) {
    await fetch(base + path)
    const { lhr } = await lighthouse(base + path, { port: chrome.port, output: "json", logLevel: "error" })
    if (process.env.LHR_OUT) writeFileSync(`${process.env.LHR_OUT}${path.replace(/\W+/g, "_")}.json`, JSON.stringify(lhr))
    const audits = lhr.audits
    const metrics = audits.metrics.details.items[0]
    const observedLcp = metrics.observedLargestContentfulPaint
    console.log(
      `\n== ${path}: LCP ${Math.round(audits["largest-contentful-paint"].numericValue)} ms, FCP ${Math.round(audits["first-contentful-paint"].numericValue)} ms (observed FCP ${metrics.observedFirstContentfulPaint} ms, LCP ${observedLcp} ms)`,
    )
    const element = audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node
    if (element) console.log(`LCP element: ${element.snippet}`)
    const phases = audits["largest-contentful-paint-element"]?.details?.items?.[1]?.items
    if (phases) console.log("phases:", phases.map((p) => `${p.phase} ${Math.round(p.timing)}`).join(", "))
    let bytesBefore = 0
    for (const request of audits["network-requests"].details.items) {
      const before = request.networkEndTime <= observedLcp
      if (before) bytesBefore += request.transferSize
      console.log(
        `${before ? "*" : " "} ${String(Math.round(request.networkRequestTime)).padStart(5)}-${String(Math.round(request.networkEndTime)).padStart(5)} ms ${String(request.priority).padEnd(8)} ${String(request.resourceType).padEnd(10)} ${String((request.transferSize / 1024).toFixed(1)).padStart(6)} KB ${request.url.replace(base, "")}`,
      )
    }
    console.log(`transferred before observed LCP: ${(bytesBefore / 1024).toFixed(1)} KB`)
  }
} finally {
  await chrome.kill()
}
