import { expect, test, type Page } from "@playwright/test"
import { adminToken, backendUrl, seed } from "./support"

/**
 * The shop's own admin pages and widgets (backend/src/admin) in the built admin: each list loads
 * through the Medusa JS SDK and the dashboard's React Query client (a second copy of React Query
 * would throw "No QueryClient set"), and the seller's subscription switch reaches the storefront.
 */
const PAGES = [
  { path: "/reviews", heading: "Reviews", plural: "reviews" },
  { path: "/subscriptions", heading: "Subscriptions", plural: "subscriptions" },
  { path: "/checkout-refunds", heading: "Checkout refunds", plural: "refunds" },
  { path: "/contact-messages", heading: "Contact messages", plural: "messages" },
  { path: "/newsletter-subscribers", heading: "Newsletter subscribers", plural: "subscribers" },
]
const oneTime = seed.products.find((product) => !product.subscription)!
const adminUrl = (path: string) => `${backendUrl}/app${path}`

test.skip(({ isMobile }) => isMobile, "the seller's admin is a desktop tool")

/**
 * Logs in as the seller (ADMIN_EMAIL / ADMIN_PASSWORD, local defaults) and answers the page errors
 * seen from then on, with anything the admin's Content-Security-Policy refused.
 */
async function logIn(page: Page) {
  const errors: string[] = []
  page.on("pageerror", (error) => errors.push(error.message))
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) errors.push(message.text())
  })
  await page.goto(adminUrl("/login"))
  await page.fill('input[name="email"]', process.env.ADMIN_EMAIL ?? "admin@example.com")
  await page.fill('input[name="password"]', process.env.ADMIN_PASSWORD ?? "supersecret")
  await page.click('button[type="submit"]')
  await page.waitForURL(/\/app\/orders/)
  return errors
}

test("every list page of the shop's admin loads its list, under its full Content-Security-Policy", async ({ page }) => {
  test.slow() // a sign-in and five admin pages
  const response = await page.goto(adminUrl("/login"))
  const policy = response?.headers()["content-security-policy"] ?? ""
  expect(policy).toContain("script-src 'self'")
  expect(policy).toContain("frame-ancestors 'none'")
  expect(policy).not.toContain("unsafe-eval")
  const errors = await logIn(page)
  for (const { path, heading, plural } of PAGES) {
    await page.goto(adminUrl(`${path}?offset=0`))
    await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible()
    // the shell's breadcrumbs name the page, as on Medusa's own pages
    await expect(page.locator("ol li").getByText(heading, { exact: true })).toBeVisible()
    // DataTable's pager counts the rows the server answered: "1 - 3 of 3 reviews"
    await expect(page.getByText(new RegExp(`^\\d+ of \\d+ ${plural}$`))).toBeVisible()
  }
  expect(errors).toEqual([])
})

test("an admin list (DataTable): its search and filter go to the server and the URL, and the CSV export follows them", async ({
  page,
  request,
}) => {
  test.slow() // a sign-in and four loads of the admin's list
  // two addresses through the Store API: one confirmed, one waiting for its confirmation
  const config = (await (await request.get(`${backendUrl}/storefront-config`)).json()) as { publishable_key: string }
  const stamp = Date.now()
  const waiting = `datatable-waiting-${stamp}@example.com`
  const signedUp = await request.post(`${backendUrl}/store/newsletter-subscriptions`, {
    headers: { "x-publishable-api-key": config.publishable_key },
    data: { email: waiting },
  })
  expect(signedUp.status()).toBeLessThan(300)
  const errors = await logIn(page)
  await page.goto(adminUrl("/newsletter-subscribers"))
  await page.getByPlaceholder("E-mail address").fill(`datatable-waiting-${stamp}`)
  await expect(page).toHaveURL(new RegExp(`[?&]q=datatable-waiting-${stamp}`))
  await expect(page.getByRole("row").filter({ hasText: waiting })).toHaveCount(1)
  await expect(page.getByText(/^1 of 1 subscribers$/)).toBeVisible()
  // DataTable's filter menu: its button (a funnel, named by its tooltip only), the filter, its value
  const list = page.locator("main").filter({ has: page.getByRole("heading", { name: "Newsletter subscribers" }) })
  await list.locator('button[aria-haspopup="menu"]').first().click()
  await page.getByRole("menuitem", { name: "Status" }).click()
  await page
    .getByRole("listitem")
    .filter({ hasText: /^Subscribed$/ })
    .click()
  await expect(page).toHaveURL(/[?&]status=subscribed/)
  // the value's popover closes, and the page is the seller's again
  await page.keyboard.press("Escape")
  await expect(page.getByRole("row").filter({ hasText: waiting })).toHaveCount(0)
  const exportLink = page.getByRole("link", { name: "Export CSV" })
  await expect(exportLink).toHaveAttribute("href", new RegExp(`status=subscribed`))
  await expect(exportLink).toHaveAttribute("href", new RegExp(`q=datatable-waiting-${stamp}`))
  // a reload shows the same list
  await page.reload()
  await expect(page.getByPlaceholder("E-mail address")).toHaveValue(`datatable-waiting-${stamp}`)
  await expect(page.getByText(/^0 of 0 subscribers$/)).toBeVisible()
  expect(errors).toEqual([])
})

