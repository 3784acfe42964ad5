import { expect, test, type APIRequestContext, type Page } from "@playwright/test"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import {
  adminToken,
  backendUrl,
  BUYER,
  buyWithTestPayment,
  countOutbox,
  expectAccessible,
  newClientAddress,
  openBeforeHydration,
  openHydrated,
  outboxText,
  placeStoreOrder,
  routesNotVisited,
  seed,
  seeded,
} from "./support"

/**
 * The withdrawal function (Consumer Rights Directive art. 11a) end to end: the link on every page,
 * the two steps from the order confirmation's link, the acknowledgement e-mail, and the return
 * request the seller sees in the Admin API.
 */
const stripeMode = Boolean(process.env.STRIPE_API_KEY)
const WITHDRAW = "Withdraw from contract here"
const NOT_FOUND =
  "We could not find an order with this order number, e-mail address and postal code. Please check them: they are in your order confirmation e-mail."
/** The postal code of the address buyWithTestPayment orders with (fillCheckoutDetails). */
const POSTAL_CODE = "3011 AD"
const product = seeded("pure-himalayan-shilajit-resin")
const { legalName } = (JSON.parse(readFileSync(join(__dirname, "../shop.config.json"), "utf8")) as { business: { legalName: string } })
  .business

const ROUTES = [
  "/",
  "/products",
  `/product/${seed.products[0]!.handle}`,
  "/about",
  "/contact",
  "/lab-tests",
  "/checkout",
  "/checkout/details",
  "/checkout/success",
  "/checkout/cancel",
  "/order",
  "/privacy-policy",
  "/terms-of-service",
  "/shipping-policy",
  "/refund-policy",
  "/review",
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
  "/withdrawal",
  "/subscription",
  "/account",
  "/account/sign-in",
  "/no-such-page",
]

/**
 * Each test is its own client for the withdrawal routes' rate limit (5 a minute), as behind the shop's
 * proxy: the storefront's server passes the address on to the backend, which trusts loopback (TRUSTED_PROXY).
 */
async function asNewClient(page: Page) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": newClientAddress() })
}

type AdminOrder = { id: string; display_id: number; items: { id: string; quantity: number }[] }

async function admin(request: APIRequestContext) {
  return { headers: { authorization: `Bearer ${await adminToken(request)}` } }
}

/** The seller hands the order to fulfilment, as in the admin: its items can then be returned. */
async function fulfilOrder(request: APIRequestContext, displayId: number): Promise<AdminOrder> {
  const auth = await admin(request)
  const listed = await request.get(`${backendUrl}/admin/orders?fields=id,display_id,*items&limit=20&order=-created_at`, auth)
  const { orders } = (await listed.json()) as { orders: AdminOrder[] }
  const order = orders.find((candidate) => candidate.display_id === displayId)!
  const fulfilled = await request.post(`${backendUrl}/admin/orders/${order.id}/fulfillments`, {
    ...auth,
    data: { items: order.items.map((item) => ({ id: item.id, quantity: item.quantity })) },
  })
  expect(fulfilled.status(), await fulfilled.text()).toBe(200)
  return order
}

async function returnsOf(request: APIRequestContext, orderId: string) {
  const response = await request.get(`${backendUrl}/admin/returns?order_id=${orderId}&fields=id,status,*items`, await admin(request))
  return ((await response.json()) as { returns: { id: string; status: string; items: { item_id: string }[] }[] }).returns
}

test.describe("the withdrawal link", () => {
  test("the list of routes covers every route of the storefront", () => {
    expect(routesNotVisited(ROUTES)).toEqual([])
  })

  for (const path of ROUTES) {
    test(`is at the foot of ${path}`, async ({ page }) => {
      await page.goto(path)
      const link = page.getByRole("contentinfo").getByRole("link", { name: WITHDRAW })
      await link.scrollIntoViewIfNeeded()
      await expect(link).toBeVisible()
      await expect(link).toHaveAttribute("href", "/withdrawal")
      if (path === "/") await page.getByRole("contentinfo").screenshot({ path: test.info().outputPath("footer.png") })
    })
  }
})

