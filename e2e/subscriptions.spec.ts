import { expect, test, type APIRequestContext, type Page } from "@playwright/test"
import { adminToken, backendUrl, buyWithTestPayment, expectAccessible, openHydrated, outboxText, seeded } from "./support"

/**
 * Monthly subscriptions from the shopper's side: a subscription product says what it is, buying it
 * with the test payment starts a subscription whose confirmation e-mail links to the management
 * page, and there the shopper skips, pauses, resumes and cancels, at both widths. A forged link
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
  await page.route(/\/store\/subscriptions/, (route) => route.continue({ headers: { ...route.request().headers(), "x-forwarded-for": address } }))
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

test("a buyer skips, pauses, resumes and cancels a subscription from the confirmation's link", async ({ page, request }) => {
  test.skip(stripeMode, "buys with the test payment: the shop runs with Stripe")
  test.setTimeout(240_000)
  await asNewClient(page)

  // the product page and the cart say what the subscription is
  await openHydrated(page, `/product/${product.handle}`)
  const terms = page.locator(".product-detail").getByTestId("subscription-terms")
  await expect(terms).toHaveText(TERMS)
  await expect(terms).toContainText("subscription discount")
  const displayId = await buyWithTestPayment(page, product.handle, async () => {
    const line = page.getByTestId("cart-line").getByTestId("subscription-terms")
    await expect(line).toHaveText(TERMS)
    // the cart's figure is Medusa's discounted line total
    const paid = (await page.getByTestId("line-total").locator(".line-price__paid").textContent())?.replace("now ", "")
    await expect(line).toContainText(`${paid} per delivery with the`)
  })

  // the confirmation states the terms and carries the management link
  const confirmation = await outboxText("order-confirmation", (text) => text.includes(`order #${displayId}.`))
  expect(confirmation).toContain("per delivery")
  const link = confirmation.match(/Manage your subscription: (\S+)/)?.[1]
  expect(link, confirmation).toBeTruthy()
  const url = new URL(link!)
  expect(url.pathname).toBe("/subscription")
  const started = await subscriptionOfOrder(request, displayId)
  expect(started?.status).toBe("active")

  // the page: status, next delivery, the lines and the price per delivery; never cached
  const answer = await request.get(`${url.pathname}${url.search}`)
  expect(answer.headers()["cache-control"]).toBe("private, no-store")
  await openHydrated(page, `${url.pathname}${url.search}`)
  await expect(page.getByTestId("subscription-status")).toHaveText("Active")
  // a line is named as in the order: product and size
  await expect(page.locator(".subscription-line")).toHaveText([new RegExp(`^${product.title}.* × 1\\s*€\\d+\\.\\d{2}$`)])
  await expect(page.getByTestId("price-per-delivery")).toHaveText(/^€\d+\.\d{2} \(shipping included\)$/)
  const first = await nextDelivery(page)
  expect(first.getTime()).toBeGreaterThan(Date.now())
  await expectAccessible(page)

  // skip: the next delivery moves on by a month
  await page.getByRole("button", { name: "Skip next delivery" }).click()
  await expect(page.getByTestId("subscription-result")).toContainText("Your next delivery is skipped.")
  await expect(page.getByTestId("subscription-result")).toBeFocused()
  await expect.poll(async () => (await nextDelivery(page)).getTime()).toBeGreaterThan(first.getTime() + 20 * 24 * 3600_000)

  // pause: no next delivery, only resume and cancel offered
  await page.getByRole("button", { name: "Pause" }).click()
  await expect(page.getByTestId("subscription-result")).toContainText("Your subscription is paused.")
  await expect(page.getByTestId("subscription-status")).toHaveText("Paused")
  await expect(page.getByTestId("next-delivery")).toHaveText("None while paused")
  await expect(page.getByRole("button", { name: "Skip next delivery" })).toHaveCount(0)
  await expectAccessible(page)

  // resume: active again with a next date
  await page.getByRole("button", { name: "Resume" }).click()
  await expect(page.getByTestId("subscription-result")).toContainText("Your subscription is active again.")
  await expect(page.getByTestId("subscription-status")).toHaveText("Active")
  expect((await nextDelivery(page)).getTime()).toBeGreaterThan(Date.now())

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
