import { expect, test, type APIRequestContext, type Page } from "@playwright/test"
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { addFromProductPage, adminToken, backendUrl, euro, expectAccessible, openHydrated, PLACED_ORDER_URL, seeded } from "./support"

/**
 * One truth for money: on the cart, the checkout, the success page and the confirmation e-mail the
 * rows read Subtotal (VAT included, before discounts), each discount by name, Shipping, Total and
 * "Including EUR x VAT", and subtotal - discounts + shipping = total to the cent. Runs with the
 * test payment (the shop started without STRIPE_API_KEY).
 */

const resin = seeded("pure-himalayan-shilajit-resin")
const subscription = seeded("shilajit-monthly-subscription")
const ashwagandha = seeded("ashwagandha-root-powder")
const RESIN_15 = resin.variants[0]!.price // 34.95
const SUBSCRIPTION_PRICE = subscription.variants[0]!.price // 54.95
const SHIPPING = 6.99

type Rows = { subtotal: number; discounts: { label: string; cents: number }[]; shipping: number | null; total: number; vat: number }

const cents = (euros: number) => Math.round(euros * 100)
const euroCents = (value: number) => euro(value / 100)

/** At 375 px the checkout's summary is a bar that unfolds: unfold it to read or use what is inside. */
async function unfoldCheckoutSummary(page: Page) {
  if (!/\/checkout\/details$/.test(page.url())) return
  await expect(page.getByTestId("checkout-summary")).toBeAttached()
  const toggle = page.getByRole("button", { name: "Show order summary" })
  if (await toggle.isVisible()) await toggle.click()
}

/** Reads the totals block of the page and checks the sum rule and that each amount reads as its cents. */
async function expectRowsAddUp(page: Page, scope = page.locator("body")): Promise<Rows> {
  await unfoldCheckoutSummary(page)
  const totals = scope.getByTestId("totals")
  await expect(totals).toBeVisible()
  // Every cart here has its shipping priced (it starts with a country); after a change of address
  // the page shows "Calculated at checkout" for a moment until the cart's new method is read.
  await expect(totals.getByTestId("totals-shipping")).not.toHaveText("Calculated at checkout")
  const amount = async (testId: string) => Number(await totals.getByTestId(testId).getAttribute("data-cents"))
  const subtotal = await amount("totals-subtotal")
  const total = await amount("totals-total")
  // no VAT line where no VAT is charged
  const vat = (await totals.getByTestId("totals-vat").count()) ? await amount("totals-vat") : 0
  const shipping = await amount("totals-shipping")
  const discounts: Rows["discounts"] = []
  for (const row of await totals.locator(".totals__row--discount").all()) {
    const value = Number(await row.getByTestId("totals-discount").getAttribute("data-cents"))
    await expect(row.getByTestId("totals-discount")).toHaveText(`-${euroCents(value)}`)
    discounts.push({ label: ((await row.locator("dt").textContent()) ?? "").trim(), cents: value })
  }
  await expect(totals.getByTestId("totals-subtotal")).toHaveText(euroCents(subtotal))
  await expect(totals.getByTestId("totals-total")).toHaveText(euroCents(total))
  if (vat) await expect(totals.getByTestId("totals-vat")).toHaveText(`Including ${euroCents(vat)} VAT`)
  await expect(totals.getByTestId("totals-shipping")).toHaveText(shipping === 0 ? "Free" : euroCents(shipping))
  expect(subtotal - discounts.reduce((sum, row) => sum + row.cents, 0) + shipping).toBe(total)
  return { subtotal, discounts, shipping, total, vat }
}

/** 10% of 34.95 is 3.495: the discount row takes the cent that makes the rows add up to Medusa's total. */
function expectTenPercentOff(rows: Rows, code: string) {
  expect(rows.discounts).toHaveLength(1)
  expect(rows.discounts[0]!.label).toBe(`Code ${code}`)
  expect(Math.abs(rows.discounts[0]!.cents - cents(RESIN_15) * 0.1)).toBeLessThanOrEqual(0.5)
}

let buyer = 0
const newBuyer = () => `e2e-money-${Date.now()}-${++buyer}@example.com`

const ADDRESSES = {
  nl: { address: "Coolsingel 40", postalCode: "3011 AD", city: "Rotterdam", postalLabel: "Postal code", state: null },
  us: { address: "350 Fifth Avenue", postalCode: "10118", city: "New York", postalLabel: "ZIP code", state: "New York" },
}

