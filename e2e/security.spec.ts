import { expect, test } from "@playwright/test"
import { createHash } from "node:crypto"
import { openHydrated, seed } from "./support"

// HTTP hardening of the storefront: every page carries a Content-Security-Policy whose only
// inline scripts are the ones React Router renders: with this response's nonce when the page is
// rendered for it, by their sha256 hashes when it comes from the page cache (the same bytes for
// every shopper). The pages work under it (hydration, navigation, the cart) without one CSP violation.

const pages = ["/", "/products", `/product/${seed.products[0]!.handle}`, "/checkout", "/contact", "/no-such-page"]

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64")

test("security headers on every page, and every inline script allowed by its page's policy", async ({ request }) => {
  const nonces: string[] = []
  const cacheStates = new Set<string>()
  // each page twice: the second answer of a cacheable page comes from the page cache
  for (const path of pages.flatMap((path) => [path, path])) {
    const response = await request.get(path)
    const headers = response.headers()
    const csp = headers["content-security-policy"] ?? ""
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? ""
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1]
    const hashes = new Set([...scriptSrc.matchAll(/'sha256-([^']+)'/g)].map(([, hash]) => hash))
    expect(scriptSrc, `${path}: CSP with script-src`).toContain("'self'")
    expect(nonce || hashes.size, `${path}: CSP with a nonce or script hashes`).toBeTruthy()
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(scriptSrc).not.toMatch(/'unsafe-(inline|eval)'/)
    expect(headers["x-content-type-options"]).toBe("nosniff")
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    // npm start runs the production build
    expect(headers["strict-transport-security"]).toContain("max-age=")
    if (nonce) nonces.push(nonce)
    cacheStates.add(headers["x-page-cache"] ?? "")
    // Every executable inline script carries this response's nonce or has its hash in the policy
    // (JSON-LD data blocks are not executed).
    const html = await response.text()
    for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/type="application\/(ld\+)?json"/.test(attributes) || /\bsrc=/.test(attributes)) continue
      const allowed = (nonce !== undefined && attributes.includes(`nonce="${nonce}"`)) || hashes.has(sha256(text))
      expect(allowed, `${path} (${headers["x-page-cache"]}): inline script not allowed by the CSP: <script${attributes}>`).toBe(true)
    }
  }
  // a nonce is never sent twice; both kinds of policy were seen
  expect(new Set(nonces).size).toBe(nonces.length)
  expect(nonces.length).toBeGreaterThan(0)
  expect(cacheStates.has("hit") || cacheStates.has("stale"), `pages from the cache among ${[...cacheStates]}`).toBe(true)
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