test("the seller's subscription switch on a product's page: the storefront then sells it as a monthly subscription", async ({
  page,
  request,
}) => {
  test.slow() // a sign-in, the admin's product page and two changes waited for on the storefront
  const token = await adminToken(request)
  const auth = { headers: { authorization: `Bearer ${token}` } }
  const listed = await request.get(`${backendUrl}/admin/products?handle=${oneTime.handle}&fields=id`, auth)
  const [{ id }] = ((await listed.json()) as { products: { id: string }[] }).products
  const productPage = async () => {
    const shopper = await page.context().newPage()
    await shopper.goto(`/product/${oneTime.handle}`)
    const text = await shopper.locator("body").innerText()
    await shopper.close()
    return text
  }
  const errors = await logIn(page)
  try {
    await page.goto(adminUrl(`/products/${id}`))
    const toggle = page.locator("#product-subscription")
    // the admin's product page makes several calls before the widget shows: generous on a busy machine
    await expect(page.getByText("Sold as a monthly subscription (17% off)")).toBeVisible({ timeout: 30_000 })
    // its 30 g is on the seed's sale, shown without a reduction in a shop with less than 30 days of prices: the page says why
    const sale = page.getByTestId("product-sale")
    await expect(sale).toContainText("30 g: €49.99 instead of €59.99")
    await expect(sale).toContainText("No reduction shown: less than 30 days of price history before the sale began on")
    await expect(toggle).toHaveAttribute("aria-checked", "false")
    await toggle.click()
    await expect(page.getByText("Sold as a monthly subscription", { exact: true })).toBeVisible()
    await expect(toggle).toHaveAttribute("aria-checked", "true")
    // the storefront's cached page is dropped on the product's change
    await expect.poll(productPage, { timeout: 20_000 }).toMatch(/Delivered monthly, .* with the 17% subscription discount/)

    await toggle.click()
    await expect(page.getByText("Sold as a one-time purchase")).toBeVisible()
    await expect.poll(productPage, { timeout: 20_000 }).not.toMatch(/Delivered monthly/)
  } finally {
    // the other specs see the catalogue as seeded
    await request.post(`${backendUrl}/admin/products/${id}/subscription`, { ...auth, data: { subscription: false } })
  }
  expect(errors).toEqual([])
})

test("the seller writes a product's texts in Dutch on its page: the Store API answers them in Dutch only, other texts and languages kept", async ({
  page,
  request,
}) => {
  test.slow() // a sign-in and the admin's product page
  const token = await adminToken(request)
  const auth = { headers: { authorization: `Bearer ${token}` } }
  const listed = await request.get(`${backendUrl}/admin/products?handle=${oneTime.handle}&fields=id,metadata`, auth)
  const [{ id, metadata }] = ((await listed.json()) as { products: { id: string; metadata: Record<string, unknown> }[] }).products
  const config = (await (await request.get(`${backendUrl}/storefront-config`)).json()) as { publishable_key: string }
  const usageIn = async (locale: string) => {
    const answer = await request.get(`${backendUrl}/store/products?handle=${oneTime.handle}&fields=metadata&locale=${locale}`, {
      headers: { "x-publishable-api-key": config.publishable_key },
    })
    const { products } = (await answer.json()) as { products: { metadata: Record<string, unknown> }[] }
    return products[0]!.metadata
  }
  const german = await usageIn("de")
  const english = await usageIn("en")
  const dutchUsage = `Neem dagelijks een erwtgrote hoeveelheid ${Date.now()}`
  const errors = await logIn(page)
  try {
    await page.goto(adminUrl(`/products/${id}`))
    await expect(page.getByRole("heading", { name: "Product texts" })).toBeVisible({ timeout: 30_000 })
    await page.getByRole("tab", { name: "Nederlands" }).click()
    const usage = page.locator("#product-text-nl-usage")
    // an empty Dutch text shows the English one as its placeholder
    await usage.fill("")
    await expect(usage).toHaveAttribute("placeholder", String(english.usage))
    await usage.fill(dutchUsage)
    await page.getByRole("button", { name: "Save texts" }).click()
    await expect(page.getByText("Product texts saved")).toBeVisible()
    await expect.poll(async () => (await usageIn("nl")).usage, { timeout: 20_000 }).toBe(dutchUsage)
    // English and German are as they were; the Dutch badge the seed wrote stays
    expect((await usageIn("en")).usage).toBe(english.usage)
    expect((await usageIn("de")).usage).toBe(german.usage)
    const dutchBefore = (metadata.translations as Record<string, Record<string, unknown>> | undefined)?.nl ?? {}
    expect(dutchBefore.badge).toEqual(expect.any(String))
    expect((await usageIn("nl")).badge).toBe(dutchBefore.badge)
  } finally {
    // the other specs see the catalogue as seeded
    await request.post(`${backendUrl}/admin/products/${id}`, { ...auth, data: { metadata: { translations: metadata.translations } } })
  }
  expect(errors).toEqual([])
})
