import { execFile } from "node:child_process"
import { join } from "node:path"
import { promisify } from "node:util"
import { expect, test, type APIRequestContext, type Page } from "@playwright/test"
import { adminToken, backendUrl, buyWithTestPayment, expectAccessible, isMobile, openHydrated, outboxText, seeded } from "./support"

/**
 * Monthly subscriptions from the shopper's side: a subscription product says what it is, buying it
 * with the test payment starts a subscription whose confirmation e-mail links to the management
 * page, `subscriptions:renew-due` with the clock a month on makes the second order and its e-mail,
 * and on the page the shopper skips, pauses, resumes and cancels, at both widths. A forged link
 * shows only that it is not valid.
 */
const stripeMode = Boolean(process.env.STRIPE_API_KEY)
const product = seeded("shilajit-monthly-subscription")
const INVALID_LINK = "This link is not valid or has expired."
const ACTIONS = /^(Skip next delivery|Pause|Resume|Cancel subscription)$/
const TERMS = /^Subscription\. Delivered monthly, €\d+\.\d{2} per delivery.*Skip a month, pause or cancel any time/

type AdminSubscription = { id: string; status: string; orders: { display_id: number }[] }

/** Each test is its own client for the Store API's rate limits, as behind the shop's proxy. */
async function asNewClient(page: Page) {
  const address = `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`
  await page.route(/\/store\/subscriptions/, (route) =>
    route.continue({ headers: { ...route.request().headers(), "x-forwarded-for": address } }),
  )
}

/** The subscription the order started, as the seller's Admin API lists it. */
async function subscriptionOfOrder(request: APIRequestContext, displayId: number): Promise<AdminSubscription | undefined> {
  const response = await request.get(`${backendUrl}/admin/subscriptions?limit=50&offset=0`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  })
  expect(response.status(), await response.text()).toBe(200)
  const { subscriptions } = (await response.json()) as { subscriptions: AdminSubscription[] }
  return subscriptions.find((subscription) => subscription.orders.some((order) => order.display_id === displayId))
}

/**
 * `npm run subscriptions:renew-due` on this shop's database, with the clock moved on as
 * SUBSCRIPTIONS_NOW moves it: the seller's way to try the next month locally. Answers the orders
 * it made, from its log line.
 */
async function renewDueAt(now: Date): Promise<string[]> {
  const { stdout } = await promisify(execFile)("npm", ["run", "subscriptions:renew-due"], {
    cwd: join(__dirname, ".."),
    env: { ...process.env, SUBSCRIPTIONS_NOW: now.toISOString() },
    timeout: 180_000,
  })
  return (
    stdout
      .match(/\(orders ([^)]*)\)/)?.[1]
      .split(", ")
      .filter((id) => id.startsWith("order_")) ?? []
  )
}

const nextDelivery = async (page: Page) => new Date(`${await page.getByTestId("next-delivery").textContent()} 12:00 UTC`)

test("a forged or missing link shows only that it is not valid, on a page the cache never keeps", async ({ page, request }) => {
  await asNewClient(page)
  const forged = "/subscription?token=eyJmb3JnZWQiOnRydWV9.bm90LWEtc2lnbmF0dXJl"
  const answer = await request.get(forged)
  expect(answer.status()).toBe(200)
  expect(answer.headers()["cache-control"]).toBe("private, no-store")
  expect(answer.headers()["x-page-cache"]).toBe("bypass")

  await openHydrated(page, forged)
  await expect(page.getByRole("heading", { level: 1, name: "Your subscription" })).toBeVisible()
  await expect(page.getByRole("alert")).toHaveText(INVALID_LINK)
  await expect(page.getByRole("button", { name: ACTIONS })).toHaveCount(0)
  await expectAccessible(page)

  await openHydrated(page, "/subscription")
  await expect(page.getByRole("alert")).toHaveText(INVALID_LINK)
})

