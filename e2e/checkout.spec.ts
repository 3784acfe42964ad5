import { expect, test, type APIRequestContext, type Page } from "@playwright/test"
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { StripeStandIn } from "../backend/integration-tests/stripe-stand-in"
import { adminToken, backendUrl, fillCheckoutDetails, openHydrated, outboxText, PLACED_ORDER_URL } from "./support"

/**
 * Checkout end to end. The shop decides the mode: with STRIPE_API_KEY it pays on the local Stripe
 * stand-in (started here on STRIPE_STAND_IN_PORT, the port the backend's STRIPE_API_BASE points at),
 * without it through the labelled test payment.
 */
const stripeMode = Boolean(process.env.STRIPE_API_KEY)
const RESIN = "pure-himalayan-shilajit-resin"

let standIn: StripeStandIn | undefined

test.beforeAll(async () => {
  if (!stripeMode) return
  standIn = await new StripeStandIn({
    port: Number(process.env.STRIPE_STAND_IN_PORT ?? 12111),
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? "",
    webhookUrl: `${backendUrl}/hooks/stripe`,
  }).start()
})

test.afterAll(async () => {
  await standIn?.stop()
})

async function addResinAndOpenDetails(page: Page) {
  await openHydrated(page, `/product/${RESIN}`)
  await page.locator(".product-detail").getByRole("button", { name: "Add to Cart" }).click()
  await expect(page.getByTestId("cart-count")).toHaveText("1")
  await expect(page.locator(".product-detail .add-to-cart__status")).toHaveText("Added to cart", { timeout: 30_000 })
  await openHydrated(page, "/checkout")
  await expect(page.getByTestId("cart-line")).toHaveCount(1)
  await page.getByRole("button", { name: "Proceed to Checkout" }).click()
  await expect(page).toHaveURL(/\/checkout\/details$/)
}

async function fillDetails(page: Page) {
  await fillCheckoutDetails(page)
  await expect(page.getByTestId("shipping-option")).toContainText("Standard Shipping: €6.99")
  await expect(page.getByTestId("shipping-option")).toContainText("3-7 business days")
}

async function expectPaidOrderInAdmin(request: APIRequestContext, displayId: number) {
  const token = await adminToken(request)
  await expect
    .poll(async () => {
      const response = await request.get(`${backendUrl}/admin/orders?fields=display_id,payment_status,email&limit=50&order=-created_at`, {
        headers: { authorization: `Bearer ${token}` },
      })
      const { orders } = (await response.json()) as { orders: { display_id: number; payment_status: string }[] }
      return orders.find((order) => order.display_id === displayId)?.payment_status
    })
    .toBe("captured")
}

async function orderNumberOnSuccessPage(page: Page) {
  await expect(page.getByRole("heading", { name: "Thank You for Your Purchase!" })).toBeVisible()
  const heading = await page.getByTestId("order-number").textContent()
  const displayId = Number(heading?.replace(/\D/g, ""))
  expect(displayId).toBeGreaterThan(0)
  await expect(page.getByTestId("order-line")).toHaveCount(1)
  await expect(page.getByTestId("totals-shipping")).toHaveText("€6.99")
  return displayId
}

