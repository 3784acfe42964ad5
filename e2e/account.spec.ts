import { readFileSync } from "node:fs"
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test"
import {
  addFromProductPage,
  adminToken,
  adminUrl,
  backendUrl,
  expectAccessible,
  isMobile,
  logInToAdmin,
  newClientAddress,
  openBeforeHydration,
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

/** The storefront's cookie of a signed-in customer's session, as the browser keeps it. */
const SESSION_COOKIE = "shop_account"
const sessionCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE)

/** A browser with JavaScript off, a client of its own for the rate limits. */
async function contextWithoutJavaScript(browser: Browser) {
  return browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": newClientAddress() } })
}

/**
 * The page opened at the part with this heading, scrolled down so that the heading sits just below
 * the fixed header (72 px, the page's scroll-padding), not at the page's top, where it starts lower.
 */
async function expectOpenedAt(page: Page, heading: string) {
  const box = await page.getByRole("heading", { name: heading, exact: true }).boundingBox()
  expect(box?.y).toBeGreaterThanOrEqual(60)
  expect(box?.y).toBeLessThan(120)
}

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

/**
 * Asks for a sign-in code on a page without JavaScript and answers the one the e-mail brought (not
 * one of `used`, to which it is added).
 */
async function askForCodeWithoutJavaScript(page: Page, email: string, used: string[] = []) {
  await page.goto("/account/sign-in")
  await page.getByLabel("Email address").fill(email)
  await page.getByRole("button", { name: "Send me a code" }).click()
  // the page the action's redirect opened (Post/Redirect/Get): the code's step
  await expect(page).toHaveURL(/\/account\/sign-in$/)
  await expect(page.getByTestId("code-sent")).toContainText(
    `a sign-in code is on its way. It works for 10 minutes. We sent it to ${email}.`,
  )
  const mail = await outboxText(
    "sign-in-code",
    (text) => text.includes("Your sign-in code") && !used.some((code) => text.includes(code)),
    email,
  )
  const code = /sign-in page: (\d{6})/.exec(mail)![1]!
  used.push(code)
  return code
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
  // nobody signed in yet: the account sends to its sign-in page
  await expect(page).toHaveURL(/\/account\/sign-in$/)
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
  await expect(page.getByRole("heading", { name: "Your account", exact: true })).toBeVisible({ timeout: 20_000 })
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
  await expect(account).toHaveURL(/\/account\/sign-in$/)
  await expect(account.getByRole("button", { name: "Download my data" })).toHaveCount(0)
  expect(await sessionCookie(elsewhere)).toBeUndefined()

  // the person confirms: signed in
  await opened.getByRole("button", { name: "Sign in", exact: true }).click()
  await expect(opened.getByRole("heading", { name: "Your account", exact: true })).toBeVisible({ timeout: 20_000 })
  expect(await sessionCookie(elsewhere)).toBeDefined()
  await elsewhere.close()
})