test("the withdrawal page is accessible and checks its fields", async ({ page }) => {
  await asNewClient(page)
  await openHydrated(page, "/withdrawal")
  await expect(page.getByRole("heading", { name: "Step 1 of 2: Your order" })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole("button", { name: "Continue" }).click()
  await expect(page.getByText("Name is required")).toBeVisible()
  await expect(page.getByText("Order number is required")).toBeVisible()
  await expect(page.getByText("Email is required")).toBeVisible()
  await expect(page.getByText("Postal code is required")).toBeVisible()
  await expectAccessible(page)
})

test("a buyer withdraws in two steps from the confirmation's link; the seller sees a return request", async ({ page, request }) => {
  // at both widths: each step is checked with axe and photographed (test-results) for a look at its layout
  const snap = (name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true })
  test.skip(stripeMode, "buys with the test payment: the shop runs with Stripe")
  await asNewClient(page)

  const displayId = await buyWithTestPayment(page, product.handle)
  const order = await fulfilOrder(request, displayId)

  // the confirmation carries the withdrawal information, the model form and the signed link
  const confirmation = await outboxText("order-confirmation", (text) => text.includes(`order #${displayId}.`))
  expect(confirmation).toContain("Model withdrawal form")
  const link = confirmation.match(/Withdraw from contract here: (\S+)/)?.[1]
  expect(link).toBeTruthy()
  const url = new URL(link!)

  // the link carries no readable id
  expect(url.searchParams.get("token")).not.toMatch(/order_|@/)

  // step 1, filled in by the link: the link identifies the order, no postal code asked
  await openHydrated(page, `${url.pathname}${url.search}`)
  await expect(page.getByLabel("Name")).toHaveValue("Anna de Vries")
  await expect(page.getByLabel("Order number")).toHaveValue(String(displayId))
  await expect(page.getByLabel("Email used for the order")).toHaveValue(BUYER)
  await expect(page.getByLabel("Postal code of the delivery address")).toHaveCount(0)
  await snap("step-1")
  await page.getByRole("button", { name: "Continue" }).click()

  // step 2: every item chosen, nothing sent before the separate confirmation
  await expect(page.getByRole("heading", { name: "Step 2 of 2: Confirm your withdrawal" })).toBeVisible()
  await expect(page.getByRole("checkbox")).toHaveCount(order.items.length)
  for (const box of await page.getByRole("checkbox").all()) await expect(box).toBeChecked()
  expect(await returnsOf(request, order.id)).toEqual([])
  await expectAccessible(page)
  await snap("step-2")
  await page.getByRole("button", { name: "Confirm withdrawal" }).click()
  await expect(page.getByRole("heading", { name: "We received your withdrawal" })).toBeVisible()
  await expect(page.getByText(`We received your withdrawal from order #${displayId} on`)).toBeVisible()
  await expectAccessible(page)
  await snap("received")

  // the acknowledgement: the statement, the order number, the date and time it was received
  const acknowledgement = await outboxText("withdrawal-received", (text) => text.includes(`order #${displayId} `))
  expect(acknowledgement).toContain("I hereby give notice that I withdraw from my contract of sale of the following goods")
  expect(acknowledgement).toContain(`Order number: #${displayId}`)
  expect(acknowledgement).toContain(product.title)
  expect(acknowledgement).toMatch(/Received: \d{1,2} \w+ \d{4} at \d{2}:\d{2}:\d{2} \S+ \(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC\)/)

  // the seller's admin: a requested return on that order
  const returns = await returnsOf(request, order.id)
  expect(returns.map((orderReturn) => orderReturn.status)).toEqual(["requested"])
  expect(returns[0]!.items.map((item) => item.item_id).sort()).toEqual(order.items.map((item) => item.id).sort())

  // a second withdrawal of the same items is refused clearly
  await openHydrated(page, "/withdrawal")
  await page.getByLabel("Name").fill("Anna de Vries")
  await page.getByLabel("Order number").fill(String(displayId))
  await page.getByLabel("Email used for the order").fill(BUYER)
  await page.getByLabel("Postal code of the delivery address").fill(" 3011ad ")
  await page.getByRole("button", { name: "Continue" }).click()
  await expect(page.getByText("You have already withdrawn from all items of this order.")).toBeVisible()
  await expect(page.getByRole("button", { name: "Confirm withdrawal" })).toHaveCount(0)

  // a wrong order number, address or postal code: the same clear answer, nothing made (from
  // another client: the routes allow 5 a minute)
  await asNewClient(page)
  const acknowledgementsBefore = countOutbox("withdrawal-received")
  for (const [number, email, postalCode] of [
    [String(displayId + 1000), BUYER, POSTAL_CODE],
    [String(displayId), "someone-else@example.com", POSTAL_CODE],
    [String(displayId), BUYER, "1011 AB"],
  ] as const) {
    await openHydrated(page, "/withdrawal")
    await page.getByLabel("Name").fill("Anna de Vries")
    await page.getByLabel("Order number").fill(number)
    await page.getByLabel("Email used for the order").fill(email)
    await page.getByLabel("Postal code of the delivery address").fill(postalCode)
    await page.getByRole("button", { name: "Continue" }).click()
    await expect(page.getByRole("alert")).toHaveText(NOT_FOUND)
    await expect(page.getByRole("heading", { name: "Step 2 of 2: Confirm your withdrawal" })).toHaveCount(0)
  }
  expect(countOutbox("withdrawal-received")).toBe(acknowledgementsBefore)
  expect(await returnsOf(request, order.id)).toHaveLength(1)
})