/**
 * Fills the details as the country's form asks for them (the country first: it decides the postal
 * code's name and whether a state is asked for). `beforeState`: checks made while the state is still missing.
 */
async function fillDetails(page: Page, email: string, country: keyof typeof ADDRESSES, beforeState?: () => Promise<void>) {
  const where = ADDRESSES[country]
  await page.getByLabel("Country").selectOption(country)
  await page.getByLabel("Email").fill(email)
  await page.getByLabel("First name").fill("Anna")
  await page.getByLabel("Last name").fill("de Vries")
  await page.getByLabel("Address").fill(where.address)
  await page.getByLabel(where.postalLabel).fill(where.postalCode)
  await page.getByLabel("City").fill(where.city)
  await beforeState?.()
  if (where.state) await page.getByLabel("State").selectOption({ label: where.state })
  await page.getByRole("button", { name: "Continue to Payment" }).click()
  // saving the address, moving the cart to its region and pricing its shipping: three calls, slow on a busy machine
  await expect(page.getByRole("button", { name: "Place Test Order" })).toBeVisible({ timeout: 30_000 })
}

/** The order confirmation's text part, from the outbox the backend writes to without SMTP. */
async function confirmationEmailTo(email: string): Promise<string> {
  const outbox = join(process.env.DATA_DIR ?? join(__dirname, "../.data"), "outbox")
  let raw: string | undefined
  await expect
    .poll(
      () => {
        let files: string[] = []
        try {
          files = readdirSync(outbox).filter((file) => file.includes("order-confirmation") && file.includes(email))
        } catch {
          files = []
        }
        raw = files[0] && readFileSync(join(outbox, files[0]), "utf8")
        return Boolean(raw)
      },
      { timeout: 20_000 },
    )
    .toBe(true)
  // quoted-printable, UTF-8
  const text = raw!.split(/Content-Type: text\/html/i)[0]!
  const bytes = Buffer.from(
    text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  )
  return bytes.toString("utf8")
}

