import { expect, test, type APIRequestContext, type Browser, type BrowserContext } from "@playwright/test"
import { adminHeaders, backendUrl, newClientAddress, openBeforeHydration, seeded } from "./support"

/**
 * The cart's and the checkout's forms post to their page's action: a promotion code and the
 * checkout's details work without JavaScript and keep what was typed before the scripts loaded.
 */

const resin = seeded("pure-himalayan-shilajit-resin")
const storefrontUrl = process.env.STOREFRONT_URL ?? "http://localhost:8000"

async function storeHeaders(request: APIRequestContext) {
  const config = (await (await request.get(`${backendUrl}/storefront-config`)).json()) as { publishable_key: string }
  return { "x-publishable-api-key": config.publishable_key }
}

/** A cart with one jar of resin, made through the Store API, as the add-to-cart button makes it; its id. */
async function cartWithResin(request: APIRequestContext): Promise<string> {
  const headers = await storeHeaders(request)
  const { regions } = (await (await request.get(`${backendUrl}/store/regions?fields=id,name`, { headers })).json()) as {
    regions: { id: string; name: string }[]
  }
  const { products } = (await (
    await request.get(`${backendUrl}/store/products?handle=${resin.handle}&fields=*variants`, { headers })
  ).json()) as { products: { variants: { id: string }[] }[] }
  const created = await request.post(`${backendUrl}/store/carts`, {
    headers,
    data: {
      region_id: regions.find((region) => region.name === "Europe")!.id,
      shipping_address: { country_code: "nl" },
      items: [{ variant_id: products[0]!.variants[0]!.id, quantity: 1 }],
    },
  })
  expect(created.ok()).toBe(true)
  return ((await created.json()) as { cart: { id: string } }).cart.id
}

/** The cart as the Store API has it: its codes, e-mail and address. */
async function storedCart(request: APIRequestContext, cartId: string) {
  const response = await request.get(`${backendUrl}/store/carts/${cartId}?fields=email,*shipping_address,*promotions`, {
    headers: await storeHeaders(request),
  })
  return (
    (await response.json()) as {
      cart: {
        email: string | null
        shipping_address: { first_name: string | null; address_1: string | null; city: string | null } | null
        promotions: { code: string }[]
      }
    }
  ).cart
}

