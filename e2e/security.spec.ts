import { expect, test } from "@playwright/test"
import { openHydrated, seed } from "./support"

// HTTP hardening of the storefront: every page carries a Content-Security-Policy whose only
// inline scripts are the ones React Router renders, by the nonce the page was rendered with: this
// response's own when the page is rendered for it, the one it was stored with when it comes from
// the page cache (the same bytes for every shopper). Never by hashes of the page's scripts, which
// would allow whatever script a page held. The pages work under it (hydration, navigation, the
// cart) without one CSP violation.

const pages = ["/", "/products", `/product/${seed.products[0]!.handle}`, "/checkout", "/contact", "/no-such-page"]

test("security headers on every page, and every inline script allowed by its page's policy", async ({ request }) => {
  const renderedNonces: string[] = []
  const cacheStates = new Set<string>()
  // each page twice: the second answer of a cacheable page comes from the page cache
  for (const path of pages.flatMap((path) => [path, path])) {
    const response = await request.get(path)
    const headers = response.headers()
    const csp = headers["content-security-policy"] ?? ""
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? ""
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1]
    expect(scriptSrc, `${path}: CSP with script-src`).toContain("'self'")
    expect(nonce, `${path}: CSP with a nonce`).toBeTruthy()
    expect(scriptSrc, `${path}: no script allowed by its hash`).not.toContain("'sha")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(scriptSrc).not.toMatch(/'unsafe-(inline|eval)'/)
    expect(headers["x-content-type-options"]).toBe("nosniff")
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    // npm start runs the production build
    expect(headers["strict-transport-security"]).toContain("max-age=")
    const state = headers["x-page-cache"] ?? ""
    if (nonce && !["hit", "stale"].includes(state)) renderedNonces.push(nonce)
    cacheStates.add(state)
    // Every executable inline script carries the policy's nonce (JSON-LD data blocks are not executed).
    const html = await response.text()
    for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/type="application\/(ld\+)?json"/.test(attributes) || /\bsrc=/.test(attributes)) continue
      const allowed = nonce !== undefined && attributes.includes(`nonce="${nonce}"`)
      expect(allowed, `${path} (${state}): inline script not allowed by the CSP: <script${attributes}>${text.slice(0, 40)}`).toBe(true)
    }
  }
  // a page rendered for its request never gets a nonce sent before; pages from the cache were seen
  expect(new Set(renderedNonces).size).toBe(renderedNonces.length)
  expect(renderedNonces.length).toBeGreaterThan(0)
  expect(cacheStates.has("hit") || cacheStates.has("stale"), `pages from the cache among ${[...cacheStates]}`).toBe(true)
})

test("the shop works under its CSP: no violation while browsing and adding to the cart", async ({ page }) => {
  const violations: string[] = []
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
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

test("hashed assets carry only what a script or stylesheet needs: their type kept, cached for good, no document policy", async ({
  page,
  request,
}) => {
  const assets: { url: string; headers: Record<string, string> }[] = []
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/assets/")) assets.push({ url: response.url(), headers: response.headers() })
  })
  const document = await page.goto("/")
  expect(document?.headers()["content-security-policy"]).toContain("script-src")
  await expect.poll(() => assets.filter((asset) => asset.url.endsWith(".js")).length).toBeGreaterThan(0)
  expect(assets.some((asset) => asset.url.endsWith(".css"))).toBe(true)
  for (const { url, headers } of assets) {
    const shown = { url, nosniff: headers["x-content-type-options"], immutable: headers["cache-control"]?.includes("immutable") }
    expect(shown).toEqual({ url, nosniff: "nosniff", immutable: true })
    const documentOnly = ["content-security-policy", "x-frame-options", "referrer-policy", "permissions-policy", "last-modified"].filter(
      (name) => name in headers,
    )
    expect({ url, documentOnly }).toEqual({ url, documentOnly: [] })
  }
  // a missing asset is a bare 404, not a page rendered with its policy
  const missing = await request.get("/assets/no-such-file.js")
  expect([missing.status(), missing.headers()["content-security-policy"]]).toEqual([404, undefined])
})
