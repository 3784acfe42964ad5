import { expect, test, type APIRequestContext, type Page } from "@playwright/test"
import { adminHeaders, adminUrl, backendUrl, euro, logInToAdmin, outboxText, placeStoreOrder, seed, shopConfig } from "./support"

/**
 * What the seller does to an order in the Medusa admin reaches the shopper by e-mail (read from the
 * backend's outbox): the shipment with its tracking, a partial refund, a cancellation; and the VAT
 * report of the month adds up the invoices less the credit notes. One order per test, placed through the
 * Store API; only the admin screens the seller uses are driven.
 */
const product = seed.products.find((candidate) => !candidate.subscription)!
const TRACKING_NUMBER = "3SABCD1234567"
const TRACKING_URL = `https://www.postnl.nl/tracktrace/?B=${TRACKING_NUMBER}&P=3011AD&D=NL&T=C`

test.skip(({ isMobile }) => isMobile, "the seller's admin is a desktop tool")
// an order, then the admin's screens: more than the default minute on a busy machine
test.setTimeout(120_000)

type Money = { amount: number; created_at: string }
type Payment = { id: string; captures?: Money[] | null; refunds?: Money[] | null }
type AdminOrder = { id: string; created_at: string; payment_collections?: { payments?: Payment[] | null }[] | null }

const PAYMENT_FIELDS = "*payment_collections.payments,*payment_collections.payments.captures,*payment_collections.payments.refunds"
const paymentsOf = (order: AdminOrder) => (order.payment_collections ?? []).flatMap((collection) => collection.payments ?? [])
const cents = (euros: number | string) => Math.round(Number(euros) * 100)

/** Each test's shopper has an address of their own: each reads only its own mails. */
const shopperEmail = (name: string) => `admin-mails-${name}-${Date.now()}@example.com`

/** An order placed and paid (the test payment is captured just after the order is made), with its payment. */
async function paidOrder(request: APIRequestContext, email: string) {
  const { order } = await placeStoreOrder(request, product.handle, email)
  const headers = await adminHeaders(request)
  let payment: Payment | undefined
  await expect
    .poll(
      async () => {
        const response = await request.get(`${backendUrl}/admin/orders/${order.id}?fields=id,created_at,${PAYMENT_FIELDS}`, { headers })
        payment = paymentsOf(((await response.json()) as { order: AdminOrder }).order)[0]
        return payment?.captures?.length ?? 0
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0)
  return { order, payment: payment!, headers }
}

/** Picks an action from the "..." menu of the order page's section under a heading. */
async function pickAction(page: Page, heading: string, action: string) {
  const menu = page.locator('button[aria-haspopup="menu"]')
  const section = page
    .locator("div")
    .filter({ has: page.getByRole("heading", { name: heading, exact: true }) })
    .filter({ has: menu })
    .last()
  await section.locator(menu).first().click()
  await page.getByRole("menuitem", { name: action }).click()
}

/** "2026-11": the month of a moment in the shop's time zone, as the VAT report counts months. */
function shopMonth(at: string | Date) {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: shopConfig.timeZone, year: "numeric", month: "2-digit" }).formatToParts(
    new Date(at),
  )
  return `${parts.find((part) => part.type === "year")!.value}-${parts.find((part) => part.type === "month")!.value}`
}

/** A money text of the admin ("€1,234.56", "-€5.00") in cents. */
const centsOf = (text: string | null) => {
  const value = cents((text ?? "").replace(/[^0-9.]/g, ""))
  return (text ?? "").trim().startsWith("-") ? -value : value
}

test("an order fulfilled and marked shipped with a tracking number, 'Send notification' on: the shopper's e-mail names the carrier, the number and the link", async ({
  page,
  request,
}) => {
  const email = shopperEmail("shipped")
  const { order } = await placeStoreOrder(request, product.handle, email)
  const errors = await logInToAdmin(page)
  await page.goto(adminUrl(`/orders/${order.id}`))
  await pickAction(page, "Unfulfilled Items", "Fulfill items")
  const fulfilment = page.getByRole("dialog")
  // the form fills in the order's stock location and shipping option once it has read them
  await expect(fulfilment.getByText("Standard Shipping", { exact: true }).first()).toBeVisible({ timeout: 20_000 })
  await fulfilment.getByRole("button", { name: "Create Fulfillment" }).click()
  await expect(page.getByText("Fulfillment created successfully")).toBeVisible({ timeout: 20_000 })

  await page.getByRole("button", { name: "Mark as shipped" }).click()
  const shipment = page.getByRole("dialog").filter({ hasText: "Mark fulfillment shipped" })
  await shipment.getByRole("button", { name: "Add tracking number" }).click()
  await shipment.getByLabel("Tracking number", { exact: true }).fill(TRACKING_NUMBER)
  await shipment.getByLabel("Tracking URL", { exact: true }).fill(TRACKING_URL)
  await expect(shipment.getByRole("switch", { name: "Send notification" })).toBeChecked()
  await shipment.getByRole("button", { name: "Save" }).click()
  await expect(page.getByText("Shipment created successfully.")).toBeVisible({ timeout: 20_000 })

  const mail = await outboxText("order-shipped", (text) => text.includes(`order #${order.display_id} has left`), email)
  expect(mail).toContain(`Good news: your order #${order.display_id} has left our warehouse and is on its way to you (Standard Shipping).`)
  expect(mail).toContain("Carrier: postnl.nl")
  expect(mail).toContain(`Tracking number: ${TRACKING_NUMBER}`)
  expect(mail).toContain(`Track your parcel: ${TRACKING_URL}`)
  expect(errors).toEqual([])
})