/** The e-mail's rows, read from its text; they must add up and agree with the success page. */
function emailRows(text: string): Rows {
  const amountOf = (line: string | undefined) => {
    if (!line) throw new Error("row missing from the e-mail")
    return /Free\s*$/.test(line) ? 0 : Math.round(Number(line.replace(/^.*€/, "").trim()) * 100)
  }
  const lines = text.split(/\r?\n/)
  const find = (pattern: RegExp) => lines.find((line) => pattern.test(line))
  const discounts = lines
    .filter((line) => /^(Subscription discount|Code |Discount).*: -€/.test(line))
    .map((line) => ({ label: line.replace(/: -€.*$/, ""), cents: amountOf(line) }))
  const vatLine = find(/^Including €[\d.,]+ VAT/)
  return {
    subtotal: amountOf(find(/^Subtotal: /)),
    discounts,
    shipping: amountOf(find(/^Shipping \(/)),
    total: amountOf(find(/^Total: /)),
    vat: vatLine ? Math.round(Number(vatLine.replace(/^Including €/, "").replace(/ VAT.*$/, "")) * 100) : 0,
  }
}

/** Places the order with the test payment and checks the success page and the e-mail against the checkout's rows. */
async function placeOrderAndCheck(page: Page, email: string, checkoutRows: Rows) {
  await page.getByRole("button", { name: "Place Test Order" }).click()
  await expect(page).toHaveURL(PLACED_ORDER_URL)
  await expect(page.getByRole("heading", { name: "Thank You for Your Purchase!" })).toBeVisible()
  const successRows = await expectRowsAddUp(page)
  expect(successRows).toEqual(checkoutRows)
  await expectAccessible(page)
  const mailRows = emailRows(await confirmationEmailTo(email))
  expect(mailRows).toEqual(checkoutRows)
  expect(mailRows.subtotal - mailRows.discounts.reduce((sum, row) => sum + row.cents, 0) + (mailRows.shipping ?? 0)).toBe(mailRows.total)
  return successRows
}

async function storeHeaders(request: APIRequestContext) {
  const config = (await (await request.get(`${backendUrl}/storefront-config`)).json()) as { publishable_key: string }
  return { "x-publishable-api-key": config.publishable_key }
}

async function productId(request: APIRequestContext, handle: string) {
  const response = await request.get(`${backendUrl}/store/products?handle=${handle}&fields=id`, { headers: await storeHeaders(request) })
  return ((await response.json()) as { products: { id: string }[] }).products[0]!.id
}

/** A promotion code made by the seller in the admin: 10% off the items (optionally only some products). */
async function createCode(request: APIRequestContext, code: string, options: { productIds?: string[]; limit?: number } = {}) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` }
  const response = await request.post(`${backendUrl}/admin/promotions`, {
    headers,
    data: {
      code,
      type: "standard",
      status: "active",
      is_automatic: false,
      ...(options.limit ? { limit: options.limit } : {}),
      application_method: {
        type: "percentage",
        target_type: "items",
        allocation: "across",
        value: 10,
        target_rules: options.productIds ? [{ attribute: "items.product.id", operator: "in", values: options.productIds }] : [],
      },
      rules: [],
    },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** Uses a code up: an order placed with it through the Store API, as another shopper would. */
async function placeOrderWithCode(request: APIRequestContext, code: string) {
  const headers = await storeHeaders(request)
  const regions = (await (await request.get(`${backendUrl}/store/regions?fields=id,name`, { headers })).json()) as {
    regions: { id: string; name: string }[]
  }
  const europe = regions.regions.find((region) => region.name === "Europe")!
  const variants = (await (
    await request.get(`${backendUrl}/store/products?handle=${resin.handle}&fields=*variants`, { headers })
  ).json()) as {
    products: { variants: { id: string }[] }[]
  }
  const created = await request.post(`${backendUrl}/store/carts`, {
    headers,
    data: {
      region_id: europe.id,
      email: newBuyer(),
      shipping_address: {
        first_name: "Ben",
        last_name: "Buyer",
        address_1: "Coolsingel 1",
        postal_code: "3011 AD",
        city: "Rotterdam",
        country_code: "nl",
      },
      items: [{ variant_id: variants.products[0]!.variants[0]!.id, quantity: 1 }],
    },
  })
  const cartId = ((await created.json()) as { cart: { id: string } }).cart.id
  expect((await request.post(`${backendUrl}/store/carts/${cartId}/promotion-codes`, { headers, data: { code } })).status()).toBe(200)
  const options = (await (await request.get(`${backendUrl}/store/shipping-options?cart_id=${cartId}`, { headers })).json()) as {
    shipping_options: { id: string }[]
  }
  await request.post(`${backendUrl}/store/carts/${cartId}/shipping-methods`, {
    headers,
    data: { option_id: options.shipping_options[0]!.id },
  })
  expect(
    (await request.post(`${backendUrl}/store/carts/${cartId}/checkout`, { headers, data: { provider_id: "pp_system_default" } })).status(),
  ).toBe(200)
  const completed = (await (await request.post(`${backendUrl}/store/carts/${cartId}/complete`, { headers })).json()) as { type: string }
  expect(completed.type).toBe("order")
}

test.describe("money adds up on every screen", () => {
  test("an NL order with a promotion code: cart, checkout, success page and e-mail", async ({ page, request }, testInfo) => {
    const code = `E2E10-${testInfo.project.name.toUpperCase()}-${Date.now()}`
    await createCode(request, code)
    const email = newBuyer()
    await addFromProductPage(page, resin.handle)
    await openHydrated(page, "/checkout")

    // plain cart: 34.95 + 6.99, VAT included
    let rows = await expectRowsAddUp(page)
    expect(rows).toMatchObject({ subtotal: cents(RESIN_15), discounts: [], shipping: cents(SHIPPING), total: cents(RESIN_15 + SHIPPING) })
    expect(rows.vat).toBe(Math.round((cents(RESIN_15 + SHIPPING) * 21) / 121))
    await expect(page.getByTestId("free-shipping-progress")).toHaveText(`${euro(50 - RESIN_15)} away from free shipping`)

    // the code in the cart: listed, named, removable
    await page.getByLabel("Promotion code").fill("NO-SUCH-CODE")
    await page.getByRole("button", { name: "Apply" }).click()
    await expect(page.getByTestId("promotion-code-error")).toHaveText("This code does not exist. Please check it and try again.")
    // typed in lower case: applied, under the code as the seller wrote it
    await page.getByLabel("Promotion code").fill(code.toLowerCase())
    await page.getByRole("button", { name: "Apply" }).click()
    await expect(page.getByTestId("applied-code")).toContainText(code)
    await expect(page.getByText("Code applied.")).toBeVisible()
    rows = await expectRowsAddUp(page)
    expectTenPercentOff(rows, code)
    await expectAccessible(page)
    await page.getByRole("button", { name: `Remove code ${code}` }).click()
    await expect(page.getByTestId("applied-code")).toHaveCount(0)
    await expect(page.getByText("Code applied.")).toHaveCount(0)
    await expect(page.locator(".totals__row--discount")).toHaveCount(0)

    // at checkout the field is there before the address step
    await page.getByRole("button", { name: "Proceed to Checkout" }).click()
    await expect(page).toHaveURL(/\/checkout\/details$/)
    await unfoldCheckoutSummary(page)
    await page.getByLabel("Promotion code").fill(code)
    await page.getByRole("button", { name: "Apply" }).click()
    await expect(page.getByTestId("applied-code")).toContainText(code)
    await fillDetails(page, email, "nl")
    const checkoutRows = await expectRowsAddUp(page)
    expectTenPercentOff(checkoutRows, code)
    expect(checkoutRows.shipping).toBe(cents(SHIPPING))
    await expectAccessible(page)
    await placeOrderAndCheck(page, email, checkoutRows)
  })

  test("a subscription line shows its discount; free shipping counts what the shopper pays", async ({ page }) => {
    const email = newBuyer()
    await addFromProductPage(page, subscription.handle)
    await openHydrated(page, "/checkout")
    const line = page.getByTestId("cart-line")
    const paid = Math.round(cents(SUBSCRIPTION_PRICE) * 0.83)
    await expect(line.getByTestId("line-price-original")).toHaveText(`Was ${euro(SUBSCRIPTION_PRICE)}`)
    await expect(line.getByTestId("line-total")).toContainText(euroCents(paid))
    let rows = await expectRowsAddUp(page)
    expect(rows.discounts).toEqual([{ label: "Subscription discount (17%)", cents: cents(SUBSCRIPTION_PRICE) - paid }])
    // 45.61 paid for the items is below the threshold of 50 after discounts: shipping is charged, and the cart says how much is missing
    expect(rows.shipping).toBe(cents(SHIPPING))
    await expect(page.getByTestId("free-shipping-progress")).toHaveText(`${euroCents(5000 - paid)} away from free shipping`)

    // two of them: free shipping
    await line.getByRole("button", { name: "Increase quantity" }).click()
    await expect(page.getByTestId("totals-shipping")).toHaveText("Free")
    await expect(page.getByTestId("free-shipping-progress")).toHaveCount(0)
    rows = await expectRowsAddUp(page)
    expect(rows.subtotal).toBe(cents(SUBSCRIPTION_PRICE * 2))

    await page.getByRole("button", { name: "Proceed to Checkout" }).click()
    await fillDetails(page, email, "nl")
    const checkoutRows = await expectRowsAddUp(page)
    expect(checkoutRows).toEqual(rows)
    const success = await placeOrderAndCheck(page, email, checkoutRows)
    await expect(page.getByTestId("order-line").getByTestId("line-price-original")).toHaveText(`Was ${euro(SUBSCRIPTION_PRICE * 2)}`)
    expect(success.shipping).toBe(0)
  })

  test("a Worldwide (US) order: the state asked for, no VAT line, the rows still add up, and the e-mail writes the address as the US does", async ({
    page,
  }) => {
    const email = newBuyer()
    await addFromProductPage(page, resin.handle)
    await openHydrated(page, "/checkout/details")
    await fillDetails(page, email, "us", async () => {
      // without the state the form says so and goes to it; nothing is saved
      await page.getByRole("button", { name: "Continue to Payment" }).click()
      await expect(page.getByText("Choose the state.")).toBeVisible()
      await expect(page.getByLabel("State")).toBeFocused()
      await expect(page.getByRole("button", { name: "Place Test Order" })).toHaveCount(0)
      // a ZIP code as the US writes them
      await page.getByLabel("ZIP code").fill("1011")
      await page.getByLabel("State").selectOption({ label: "New York" })
      await page.getByRole("button", { name: "Continue to Payment" }).click()
      await expect(page.getByText("Enter a valid ZIP code, for example 10118.")).toBeVisible()
      await page.getByLabel("ZIP code").fill("10118")
    })
    const rows = await expectRowsAddUp(page)
    expect(rows.vat).toBe(0)
    await expect(page.getByTestId("totals-vat")).toHaveCount(0)
    expect(rows.subtotal - rows.discounts.reduce((sum, row) => sum + row.cents, 0) + (rows.shipping ?? 0)).toBe(rows.total)
    await placeOrderAndCheck(page, email, rows)
    const mail = await confirmationEmailTo(email)
    expect(mail).toMatch(/Shipping to:\r?\nAnna de Vries\r?\n350 Fifth Avenue\r?\nNew York, NY 10118\r?\nUnited States\r?\n/)
    expect(mail).not.toMatch(/Including €0\.00 VAT/)
  })
})

test.describe("codes the shopper cannot use are told apart", () => {
  test("a used-up code and a code for other products each get their own message", async ({ page, request }, testInfo) => {
    const stamp = `${testInfo.project.name.toUpperCase()}-${Date.now()}`
    const usedUp = `E2E-ONCE-${stamp}`
    const otherProducts = `E2E-ASHWA-${stamp}`
    await createCode(request, usedUp, { limit: 1 })
    await createCode(request, otherProducts, { productIds: [await productId(request, ashwagandha.handle)] })
    await placeOrderWithCode(request, usedUp)

    await addFromProductPage(page, resin.handle)
    await openHydrated(page, "/checkout")
    await page.getByLabel("Promotion code").fill(usedUp)
    await page.getByRole("button", { name: "Apply" }).click()
    await expect(page.getByTestId("promotion-code-error")).toHaveText("This code has already been used.")
    await page.getByLabel("Promotion code").fill(otherProducts)
    await page.getByRole("button", { name: "Apply" }).click()
    await expect(page.getByTestId("promotion-code-error")).toHaveText("This code does not apply to the items in your cart.")
    await expect(page.getByTestId("applied-code")).toHaveCount(0)
    await expectRowsAddUp(page)
  })
})

test.describe("honest outcomes", () => {
  test("stock gone before paying: the failure is shown and the cart is kept", async ({ page, request }) => {
    await addFromProductPage(page, resin.handle)
    await openHydrated(page, "/checkout/details")
    await fillDetails(page, newBuyer(), "nl")

    const headers = { authorization: `Bearer ${await adminToken(request)}` }
    const sku = (resin.variants[0] as { sku?: string }).sku!
    const { inventory_items } = (await (
      await request.get(`${backendUrl}/admin/inventory-items?sku=${sku}&fields=id,*location_levels`, { headers })
    ).json()) as {
      inventory_items: { id: string; location_levels: { location_id: string; stocked_quantity: number; reserved_quantity: number }[] }[]
    }
    const item = inventory_items[0]!
    const setStock = (locationId: string, stocked: number) =>
      request.post(`${backendUrl}/admin/inventory-items/${item.id}/location-levels/${locationId}`, {
        headers,
        data: { stocked_quantity: stocked },
      })
    try {
      for (const level of item.location_levels) expect((await setStock(level.location_id, level.reserved_quantity)).ok()).toBe(true)
      await page.getByRole("button", { name: "Place Test Order" }).click()
      await expect(page).toHaveURL(/\/checkout\/success$/)
      await expect(page.getByRole("heading", { name: "Your order could not be placed" })).toBeVisible()
      await expect(page.getByText("Thank You for Your Purchase!")).toHaveCount(0)
      await expect(page.getByText(/no longer in stock/)).toBeVisible()
      await expectAccessible(page)
      await page.getByRole("link", { name: "Return to Cart" }).click()
      await expect(page).toHaveURL(/\/checkout$/)
      await expect(page.getByTestId("cart-line")).toHaveCount(1)
      // the item is named and marked there, with how many are left
      await expect(page.getByTestId("cart-line-stock")).toHaveText(`${resin.title} ${resin.variants[0]!.title} is sold out.`)
    } finally {
      for (const level of item.location_levels) await setStock(level.location_id, level.stocked_quantity)
    }
  })

  test("the success page without a cart claims no order", async ({ page }) => {
    await openHydrated(page, "/checkout/success")
    await expect(page.getByRole("heading", { name: "No order in progress" })).toBeVisible()
    await expect(page.getByText("Thank You for Your Purchase!")).toHaveCount(0)
    await expect(page.getByText(/successfully processed/)).toHaveCount(0)
    await expectAccessible(page)
  })
})