/** A promotion code made by the seller: 10% off the items. */
async function createCode(request: APIRequestContext, code: string) {
  const response = await request.post(`${backendUrl}/admin/promotions`, {
    headers: await adminHeaders(request),
    data: {
      code,
      type: "standard",
      status: "active",
      is_automatic: false,
      application_method: { type: "percentage", target_type: "items", allocation: "across", value: 10, target_rules: [] },
      rules: [],
    },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** The shopper's cart cookie, as the storefront writes it. */
const cartCookie = (cartId: string) => ({ name: "cart_id", value: cartId, url: storefrontUrl })

/** A browser with JavaScript off holding a cart (a client of its own for the rate limits). */
async function withoutJavaScript(browser: Browser, cartId: string): Promise<BrowserContext> {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": newClientAddress() } })
  await context.addCookies([cartCookie(cartId)])
  return context
}

test.describe("promotion code", () => {
  for (const path of ["/checkout", "/checkout/details"]) {
    test(`on ${path} without JavaScript: a refused code is kept with the backend's words, then the code is applied`, async ({
      browser,
      request,
    }) => {
      const code = `NOJS-${path.length}-${Date.now()}`
      await createCode(request, code)
      const cartId = await cartWithResin(request)
      const context = await withoutJavaScript(browser, cartId)
      const page = await context.newPage()
      await page.goto(path)
      const field = page.getByLabel("Promotion code")
      await field.fill("NO-SUCH-CODE")
      await page.getByRole("button", { name: "Apply" }).click()
      await expect(page.getByTestId("promotion-code-error")).toHaveText("This code does not exist. Please check it and try again.")
      await expect(field).toHaveValue("NO-SUCH-CODE")
      await expect(field).toBeFocused()
      await field.fill(code.toLowerCase())
      await page.getByRole("button", { name: "Apply" }).click()
      // redirected to the page (Post/Redirect/Get), which reads the cart with the code on it
      await expect(page).toHaveURL(new RegExp(`${path.replace("/", "\\/")}$`))
      await expect(page.getByTestId("applied-code")).toContainText(code)
      await expect(page.getByText("Code applied.")).toBeVisible()
      await expect(page.locator(".totals__row--discount")).toHaveCount(1)
      expect((await storedCart(request, cartId)).promotions.map((promotion) => promotion.code)).toEqual([code])
      // and taken off again, a form of its own
      await page.getByRole("button", { name: `Remove code ${code}` }).click()
      await expect(page).toHaveURL(new RegExp(`${path.replace("/", "\\/")}$`))
      await expect(page.getByTestId("applied-code")).toHaveCount(0)
      await expect(page.locator(".totals__row--discount")).toHaveCount(0)
      expect((await storedCart(request, cartId)).promotions).toEqual([])
      await context.close()
    })
  }

  test("typed before the scripts load: the code is kept and applied once the page is interactive", async ({ page, request }) => {
    const code = `EARLY-${Date.now()}`
    await createCode(request, code)
    const cartId = await cartWithResin(request)
    await page.context().addCookies([cartCookie(cartId)])
    const hydrate = await openBeforeHydration(page, "/checkout")
    await page.getByLabel("Promotion code").fill(code)
    await hydrate()
    await expect(page.getByLabel("Promotion code")).toHaveValue(code)
    // sent by the page's fetcher to its action: the browser itself never calls the backend for it
    const toBackend: string[] = []
    page.on("request", (sent) => {
      if (sent.url().startsWith(backendUrl) && sent.method() !== "GET") toBackend.push(sent.url())
    })
    await page.getByRole("button", { name: "Apply" }).click()
    await expect(page.getByTestId("applied-code")).toContainText(code)
    await expect(page.getByText("Code applied.")).toBeVisible()
    await expect(page.getByLabel("Promotion code")).toHaveValue("")
    await expect(page.locator(".totals__row--discount")).toHaveCount(1)
    // taken off by the page's action too
    await page.getByRole("button", { name: `Remove code ${code}` }).click()
    await expect(page.getByTestId("applied-code")).toHaveCount(0)
    await expect(page.getByText("Code applied.")).toHaveCount(0)
    await expect(page.locator(".totals__row--discount")).toHaveCount(0)
    expect(toBackend).toEqual([])
  })
})

test.describe("checkout details", () => {
  test("without JavaScript: refusals keep what was typed (a new country's fields shown), then the page opens at shipping and payment", async ({
    browser,
    request,
  }) => {
    const cartId = await cartWithResin(request)
    const context = await withoutJavaScript(browser, cartId)
    const page = await context.newPage()
    await page.goto("/checkout/details")
    const email = `nojs-checkout-${Date.now()}@example.com`
    await page.getByLabel("Email").fill("anna@")
    await page.getByLabel("First name").fill("Anna")
    await page.getByLabel("Address", { exact: true }).fill("350 Fifth Avenue")
    await page.getByLabel("City").fill("New York")
    await page.getByLabel("Postal code").fill("10118")
    // the US asks for a state: without JavaScript the form shows it once the country was sent
    await page.getByLabel("Country").selectOption("us")
    await page.getByRole("button", { name: "Continue to Payment" }).click()
    await expect(page.getByText("Invalid email address")).toBeVisible()
    await expect(page.getByText("Last name is required")).toBeVisible()
    await expect(page.getByText("Choose the state.")).toBeVisible()
    await expect(page.getByLabel("Email")).toBeFocused()
    await expect(page.getByLabel("First name")).toHaveValue("Anna")
    await expect(page.getByLabel("Address", { exact: true })).toHaveValue("350 Fifth Avenue")
    await expect(page.getByLabel("ZIP code")).toHaveValue("10118")
    await expect(page.getByLabel("Country")).toHaveValue("us")
    await expect(page.getByRole("heading", { name: "Shipping and payment" })).toHaveCount(0)

    await page.getByLabel("Email").fill(email)
    await page.getByLabel("Last name").fill("de Vries")
    await page.getByLabel("State").selectOption({ label: "New York" })
    await page.getByRole("button", { name: "Continue to Payment" }).click()
    // saved, then redirected to the page's next step (Post/Redirect/Get): a reload sends nothing again
    await expect(page).toHaveURL(/\/checkout\/details#checkout-payment-title$/)
    await expect(page.getByRole("heading", { name: "Shipping and payment" })).toBeVisible()
    await expect(page.getByTestId("shipping-option")).toBeVisible()
    await expect(page.getByLabel("Email")).toHaveValue(email)
    const cart = await storedCart(request, cartId)
    expect(cart.email).toBe(email)
    expect(cart.shipping_address).toMatchObject({ first_name: "Anna", address_1: "350 Fifth Avenue", city: "New York" })
    await context.close()
  })

  test("typed before the scripts load: nothing is lost, and the details are saved once the page is interactive", async ({
    page,
    request,
  }) => {
    const cartId = await cartWithResin(request)
    await page.context().addCookies([cartCookie(cartId)])
    const email = `early-checkout-${Date.now()}@example.com`
    const hydrate = await openBeforeHydration(page, "/checkout/details")
    await page.getByLabel("Email").fill(email)
    await page.getByLabel("First name").fill("Anna")
    await page.getByLabel("Last name").fill("de Vries")
    await page.getByLabel("Address", { exact: true }).fill("Coolsingel 40")
    await page.getByLabel("Postal code").fill("3011 AD")
    await page.getByLabel("City").fill("Rotterdam")
    await hydrate()
    await expect(page.getByLabel("Email")).toHaveValue(email)
    await expect(page.getByLabel("First name")).toHaveValue("Anna")
    await expect(page.getByLabel("Last name")).toHaveValue("de Vries")
    await expect(page.getByLabel("Address", { exact: true })).toHaveValue("Coolsingel 40")
    await expect(page.getByLabel("Postal code")).toHaveValue("3011 AD")
    await expect(page.getByLabel("City")).toHaveValue("Rotterdam")
    // saved by the page's action: the browser itself does not write the cart
    const toBackend: string[] = []
    page.on("request", (sent) => {
      if (sent.url().startsWith(backendUrl) && sent.method() === "POST") toBackend.push(sent.url())
    })
    await page.getByRole("button", { name: "Continue to Payment" }).click()
    await expect(page.getByRole("heading", { name: "Shipping and payment" })).toBeFocused()
    await expect(page.getByRole("button", { name: "Place Test Order" })).toBeVisible()
    await expect(page.getByLabel("City")).toHaveValue("Rotterdam")
    expect(toBackend).toEqual([])
    expect((await storedCart(request, cartId)).email).toBe(email)
  })
})