test.describe("checkout", () => {
  test("pays on Stripe's hosted page and shows the paid order", async ({ page, request }) => {
    test.skip(!stripeMode, "the shop runs without STRIPE_API_KEY: test payment mode")
    await addResinAndOpenDetails(page)
    await fillDetails(page)
    const total = await page.getByTestId("totals-total").textContent()
    await page.getByRole("button", { name: "Pay", exact: true }).click()
    await expect(page.getByRole("heading", { name: "Stripe Checkout (local stand-in)" })).toBeVisible()
    await expect(page.getByTestId("amount-total")).toHaveText(total ?? "")
    // Stripe returns to /checkout/success?session_id=cs_test_..., which moves on to the order's own address
    await page.getByRole("button", { name: "Pay", exact: true }).click()
    await expect(page).toHaveURL(PLACED_ORDER_URL)
    const displayId = await orderNumberOnSuccessPage(page)
    await expectPaidOrderInAdmin(request, displayId)
    // the cart is emptied
    await openHydrated(page, "/checkout")
    await expect(page.getByText("Your cart is empty")).toBeVisible()
  })

  test("cancelling on Stripe's page keeps the cart", async ({ page }) => {
    test.skip(!stripeMode, "the shop runs without STRIPE_API_KEY: test payment mode")
    await addResinAndOpenDetails(page)
    await fillDetails(page)
    await page.getByRole("button", { name: "Pay", exact: true }).click()
    await page.getByRole("link", { name: "Back to the shop" }).click()
    await expect(page).toHaveURL(/\/checkout\/cancel$/)
    await expect(page.getByRole("heading", { name: "Checkout Canceled" })).toBeVisible()
    await page.getByRole("link", { name: "Return to Cart" }).click()
    await expect(page.getByTestId("cart-line")).toHaveCount(1)
  })

  test("places an order with the labelled test payment, a guest's checkout asking nothing that refuses it", async ({ page, request }) => {
    test.skip(stripeMode, "the shop runs with Stripe")
    const consoleErrors: string[] = []
    const accountAnswers: string[] = []
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text())
    })
    page.on("response", (response) => {
      const { pathname } = new URL(response.url())
      if (pathname.startsWith("/store/account")) accountAnswers.push(`${pathname} ${response.status()}`)
    })
    await addResinAndOpenDetails(page)
    await fillDetails(page)
    await expect(page.getByTestId("test-payment-notice")).toContainText("Test payment")
    await page.getByRole("button", { name: "Place Test Order" }).click()
    // completing the cart and reading the order's link: a busy machine needs more than the usual 10 s
    await expect(page).toHaveURL(PLACED_ORDER_URL, { timeout: 30_000 })
    const displayId = await orderNumberOnSuccessPage(page)
    await expectPaidOrderInAdmin(request, displayId)
    await openHydrated(page, "/checkout")
    await expect(page.getByText("Your cart is empty")).toBeVisible()
    // the browser asked the backend nothing of an account (a signed-in customer's is read by the storefront's server)
    expect(accountAnswers).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  test("a double and a triple click on 'Place Test Order' each place one order, and the browser buys again after", async ({
    page,
    request,
  }) => {
    test.skip(stripeMode, "the shop runs with Stripe")
    const serverErrors: string[] = []
    page.on("response", (response) => {
      if (response.status() >= 500) serverErrors.push(`${response.status()} ${response.url()}`)
    })
    const orderCount = async () => {
      const response = await request.get(`${backendUrl}/admin/orders?fields=id&limit=1`, {
        headers: { authorization: `Bearer ${await adminToken(request)}` },
      })
      return ((await response.json()) as { count: number }).count
    }
    const before = await orderCount()
    for (const clickCount of [2, 3]) {
      await addResinAndOpenDetails(page)
      await fillDetails(page)
      await page.getByRole("button", { name: "Place Test Order" }).click({ clickCount })
      await expect(page).toHaveURL(PLACED_ORDER_URL, { timeout: 30_000 })
      await orderNumberOnSuccessPage(page)
      await expect.poll(orderCount).toBe(before + clickCount - 1)
    }
    expect(serverErrors).toEqual([])
  })

  test("two tabs: a cart changed in the other tab is shown again before it is paid, then the order is what was shown", async ({
    page,
    context,
  }) => {
    test.skip(stripeMode, "the shop runs with Stripe")
    await addResinAndOpenDetails(page)
    await fillDetails(page)
    const summary = page.getByTestId("checkout-summary")
    await expect(summary.getByTestId("summary-line")).toHaveCount(1)
    // the other tab adds a jar to the same cart
    const other = await context.newPage()
    await openHydrated(other, "/product/shilajit-travel-sticks")
    await other.locator(".product-detail").getByRole("button", { name: "Add to Cart" }).click()
    await expect(other.locator(".product-detail .add-to-cart__status")).toHaveText("Added to cart", { timeout: 30_000 })
    await other.close()

    await page.getByRole("button", { name: "Place Test Order" }).click()
    await expect(page.getByTestId("cart-changed")).toHaveText(
      "Your cart changed in another window. Please check it and place your order again.",
    )
    await expect(summary.getByTestId("summary-line")).toHaveCount(2)
    await expect(page).toHaveURL(/\/checkout\/details$/)
    const shown = await page.getByTestId("totals-total").first().textContent()

    await page.getByRole("button", { name: "Place Test Order" }).click()
    await expect(page).toHaveURL(PLACED_ORDER_URL, { timeout: 30_000 })
    await expect(page.getByTestId("order-line")).toHaveCount(2)
    await expect(page.getByTestId("totals-total").first()).toHaveText(shown ?? "")
  })

  test("the success page and the confirmation e-mail's link show the order on reload, from another browser too", async ({
    page,
    browser,
  }) => {
    test.skip(stripeMode, "the shop runs with Stripe")
    await addResinAndOpenDetails(page)
    await fillDetails(page)
    await page.getByRole("button", { name: "Place Test Order" }).click()
    // completing the cart and reading the order's link: a busy machine needs more than the usual 10 s
    await expect(page).toHaveURL(PLACED_ORDER_URL, { timeout: 30_000 })
    const displayId = await orderNumberOnSuccessPage(page)
    // the address carries no readable id
    expect(new URL(page.url()).searchParams.get("order")).not.toMatch(/order_|cart_|@/)

    // a reload: the cart cookie is gone, the order stays
    await page.reload()
    await orderNumberOnSuccessPage(page)
    await expect(page.getByText("No order in progress")).toHaveCount(0)
    await expect(page.getByTestId("order-address")).toContainText("Coolsingel 40")
    await expect(page.getByTestId("order-status")).toContainText("Paid, being prepared for shipping")

    // the confirmation e-mail's link, opened in another browser (no cookie of the checkout)
    const confirmation = await outboxText("order-confirmation", (text) => text.includes(`order #${displayId}.`))
    const link = new URL(confirmation.match(/View your order and its status: (\S+)/)![1]!)
    expect(link.pathname).toBe("/order")
    const elsewhere = await browser.newContext()
    const other = await elsewhere.newPage()
    try {
      await openHydrated(other, `${link.pathname}${link.search}`)
      await expect(other.getByRole("heading", { name: "Your order" })).toBeVisible()
      await expect(other.getByTestId("order-number")).toHaveText(`Order #${displayId}`)
      await expect(other.getByTestId("order-line")).toHaveCount(1)
      await expect(other.getByTestId("totals-shipping")).toHaveText("€6.99")
      await expect(other.getByTestId("order-address")).toContainText("3011 AD Rotterdam")
      await expect(other.getByTestId("order-withdrawal-link")).toHaveAttribute("href", /^\/withdrawal\?token=/)
      await other.reload()
      await expect(other.getByTestId("order-number")).toHaveText(`Order #${displayId}`)
      // a changed link shows nothing of the order
      await openHydrated(other, `/order?token=${link.searchParams.get("token")!.slice(0, -4)}AAAA`)
      await expect(other.getByText("This order link is not valid or has expired.", { exact: false })).toBeVisible()
      await expect(other.getByTestId("order-number")).toHaveCount(0)
    } finally {
      await elsewhere.close()
    }
  })

  test("the cancel page keeps the cart", async ({ page }) => {
    await addResinAndOpenDetails(page)
    await openHydrated(page, "/checkout/cancel")
    await expect(
      page.getByText("Your checkout was canceled. If this was unintentional, please try again or contact support."),
    ).toBeVisible()
    await page.getByRole("link", { name: "Return to Cart" }).click()
    await expect(page.getByTestId("cart-line")).toHaveCount(1)
  })
})