/** Fills step 1 with the typed details of an order placed through the Store API (placeStoreOrder's address). */
async function identify(page: Page, displayId: number, email: string) {
  await page.getByLabel("Name").fill("Nora Script")
  await page.getByLabel("Order number").fill(String(displayId))
  await page.getByLabel("Email used for the order").fill(email)
  await page.getByLabel("Postal code of the delivery address").fill(POSTAL_CODE)
}

test("both steps work without JavaScript: Back keeps what was typed, and the withdrawal is acknowledged", async ({ browser, request }) => {
  test.skip(stripeMode, "orders with the test payment: the shop runs with Stripe")
  const email = `nojs-withdrawal-${Date.now()}@example.com`
  const { order } = await placeStoreOrder(request, product.handle, email)
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": newClientAddress() } })
  const page = await context.newPage()
  await page.goto("/withdrawal")
  await identify(page, order.display_id, email)
  await page.getByRole("button", { name: "Continue" }).click()
  await expect(page.getByRole("heading", { name: "Step 2 of 2: Confirm your withdrawal" })).toBeVisible()
  await expect(page.getByRole("checkbox")).toHaveCount(order.items.length)
  await page.getByRole("button", { name: "Back" }).click()
  await expect(page.getByRole("heading", { name: "Step 1 of 2: Your order" })).toBeVisible()
  await expect(page.getByLabel("Name")).toHaveValue("Nora Script")
  await expect(page.getByLabel("Postal code of the delivery address")).toHaveValue(POSTAL_CODE)
  await page.getByRole("button", { name: "Continue" }).click()
  await page.getByRole("button", { name: "Confirm withdrawal" }).click()
  await expect(page.getByRole("heading", { name: "We received your withdrawal" })).toBeVisible()
  await expect(page.getByText(`We have sent an acknowledgement to ${email}.`)).toBeVisible()
  // posted, never in the address; answered with a redirect to the page (Post/Redirect/Get)
  await expect(page).toHaveURL(/\/withdrawal$/)
  await outboxText("withdrawal-received", (text) => text.includes(`order #${order.display_id} `), email)
  // so reloading it sends no second withdrawal: the page starts again at step 1
  const requests: string[] = []
  page.on("request", (sent) => requests.push(`${sent.method()} ${new URL(sent.url()).pathname}`))
  await page.reload()
  await expect(page.getByRole("heading", { name: "Step 1 of 2: Your order" })).toBeVisible()
  expect(requests).toContain("GET /withdrawal")
  expect(requests.filter((sent) => sent.startsWith("POST"))).toEqual([])
  await context.close()
})

test("typed into before the scripts load: nothing is lost, and the withdrawal goes through once the page is interactive", async ({
  page,
  request,
}) => {
  test.skip(stripeMode, "orders with the test payment: the shop runs with Stripe")
  await asNewClient(page)
  const email = `early-withdrawal-${Date.now()}@example.com`
  const { order } = await placeStoreOrder(request, product.handle, email)
  const hydrate = await openBeforeHydration(page, "/withdrawal")
  await identify(page, order.display_id, email)
  await hydrate()
  await expect(page.getByLabel("Name")).toHaveValue("Nora Script")
  await expect(page.getByLabel("Order number")).toHaveValue(String(order.display_id))
  await expect(page.getByLabel("Email used for the order")).toHaveValue(email)
  await expect(page.getByLabel("Postal code of the delivery address")).toHaveValue(POSTAL_CODE)
  await page.getByRole("button", { name: "Continue" }).click()
  await expect(page.getByRole("heading", { name: "Step 2 of 2: Confirm your withdrawal" })).toBeFocused()
  await page.getByRole("button", { name: "Confirm withdrawal" }).click()
  await expect(page.getByRole("heading", { name: "We received your withdrawal" })).toBeVisible()
  await outboxText("withdrawal-received", (text) => text.includes(`order #${order.display_id} `), email)
})

test("the return policy and the terms carry the withdrawal information and the model form", async ({ page }) => {
  for (const path of ["/refund-policy", "/terms-of-service"]) {
    await page.goto(path)
    const form = page.getByRole("region", { name: "Model withdrawal form" })
    await expect(form).toContainText("I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale")
    await expect(form).toContainText(legalName)
  }
  await page.goto("/refund-policy")
  await expect(page.getByRole("main").getByRole("link", { name: WITHDRAW })).toHaveAttribute("href", "/withdrawal")
})
