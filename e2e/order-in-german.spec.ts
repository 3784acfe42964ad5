import { expect, test } from "@playwright/test"
import { extractText, getDocumentProxy } from "unpdf"
import { adminHeaders, backendUrl, messages, openHydrated, outboxText, seeded } from "./support"

/**
 * An order placed from the German shop end to end: the product page, the cart and the checkout under
 * /de stay German, the success page thanks in German with German prices, and what the backend sends
 * after the order (the confirmation e-mail and the invoice it attaches) is in the order's language.
 */
const german = messages("de")
const resin = seeded("pure-himalayan-shilajit-resin")
/** A price as German writes it: 52,60 € (the space before the euro sign a non-breaking one). */
const germanPrice = (cents: number) => new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(cents / 100)
/** The same price in a PDF's extracted text, whatever space it keeps before the euro sign. */
const pricePattern = (cents: number) =>
  germanPrice(cents)
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/\s/g, "\\s?")

test.skip(Boolean(process.env.STRIPE_API_KEY), "the shop runs with Stripe: this order is paid with the test payment")
test.setTimeout(120_000)

test("an order from /de: the checkout, the success page, the confirmation e-mail and the invoice in German", async ({ page, request }) => {
  const email = `e2e-de-${Date.now()}@example.com`
  await openHydrated(page, `/de/product/${resin.handle}`)
  await page.locator(".product-detail").getByRole("button", { name: german["cart.add"] }).click()
  await expect(page.locator(".product-detail .add-to-cart__status")).toHaveText(german["cart.added"]!, { timeout: 30_000 })

  await openHydrated(page, "/de/checkout")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(german["cartPage.title"]!)
  await expect(page.getByTestId("cart-line")).toHaveCount(1)
  await page.getByRole("button", { name: german["cartPage.proceed"] }).click()
  await expect(page).toHaveURL(/\/de\/checkout\/details$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(german["checkout.heading"]!)
  await expect(page.locator("html")).toHaveAttribute("lang", "de")

  // the details by their fields' names: their labels are the details form's own
  const details = page.locator("form", { has: page.locator('input[name="email"]') })
  await details.locator('input[name="email"]').fill(email)
  await details.locator('input[name="first_name"]').fill("Jonas")
  await details.locator('input[name="last_name"]').fill("Becker")
  await details.locator('select[name="country_code"]').selectOption("de")
  await details.locator('input[name="address_1"]').fill("Unter den Linden 5")
  await details.locator('input[name="postal_code"]').fill("10117")
  await details.locator('input[name="city"]').fill("Berlin")
  await details.getByRole("button", { name: german["form.checkout.continue"] }).click()
  // the details saved: the action's redirect or answer stays on the German page
  await expect(page).toHaveURL(/\/de\/checkout\/details(#.*)?$/)
  await expect(page.getByTestId("test-payment-notice")).toHaveText(german["checkout.payment.testNotice"]!, { timeout: 30_000 })
  await expect(page.getByRole("heading", { name: german["checkout.payment.title"] })).toBeVisible()
  // the summary beside the details: its totals in German
  const summaryTotal = page.getByTestId("checkout-summary").getByTestId("totals-total")
  await expect(summaryTotal).toHaveText(germanPrice(Number(await summaryTotal.getAttribute("data-cents"))))
  await page.getByRole("button", { name: german["checkout.payment.placeTestOrder"] }).click()

  // completing the cart and reading the order's link: a busy machine needs more than the usual 10 s
  await expect(page).toHaveURL(/\/de\/checkout\/success\?order=[\w-]+$/, { timeout: 30_000 })
  await expect(page.locator("html")).toHaveAttribute("lang", "de")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(german["checkout.success.heading"]!)
  await expect(page.getByText(german["checkout.success.processed"]!)).toBeVisible()
  const orderNumber = page.getByTestId("order-number")
  await expect(orderNumber).toHaveText(/^Bestellung #\d+$/)
  const displayId = Number((await orderNumber.textContent())!.replace(/\D/g, ""))
  await expect(page.getByTestId("order-status")).toContainText(german["order.statusLabel"]!)
  const total = page.getByTestId("totals-total")
  const totalCents = Number(await total.getAttribute("data-cents"))
  expect(totalCents).toBeGreaterThan(0)
  await expect(total).toHaveText(germanPrice(totalCents))
  await expect(page.getByTestId("line-price")).toHaveText(/^\d+,\d\d\s€$/)
  await expect(page.getByTestId("totals-vat")).toHaveText(/^Inkl\. \d+,\d\d\s€ MwSt\.$/)
  await expect(page.getByRole("link", { name: german["cartPage.continueShopping"] })).toHaveAttribute("href", "/de/products")
  await expect(page.getByTestId("order-page-link")).toHaveAttribute("href", /^\/de\/order\?token=/)

  // the confirmation e-mail, in German, with the German total and the invoice's number
  const confirmation = await outboxText("order-confirmation", (text) => text.includes(`#${displayId}`), email)
  expect(confirmation).toContain("Vielen Dank für Ihre Bestellung!")
  expect(confirmation).toContain(germanPrice(totalCents))
  const invoiceNumber = confirmation.match(/Ihre Rechnung (\d{6}) ist als PDF beigefügt\./)?.[1]
  expect(invoiceNumber).toBeDefined()

  // the invoice it announced, in German
  const headers = await adminHeaders(request)
  const { orders } = (await (
    await request.get(`${backendUrl}/admin/orders?fields=id,display_id&order=-created_at&limit=50`, { headers })
  ).json()) as {
    orders: { id: string; display_id: number }[]
  }
  const orderId = orders.find((order) => order.display_id === displayId)!.id
  const invoice = await request.get(`${backendUrl}/admin/order-documents/${orderId}/invoice`, { headers })
  expect(invoice.ok()).toBe(true)
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await invoice.body())), { mergePages: true })
  expect(text).toContain("Rechnung")
  expect(text).toContain(`Rechnungsnummer`)
  expect(text).toContain(invoiceNumber!)
  expect(text).toContain(`Bestellung: #${displayId}`)
  expect(text).toMatch(new RegExp(pricePattern(totalCents)))
})
