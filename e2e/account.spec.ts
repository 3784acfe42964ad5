import { readFileSync } from "node:fs"
import { expect, test, type Page } from "@playwright/test"
import {
  addFromProductPage,
  adminToken,
  adminUrl,
  backendUrl,
  expectAccessible,
  isMobile,
  logInToAdmin,
  openHydrated,
  outboxText,
  PLACED_ORDER_URL,
} from "./support"

/**
 * The account without a password, at both widths: two orders placed as a guest, then signing in
 * with the code from the e-mail finds them; a subscription's delivery skipped and its delivery
 * address changed from the account (on the desktop, the admin's customer page then shows the
 * subscription with that address); an address saved and filled in at the next checkout; the data
 * downloaded; the account deleted, its orders anonymised in the Admin API and (desktop) on the
 * admin's order page.
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

test("a guest's orders in the account: sign in with the e-mailed code, skip a delivery, save an address, download the data, delete the account", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000)
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

  // change the subscription's delivery address: checked as the checkout checks it, then taken
  await page.getByRole("button", { name: "Change delivery address" }).click()
  const delivery = page.getByRole("form", { name: "New delivery address" })
  await expect(delivery.getByLabel("Address", { exact: true })).toHaveValue("Coolsingel 40")
  await delivery.getByLabel("Address", { exact: true }).fill("Oudegracht 12")
  await delivery.getByLabel("City").fill("Utrecht")
  await delivery.getByLabel("Postal code").fill("ABCDE")
  await delivery.getByRole("button", { name: "Save delivery address" }).click()
  await expect(delivery.getByText("Enter a valid postal code, for example")).toBeVisible()
  await delivery.getByLabel("Postal code").fill("3511 AP")
  await expectAccessible(page)
  await delivery.getByRole("button", { name: "Save delivery address" }).click()
  await expect(page.getByText("Done: your next deliveries go to the new address.")).toBeVisible()
  await expect(page.getByTestId("account-delivery-address")).toHaveText(
    "Delivered to: Anna de Vries, Oudegracht 12, 3511 AP Utrecht, Netherlands",
  )
  await expect(delivery).toHaveCount(0)

  // the seller's admin: the customer's page shows the subscription and where it now goes
  const adminAuth = { headers: { authorization: `Bearer ${await adminToken(request)}` } }
  // the same browser as the shopper's: the admin's session and the shopper's are apart, both keep working
  const admin = isMobile(testInfo) ? null : await page.context().newPage()
  if (admin) {
    const listed = await request.get(
      `${backendUrl}/admin/customers?q=${encodeURIComponent(email)}&fields=id,has_account&limit=10`,
      adminAuth,
    )
    const { customers } = (await listed.json()) as { customers: { id: string; has_account: boolean }[] }
    await logInToAdmin(admin)
    await admin.goto(adminUrl(`/customers/${customers.find((customer) => customer.has_account)!.id}`))
    const held = admin.getByTestId("customer-subscription")
    // the customer page makes several calls before its widgets show: generous on a busy machine
    await expect(held).toContainText("Oudegracht 12", { timeout: 30_000 })
    await expect(held).toContainText("Active")
    await expect(held.getByRole("link", { name: "See in Subscriptions" })).toBeVisible()
  }

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
  const response = await request.get(
    `${backendUrl}/admin/orders?q=${first}&fields=id,display_id,email,*shipping_address&limit=50`,
    adminAuth,
  )
  const { orders: found } = (await response.json()) as {
    orders: { id: string; display_id: number; email: string; shipping_address: { first_name: string } }[]
  }
  const kept = found.find((order) => order.display_id === first)!
  expect(kept.email).not.toBe(email)
  expect(kept.shipping_address.first_name).toBe("Anonymised")
  // and where the seller sees it: the admin's order page
  if (admin) {
    await admin.goto(adminUrl(`/orders/${kept.id}`))
    await expect(admin.getByText(`#${first}`).first()).toBeVisible({ timeout: 30_000 })
    await expect(admin.getByText("Anonymised").first()).toBeVisible()
    await expect(admin.getByText(/@deleted\.invalid/).first()).toBeVisible()
    await expect(admin.locator("body")).not.toContainText(email)
    await expect(admin.locator("body")).not.toContainText("Coolsingel")
    await admin.close()
  }
})

test("a sign-in link opened in another browser signs nobody in until the person confirms", async ({ browser, page }, testInfo) => {
  const email = `link-${testInfo.project.name}-${Date.now()}@example.com`
  await openHydrated(page, "/account/sign-in")
  await page.getByLabel("Email address").fill(email)
  await page.getByRole("button", { name: "Send me a code" }).click()
  await expect(page.getByTestId("code-sent")).toContainText("a sign-in code is on its way")
  const mail = await outboxText("sign-in-code", (text) => text.includes("Your sign-in code"), email)
  const link = new URL(/https?:\/\/\S+\/account\/sign-in\?token=\S+/.exec(mail)![0])

  // another browser (the one an attacker's link would reach): it asks first, and nobody is signed in
  const elsewhere = await browser.newContext()
  const opened = await elsewhere.newPage()
  // absolute addresses: a context of its own is opened without the project's base URL
  await openHydrated(opened, link.href)
  await expect(opened.getByTestId("sign-in-link-question")).toHaveText(`Sign in as l…@example.com?`)
  await expectAccessible(opened)
  const account = await elsewhere.newPage()
  await openHydrated(account, new URL("/account", link).href)
  await expect(account.getByText("You are not signed in.")).toBeVisible()
  await expect(account.getByRole("button", { name: "Download my data" })).toHaveCount(0)

  // the person confirms: signed in
  await opened.getByRole("button", { name: "Sign in", exact: true }).click()
  await expect(opened.getByRole("heading", { name: "Your account" })).toBeVisible({ timeout: 20_000 })
  await elsewhere.close()
})
