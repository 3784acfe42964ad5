import { expect, test } from "@playwright/test"
import { openHydrated, seed } from "./support"

// HTTP hardening of the storefront: every page carries a Content-Security-Policy whose only
// inline scripts are the ones React Router renders with this response's nonce, and the pages work
// under it (hydration, navigation, the cart) without one CSP violation.

const pages = ["/", "/products", `/product/${seed.products[0]!.handle}`, "/checkout", "/contact", "/no-such-page"]

test("security headers and a fresh nonce on every page", async ({ request }) => {
  const nonces = new Set<string>()
  for (const path of pages) {
    const response = await request.get(path)
    const headers = response.headers()
    const csp = headers["content-security-policy"] ?? ""
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce, `${path}: CSP with a nonce`).toBeTruthy()
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
    expect(headers["x-content-type-options"]).toBe("nosniff")
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    // npm start runs the production build
    expect(headers["strict-transport-security"]).toContain("max-age=")
    nonces.add(nonce!)
    // Every executable inline script carries the nonce (JSON-LD data blocks are not executed).
    const html = await response.text()
    for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
      if (/type="application\/(ld\+)?json"/.test(tag) || /\bsrc=/.test(tag)) continue
      expect(tag, `${path}: inline script without the nonce`).toContain(`nonce="${nonce}"`)
    }
    // The scripts wait behind what the first paint needs (lib/low-priority-module-preloads.server.ts).
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(([tag]) => tag)
    expect(preloads.length, `${path}: module preloads`).toBeGreaterThan(2)
    expect(preloads.filter((tag) => !tag.includes('fetchpriority="low"')), `${path}: module preloads not marked low`).toEqual([])
  }
  expect(nonces.size).toBe(pages.length)
})

test("the shop works under its CSP: no violation while browsing and adding to the cart", async ({ page }) => {
  const violations: string[] = []
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`)
    )
  })
  await openHydrated(page, "/")
  await openHydrated(page, "/products")
  await page.getByRole("link", { name: "Details" }).first().click()
  await expect(page.getByRole("button", { name: "Add to Cart" }).first()).toBeVisible()
  await page.getByRole("button", { name: "Add to Cart" }).first().click()
  await openHydrated(page, "/checkout")
  await expect(page.getByRole("heading", { name: "Your Cart" })).toBeVisible()
  expect(violations).toEqual([])
})
