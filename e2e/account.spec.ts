import { readFileSync } from "node:fs"
import { expect, test, type Page } from "@playwright/test"
import { addFromProductPage, adminToken, backendUrl, expectAccessible, isMobile, openHydrated, outboxText, PLACED_ORDER_URL } from "./support"

/**
 * The account without a password, at both widths: two orders placed as a guest, then signing in
 * with the code from the e-mail finds them; a subscription's delivery skipped from the account; an
 * address saved and filled in at the next checkout; the data downloaded; the account deleted, its
 * orders anonymised in the admin.
 */
const RESIN = "pure-himalayan-shilajit-resin"
const SUBSCRIPTION = "shilajit-monthly-subscription"

/** Buys one unit as a guest with the test payment, with this e-mail address; the order's number. */
async function buyAsGuest(page: Page, handle: string, email: string) {
  await addFromProductPage(page, handle)
  await openHydrated(page, "/checkout")
  await page.getByRole("button", { name: "Proceed to Checkout" }).click()
  await page.getByLabel("Email").fill(email)
  await page.getByLabel("First name").fill("Anna")
  await page.getByLabel("Last name").fill("de Vries")
  await page.getByLabel("Address", { exact: true }).fill("Coolsingel 40")
  await page.getByLabel("Postal code").fill("3011 AD")
  await page.getByLabel("City").fill("Rotterdam")
  await page.getByLabel("Country").selectOption("nl")
  await page.getByRole("button", { name: "Continue to Payment" }).click()
  await page.getByRole("button", { name: "Place Test Order" }).click()
  await expect(page).toHaveURL(PLACED_ORDER_URL, { timeout: 30_000 })
  return Number((await page.getByTestId("order-number").textContent())?.replace(/\D/g, ""))
}

test("a guest's orders in the account: sign in with the e-mailed code, skip a delivery, save an address, download the data, delete the account", async ({ page, request }, testInfo) => {
  test.setTimeout(240_000)
  const email = `account-${testInfo.project.name}-${Date.now()}@example.com`
  const first = await buyAsGuest(page, RESIN, email)
  const second = await buyAsGuest(page, SUBSCRIPTION, email)

  // "Account" in the header (in the menu on a phone)
  await openHydrated(page, "/")
  if (isMobile(testInfo)) {
    await page.getByRole("button", { name: "Open menu" }).click()
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Account" }).click()
  } else {
    await page.getByRole("banner").getByRole("link", { name: "Account" }).click()
  }
  await expect(page).toHaveURL(/\/account$/)
  await page.getByRole("link", { name: "Sign in" }).click()
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel("Email address").fill(email)
  await page.getByRole("button", { name: "Send me a code" }).click()
  await expect(page.getByTestId("code-sent")).toContainText("a sign-in code is on its way")
  const mail = await outboxText("sign-in-code", (text) => text.includes("Your sign-in code"), email)
  const code = /sign-in page: (\d{6})/.exec(mail)![1]!
  await page.getByLabel("6-digit code").fill(code)
  await page.getByRole("button", { name: "Sign in", exact: true }).click()

  // the two guest orders are in the account
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible({ timeout: 20_000 })
  const orders = page.getByTestId("account-orders")
  await expect(orders.getByText(`Order #${first}`, { exact: true })).toBeVisible()
  await expect(orders.getByText(`Order #${second}`, { exact: true })).toBeVisible()
  await expect(page.getByRole("link", { name: `See order #${first}` })).toBeVisible()
  await expectAccessible(page)

  // skip the next delivery
  const nextDelivery = page.getByTestId("account-next-delivery")
  const before = await nextDelivery.textContent()
  await page.getByRole("button", { name: "Skip next delivery" }).click()
  await expect(nextDelivery).not.toHaveText(before!)

  // save an address; the next checkout fills it in
  await page.getByLabel("First name").fill("Anna")
  await page.getByLabel("Last name").fill("de Vries")
  await page.getByLabel("Address", { exact: true }).fill("Keizersgracht 100")
  await page.getByLabel("Postal code").fill("1015 CX")
  await page.getByLabel("City").fill("Amsterdam")
  await page.getByRole("button", { name: "Save address" }).click()
  await expect(page.getByTestId("account-addresses")).toContainText("Keizersgracht 100")
  await addFromProductPage(page, RESIN)
  await openHydrated(page, "/checkout")
  await page.getByRole("button", { name: "Proceed to Checkout" }).click()
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue("Keizersgracht 100")
  await expect(page.getByLabel("City")).toHaveValue("Amsterdam")
  await expect(page.getByLabel("Email")).toHaveValue(email)

  // download my data
  await openHydrated(page, "/account")
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download my data" }).click()])
  const data = JSON.parse(readFileSync((await download.path())!, "utf8")) as { customer: { email: string }; orders: unknown[] }
  expect(data.customer.email).toBe(email)
  expect(data.orders).toHaveLength(2)

  // delete the account (the subscription cancelled first); the orders stay, anonymised
  await page.getByRole("button", { name: "Cancel subscription" }).click()
  await expect(page.getByRole("button", { name: "Skip next delivery" })).toHaveCount(0)
  await page.getByLabel('Type "delete my account" to confirm').fill("delete my account")
  await page.getByRole("button", { name: "Delete my account" }).click()
  await expect(page.getByText("Your account is deleted.")).toBeVisible({ timeout: 20_000 })
  const response = await request.get(`${backendUrl}/admin/orders?q=${first}&fields=display_id,email,*shipping_address&limit=50`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  })
  const { orders: found } = (await response.json()) as { orders: { display_id: number; email: string; shipping_address: { first_name: string } }[] }
  const kept = found.find((order) => order.display_id === first)!
  expect(kept.email).not.toBe(email)
  expect(kept.shipping_address.first_name).toBe("Anonymised")
})