test("a partial refund in the admin: the shopper's e-mail says how much, and how much in all", async ({ page, request }) => {
  const email = shopperEmail("refunded")
  const { order, payment } = await paidOrder(request, email)
  const errors = await logInToAdmin(page)
  await page.goto(adminUrl(`/orders/${order.id}`))
  const totals = page.getByTestId("order-shop-totals")
  await expect(totals.getByTestId("shop-totals-paid")).toBeVisible({ timeout: 20_000 })
  await expect(totals.getByText("Kept after refunds")).toHaveCount(0)
  // the Shop totals box opens Medusa's Refund drawer with the payment chosen
  await totals.getByTestId("shop-totals-refund").click()
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/refund\\?paymentId=${payment.id}$`))
  const amount = page.getByRole("dialog").getByLabel("Amount", { exact: true })
  // it opens with the whole payment filled in
  await expect(amount).toHaveValue(/[1-9]/, { timeout: 20_000 })
  await amount.fill("5")
  await page.getByRole("dialog").getByRole("button", { name: "Save" }).click()
  await expect(page.getByText(/^Refund of amount .*5\.00.* successful$/)).toBeVisible({ timeout: 20_000 })
  // the box follows the refund without a reload: its refund row and what is kept
  await expect(totals.getByText("Kept after refunds")).toBeVisible({ timeout: 20_000 })
  await expect(totals).toContainText("-€5.00")

  const mail = await outboxText("order-refunded", (text) => text.includes(`order #${order.display_id}.`), email)
  expect(mail).toContain(`We have refunded €5.00 of your order #${order.display_id}.`)
  expect(mail).toContain("Refunded in all: €5.00")
  expect(mail).toContain(`You paid: ${euro(order.total)}`)
  expect(errors).toEqual([])
})

test("an unshipped order cancelled in the admin: the shopper's e-mail says nothing will be shipped and all is refunded", async ({
  page,
  request,
}) => {
  const email = shopperEmail("cancelled")
  const { order } = await paidOrder(request, email)
  const errors = await logInToAdmin(page)
  await page.goto(adminUrl(`/orders/${order.id}`))
  await pickAction(page, `#${order.display_id}`, "Cancel")
  await page.getByRole("alertdialog").getByRole("button", { name: "Continue" }).click()
  await expect(page.getByText("Order canceled successfully")).toBeVisible({ timeout: 20_000 })

  const mail = await outboxText("order-canceled", (text) => text.includes(`order #${order.display_id}.`), email)
  expect(mail).toContain(`We have cancelled your order #${order.display_id}. Nothing will be shipped.`)
  expect(mail).toContain(`We have refunded the full ${euro(order.total)} you paid to the payment method you used.`)
  expect(errors).toEqual([])
})

test("the VAT report of the month: the invoices issued in it less the credit notes issued in it", async ({ page, request }) => {
  const { payment, headers } = await paidOrder(request, shopperEmail("vat"))
  const refunded = await request.post(`${backendUrl}/admin/payments/${payment.id}/refund`, { headers, data: { amount: 3.5 } })
  expect(refunded.ok()).toBe(true)

  // what the report must say, from the documents of every order the Admin API lists (the other specs' too)
  const month = shopMonth(new Date())
  const listed = await request.get(`${backendUrl}/admin/orders?fields=id&limit=1000`, { headers })
  const { orders, count } = (await listed.json()) as { orders: { id: string }[]; count: number }
  expect(orders.length).toBe(count)
  type Listed = { type: "invoice" | "credit_note"; issued_at: string; total: number }
  const documents: Listed[] = []
  for (const order of orders) {
    const response = await request.get(`${backendUrl}/admin/order-documents/${order.id}`, { headers })
    documents.push(
      ...((await response.json()) as { documents: Listed[] }).documents.filter((document) => shopMonth(document.issued_at) === month),
    )
  }
  const invoices = documents.filter((document) => document.type === "invoice")
  const creditNotes = documents.filter((document) => document.type === "credit_note")
  const expected =
    invoices.reduce((sum, document) => sum + cents(document.total), 0) -
    creditNotes.reduce((sum, document) => sum + cents(document.total), 0)
  expect(creditNotes.length).toBeGreaterThan(0)

  const errors = await logInToAdmin(page)
  // the page opens on the shop's current month, under its breadcrumb
  await page.goto(adminUrl("/vat-report"))
  await expect(page.getByLabel("Month", { exact: true })).toHaveValue(month, { timeout: 20_000 })
  await expect(page.locator("ol li").getByText("VAT report", { exact: true })).toBeVisible()
  await expect(page.getByTestId("vat-report-counts")).toHaveText(
    `${invoices.length} ${invoices.length === 1 ? "invoice" : "invoices"}, ${creditNotes.length} ${creditNotes.length === 1 ? "credit note" : "credit notes"} issued in ${month}.`,
    { timeout: 20_000 },
  )
  // the Total row's "With VAT"
  const total = page.getByRole("row").filter({ has: page.getByRole("cell", { name: "Total", exact: true }) })
  expect(centsOf(await total.locator("td").nth(5).textContent())).toBe(expected)
  // the Overview counts the same documents: what it says was kept is the report's total
  await page.goto(adminUrl("/overview"))
  await expect(page.locator("ol li").getByText("Overview", { exact: true })).toBeVisible({ timeout: 20_000 })
  const kept = page.getByTestId("overview-totals").locator("div").filter({ hasText: /^Kept/ })
  await expect(kept).toBeVisible({ timeout: 20_000 })
  expect(centsOf((await kept.textContent())!.replace("Kept", ""))).toBe(expected)
  expect(errors).toEqual([])
})