test.describe("no server secret reaches the browser", () => {
  const secrets = [
    process.env.STRIPE_API_KEY,
    process.env.STRIPE_WEBHOOK_SECRET,
    process.env.JWT_SECRET,
    process.env.COOKIE_SECRET,
    process.env.TOKEN_SECRET,
    process.env.PAGE_CACHE_SECRET,
    process.env.ADMIN_PASSWORD,
  ].filter((value): value is string => Boolean(value && value.length >= 8))
  const patterns = [
    /sk_(test|live)_[A-Za-z0-9]+/,
    /rk_(test|live)_[A-Za-z0-9]+/,
    /whsec_[A-Za-z0-9]+/,
    ...secrets.map((s) => new RegExp(s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))),
  ]

  function files(directory: string): string[] {
    return readdirSync(directory).flatMap((name) => {
      const path = join(directory, name)
      return statSync(path).isDirectory() ? files(path) : [path]
    })
  }

  test("in the built storefront assets", async () => {
    // STOREFRONT_CLIENT_DIR: the build's client folder as shipped in the storefront's image (the docker lane)
    const client = process.env.STOREFRONT_CLIENT_DIR ?? join(__dirname, "../storefront/build/client")
    const assets = files(client).filter((path) => /\.(js|css|html|json|map|txt)$/.test(path))
    expect(assets.length).toBeGreaterThan(0)
    for (const asset of assets) {
      const text = readFileSync(asset, "utf8")
      for (const pattern of patterns) expect(`${asset}: ${pattern.test(text)}`).toBe(`${asset}: false`)
    }
  })

  test("in the HTML of every route", async ({ request }) => {
    const routes = [
      "/",
      "/products",
      `/product/${RESIN}`,
      "/about",
      "/contact",
      "/lab-tests",
      "/checkout",
      "/checkout/details",
      "/checkout/success",
      "/checkout/cancel",
      "/privacy-policy",
      "/terms-of-service",
      "/shipping-policy",
      "/refund-policy",
      "/no-such-page",
    ]
    for (const route of routes) {
      const html = await (await request.get(route)).text()
      for (const pattern of patterns) expect(`${route}: ${pattern.test(html)}`).toBe(`${route}: false`)
    }
  })
})