test("without JavaScript: signing in with the code, a change of the account and signing out; the session is an HttpOnly, SameSite=Lax cookie, new at each sign-in", async ({
  browser,
}, testInfo) => {
  test.skip(isMobile(testInfo), "the server's answers: the same at every width")
  const context = await contextWithoutJavaScript(browser)
  const page = await context.newPage()
  const email = `nojs-account-${Date.now()}@example.com`
  const codes: string[] = []
  const askForCode = () => askForCodeWithoutJavaScript(page, email, codes)

  // a wrong code: refused on the page the server renders, the address kept for the next try
  const first = await askForCode()
  await page.getByLabel("6-digit code").fill(first === "000000" ? "111111" : "000000")
  await page.getByRole("button", { name: "Sign in", exact: true }).click()
  await expect(page.getByRole("alert")).toBeVisible()
  await expect(page.getByTestId("code-sent")).toContainText(email)
  expect(await sessionCookie(context)).toBeUndefined()
  await page.getByLabel("6-digit code").fill(first)
  await page.getByRole("button", { name: "Sign in", exact: true }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible()
  const session = await sessionCookie(context)
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" })

  // a change of the account: an address saved, the newsletter asked for
  await page.getByLabel("First name").fill("Nora")
  await page.getByLabel("Last name").fill("Script")
  await page.getByLabel("Address", { exact: true }).fill("Lijnbaan 1")
  await page.getByLabel("Postal code").fill("3012 EA")
  await page.getByLabel("City").fill("Rotterdam")
  await page.getByRole("button", { name: "Save address" }).click()
  // the page the redirect opens is scrolled to the part the form belongs to, not to its top
  await expect(page).toHaveURL(/\/account#addresses-title$/)
  await expectOpenedAt(page, "Saved addresses")
  await expect(page.getByTestId("account-addresses")).toContainText("Lijnbaan 1")
  await page.getByRole("button", { name: "Subscribe to the newsletter" }).click()
  await expect(page).toHaveURL(/\/account#newsletter-title$/)
  await expectOpenedAt(page, "Newsletter")
  await expect(page.getByTestId("account-newsletter")).toHaveText("Please confirm your subscription with the link we e-mailed you.")

  // signing out ends the cookie; the account then sends to the sign-in page
  await page.getByRole("button", { name: "Sign out", exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  expect(await sessionCookie(context)).toBeUndefined()
  await page.goto("/account")
  await expect(page).toHaveURL(/\/account\/sign-in$/)

  // signing in again: a new session, not the one before
  const second = await askForCode()
  await page.getByLabel("6-digit code").fill(second)
  await page.getByRole("button", { name: "Sign in", exact: true }).click()
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible()
  const again = await sessionCookie(context)
  expect(again).toMatchObject({ httpOnly: true, sameSite: "Lax" })
  expect(again!.value).not.toBe(session!.value)
  await context.close()
})

test("without JavaScript: a subscription's delivery address changed, typed (a refusal keeps the form open with what was typed) and from a saved address; opened before the page is interactive", async ({
  browser,
  page,
}, testInfo) => {
  test.skip(isMobile(testInfo), "the server's answers: the same at every width")
  test.setTimeout(300_000)
  const email = `nojs-delivery-${Date.now()}@example.com`
  await buyAsGuest(page, SUBSCRIPTION, email)
  const context = await contextWithoutJavaScript(browser)
  const shopper = await context.newPage()
  const code = await askForCodeWithoutJavaScript(shopper, email)
  await shopper.getByLabel("6-digit code").fill(code)
  await shopper.getByRole("button", { name: "Sign in", exact: true }).click()
  await expect(shopper.getByText(`Signed in as ${email}.`)).toBeVisible()

  // two saved addresses: one in the subscription's region, one outside it (Switzerland: another region's price)
  const saveAddress = async (address: string, postalCode: string, city: string, country: string) => {
    const form = shopper.getByRole("form", { name: "Add an address" })
    await form.getByLabel("First name").fill("Nora")
    await form.getByLabel("Last name").fill("Script")
    await form.getByLabel("Country").selectOption(country)
    await form.getByLabel("Address", { exact: true }).fill(address)
    await form.getByLabel("Postal code").fill(postalCode)
    await form.getByLabel("City").fill(city)
    await form.getByRole("button", { name: "Save address" }).click()
    await expect(shopper.getByTestId("account-addresses")).toContainText(address)
  }
  await saveAddress("Lijnbaan 1", "3012 EA", "Rotterdam", "nl")
  await saveAddress("Bahnhofstrasse 1", "8001", "Zürich", "ch")

  // the button opens the form on the page the server renders: the current address filled in, the
  // region's countries offered (from the server, no script asked for them), its saved address only
  const change = shopper.getByRole("button", { name: "Change delivery address" })
  await expect(change).toHaveAttribute("aria-expanded", "false")
  await change.click()
  await expect(shopper).toHaveURL(/\/account\?change=[^&#]+#subscription-/)
  await expect(change).toHaveAttribute("aria-expanded", "true")
  const delivery = shopper.getByRole("form", { name: "New delivery address" })
  await expect(delivery.getByLabel("Address", { exact: true })).toHaveValue("Coolsingel 40")
  await expect(delivery.getByLabel("Country")).toHaveValue("nl")
  await expect(delivery.getByLabel("Country").getByRole("option", { name: "Germany" })).toHaveCount(1)
  await expect(delivery.getByLabel("Country").getByRole("option", { name: "Switzerland" })).toHaveCount(0)
  const savedChoice = delivery.getByLabel("Fill in a saved address")
  await expect(savedChoice.getByRole("option", { name: /Lijnbaan 1/ })).toHaveCount(1)
  await expect(savedChoice.getByRole("option", { name: /Bahnhofstrasse/ })).toHaveCount(0)

  // a new address the server refuses: the page it renders has the form open, what was typed kept
  await delivery.getByLabel("Address", { exact: true }).fill("Oudegracht 12")
  await delivery.getByLabel("City").fill("Utrecht")
  await delivery.getByLabel("Postal code").fill("ABCDE")
  await delivery.getByRole("button", { name: "Save delivery address" }).click()
  await expect(delivery.getByText("Enter a valid postal code, for example")).toBeVisible()
  // the page the server renders opens at the subscription's address, not at its top
  await expect(shopper).toHaveURL(/\/account#subscription-[^#]+-delivery$/)
  await expect(delivery).toBeInViewport()
  await expect(delivery.getByLabel("Address", { exact: true })).toHaveValue("Oudegracht 12")
  await expect(delivery.getByLabel("City")).toHaveValue("Utrecht")
  await expect(delivery.getByLabel("Postal code")).toHaveValue("ABCDE")
  await expect(shopper.getByTestId("account-delivery-address")).toContainText("Coolsingel 40")

  // corrected: taken, the page the redirect opens shows the new address, the form closed
  await delivery.getByLabel("Postal code").fill("3511 AP")
  await delivery.getByRole("button", { name: "Save delivery address" }).click()
  await expect(shopper.getByText("Done: your next deliveries go to the new address.")).toBeVisible()
  await expect(shopper.getByTestId("account-delivery-address")).toHaveText(
    "Delivered to: Anna de Vries, Oudegracht 12, 3511 AP Utrecht, Netherlands",
  )
  await expect(delivery).toHaveCount(0)
  await expect(change).toHaveAttribute("aria-expanded", "false")

  // a saved address chosen (nothing typed): the subscription delivers there
  await change.click()
  await delivery.getByLabel("Fill in a saved address").selectOption({ label: "Nora Script, Lijnbaan 1, 3012 EA Rotterdam, Netherlands" })
  await delivery.getByRole("button", { name: "Save delivery address" }).click()
  await expect(shopper.getByTestId("account-delivery-address")).toHaveText(
    "Delivered to: Nora Script, Lijnbaan 1, 3012 EA Rotterdam, Netherlands",
  )
  await expect(delivery).toHaveCount(0)

  // opened, then closed again by the same button without sending anything
  await change.click()
  await expect(delivery).toBeVisible()
  await change.click()
  await expect(delivery).toHaveCount(0)
  await expect(shopper).not.toHaveURL(/change=/)

  // with JavaScript, before the page is interactive (its scripts held back): the button's GET opens
  // the form; once hydrated, the change is sent in place
  const interactive = await browser.newContext({
    storageState: await context.storageState(),
    extraHTTPHeaders: { "x-forwarded-for": newClientAddress() },
  })
  await context.close()
  const early = await interactive.newPage()
  const hydrate = await openBeforeHydration(early, "/account")
  await early.getByRole("button", { name: "Change delivery address" }).click()
  await expect(early).toHaveURL(/\/account\?change=/)
  const earlyForm = early.getByRole("form", { name: "New delivery address" })
  await expect(earlyForm.getByLabel("Address", { exact: true })).toHaveValue("Lijnbaan 1")
  await hydrate()
  await earlyForm.getByLabel("Address", { exact: true }).fill("Lijnbaan 2")
  await earlyForm.getByRole("button", { name: "Save delivery address" }).click()
  await expect(early.getByText("Done: your next deliveries go to the new address.")).toBeVisible()
  await expect(early.getByTestId("account-delivery-address")).toHaveText(
    "Delivered to: Nora Script, Lijnbaan 2, 3012 EA Rotterdam, Netherlands",
  )
  await expect(earlyForm).toHaveCount(0)
  await interactive.close()
})

test("the e-mail address typed before the page is interactive is kept, and the code is asked for", async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo), "the same form at every width")
  await page.setExtraHTTPHeaders({ "x-forwarded-for": newClientAddress() })
  const email = `early-account-${Date.now()}@example.com`
  const hydrate = await openBeforeHydration(page, "/account/sign-in")
  await page.getByLabel("Email address").fill(email)
  await hydrate()
  await expect(page.getByLabel("Email address")).toHaveValue(email)
  await page.getByRole("button", { name: "Send me a code" }).click()
  await expect(page.getByTestId("code-sent")).toContainText(`We sent it to ${email}.`)
  await expect(page.getByLabel("6-digit code")).toBeFocused()
})