test("a buyer's subscription renews a month on (subscriptions:renew-due), and they skip, pause, resume and cancel it from the confirmation's link", async ({
  page,
  request,
}) => {
  test.skip(stripeMode, "buys with the test payment: the shop runs with Stripe")
  test.setTimeout(420_000)
  await asNewClient(page)

  // the product page and the cart say what the subscription is
  await openHydrated(page, `/product/${product.handle}`)
  const terms = page.locator(".product-detail").getByTestId("subscription-terms")
  await expect(terms).toHaveText(TERMS)
  await expect(terms).toContainText("subscription discount")
  // what a delivery costs, shipping included, as the renewal charges it: the same figure everywhere
  const perDelivery = (text: string | null) => text?.match(/€\d+\.\d{2} per delivery/)?.[0]
  const onProductPage = perDelivery(await terms.textContent())
  await expect(terms).toContainText("per delivery (shipping included)")
  // a subscription whose deliveries never reach the free-shipping threshold is not offered it
  await expect(page.locator(".product-detail .trust-badges")).not.toContainText(/free shipping/i)
  let inCart: string | undefined
  const displayId = await buyWithTestPayment(page, product.handle, async () => {
    const line = page.getByTestId("cart-line").getByTestId("subscription-terms")
    await expect(line).toHaveText(TERMS)
    inCart = perDelivery(await line.textContent())
    // and the checkout, where the shopper pays
    await page.getByRole("button", { name: "Proceed to Checkout" }).click()
    await expect(page.getByTestId("checkout-summary").getByTestId("subscription-terms")).toContainText(`${inCart}`)
    await page.goBack()
  })

  // the success page states them too
  await expect(page.getByTestId("subscription-terms")).toContainText(`${inCart}`)

  // the confirmation states the terms, at the price the product page and the cart stated, and carries the management link
  const confirmation = await outboxText("order-confirmation", (text) => text.includes(`order #${displayId}.`))
  expect([onProductPage, inCart]).toEqual([perDelivery(confirmation), perDelivery(confirmation)])
  expect(perDelivery(confirmation)).toBeTruthy()
  const link = confirmation.match(/Manage your subscription: (\S+)/)?.[1]
  expect(link, confirmation).toBeTruthy()
  const url = new URL(link!)
  expect(url.pathname).toBe("/subscription")
  const started = await subscriptionOfOrder(request, displayId)
  expect(started?.status).toBe("active")

  // a month on (the clock moved as SUBSCRIPTIONS_NOW moves it): a second order, paid, in the
  // Admin API, and its confirmation e-mail (once, at one width: the run renews every due subscription)
  if (!isMobile(test.info())) {
    const renewed = await renewDueAt(new Date(Date.now() + 32 * 24 * 3600_000))
    const response = await request.get(
      `${backendUrl}/admin/orders?fields=id,display_id,metadata,payment_status&limit=50&order=-created_at`,
      {
        headers: { authorization: `Bearer ${await adminToken(request)}` },
      },
    )
    const { orders } = (await response.json()) as {
      orders: { id: string; display_id: number; metadata: Record<string, unknown> | null; payment_status: string }[]
    }
    const renewal = orders.find((order) => order.metadata?.subscription_id === started!.id)
    expect(renewal, JSON.stringify(orders.map((order) => order.metadata))).toMatchObject({
      metadata: { renewal: true },
      payment_status: "captured",
    })
    expect(renewed).toContain(renewal!.id)
    expect(renewal!.display_id).toBeGreaterThan(displayId)
    const renewalMail = await outboxText("order-confirmation", (text) => text.includes(`order #${renewal!.display_id}.`))
    expect(renewalMail).toContain("Manage your subscription:")
    expect((await subscriptionOfOrder(request, displayId))?.orders.map((order) => order.display_id)).toEqual([
      displayId,
      renewal!.display_id,
    ])
  }

  // the page: status, next delivery, the lines and the price per delivery; never cached
  const answer = await request.get(`${url.pathname}${url.search}`)
  expect(answer.headers()["cache-control"]).toBe("private, no-store")
  await openHydrated(page, `${url.pathname}${url.search}`)
  await expect(page.getByTestId("subscription-status")).toHaveText("Active")
  // a line is named as in the order: product and size
  await expect(page.locator(".subscription-line")).toHaveText([
    new RegExp(`^${product.title}.* × 1\\s*Was €\\d+\\.\\d{2} now €\\d+\\.\\d{2}$`),
  ])
  await expect(page.getByTestId("price-per-delivery")).toHaveText(/^€\d+\.\d{2} \(shipping included\)$/)
  // each delivery's price row by row, as the cart's totals: the subscription alone is under the
  // free-shipping threshold, so it pays shipping; the rows add up; the e-mail states the same total
  const euros = async (testId: string) => Number((await page.getByTestId(testId).textContent())!.replace(/[^\d.]/g, ""))
  await expect(page.getByTestId("renewal-price").locator("dt")).toHaveText([
    "Subtotal",
    "Subscription discount (17%)",
    "Shipping",
    "Total per delivery",
  ])
  await expect(page.getByTestId("renewal-shipping")).toHaveText(/^€\d+\.\d{2}$/)
  const [subtotal, discount, shipping, total] = await Promise.all(
    ["renewal-subtotal", "renewal-discount", "renewal-shipping", "renewal-total"].map(euros),
  )
  expect(Math.round((subtotal - discount + shipping) * 100)).toBe(Math.round(total * 100))
  await expect(page.getByTestId("price-per-delivery")).toHaveText(`€${total.toFixed(2)} (shipping included)`)
  expect(confirmation).toContain(`Total per delivery: €${total.toFixed(2)}`)
  expect(confirmation).toContain(`Shipping (Standard Shipping): €${shipping.toFixed(2)}`)
  const first = await nextDelivery(page)
  expect(first.getTime()).toBeGreaterThan(Date.now())
  await expectAccessible(page)

  // skip: the next delivery moves on by a month
  await page.getByRole("button", { name: "Skip next delivery" }).click()
  await expect(page.getByTestId("subscription-result")).toContainText("Your next delivery is skipped.")
  await expect(page.getByTestId("subscription-result")).toBeFocused()
  await expect.poll(async () => (await nextDelivery(page)).getTime()).toBeGreaterThan(first.getTime() + 20 * 24 * 3600_000)
  const afterSkip = await nextDelivery(page)

  // pause: no next delivery, only resume and cancel offered
  await page.getByRole("button", { name: "Pause" }).click()
  await expect(page.getByTestId("subscription-result")).toContainText("Your subscription is paused.")
  await expect(page.getByTestId("subscription-status")).toHaveText("Paused")
  await expect(page.getByTestId("next-delivery")).toHaveText("None while paused")
  await expect(page.getByRole("button", { name: "Skip next delivery" })).toHaveCount(0)
  await expectAccessible(page)

  // resume: active again, and the skipped delivery stays skipped
  await page.getByRole("button", { name: "Resume" }).click()
  await expect(page.getByTestId("subscription-result")).toContainText("Your subscription is active again.")
  await expect(page.getByTestId("subscription-status")).toHaveText("Active")
  expect((await nextDelivery(page)).getTime()).toBe(afterSkip.getTime())

  // cancel asks first; keeping it changes nothing and gives the focus back
  await page.getByRole("button", { name: "Cancel subscription" }).click()
  await expect(page.getByRole("heading", { name: "Cancel your subscription?" })).toBeFocused()
  await expectAccessible(page)
  await page.getByRole("button", { name: "Keep subscription" }).click()
  await expect(page.getByRole("button", { name: "Cancel subscription" })).toBeFocused()
  expect((await subscriptionOfOrder(request, displayId))?.status).toBe("active")

  await page.getByRole("button", { name: "Cancel subscription" }).click()
  await page.getByRole("button", { name: "Yes, cancel subscription" }).click()
  await expect(page.getByTestId("subscription-result")).toContainText("Your subscription is cancelled.")
  await expect(page.getByTestId("subscription-status")).toHaveText("Cancelled")
  await expect(page.getByRole("button", { name: ACTIONS })).toHaveCount(0)
  await expectAccessible(page)
  expect((await subscriptionOfOrder(request, displayId))?.status).toBe("cancelled")

  // the link still shows the cancelled subscription; nothing more can be done with it
  await openHydrated(page, `${url.pathname}${url.search}`)
  await expect(page.getByTestId("subscription-status")).toHaveText("Cancelled")
  await expect(page.getByText("This subscription is cancelled.")).toBeVisible()
})
