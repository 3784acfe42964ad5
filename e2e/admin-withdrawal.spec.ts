import { expect, test, type APIRequestContext } from "@playwright/test"
import { adminToken, adminUrl, backendUrl, BUYER, buyWithTestPayment, logInToAdmin, outboxText, seed, shopConfig } from "./support"

/**
 * A buyer's withdrawal where the seller works (backend/src/admin/widgets): an order withdrawn in
 * full before it was shipped ends cancelled and refunded by the withdrawal itself; its order page
 * shows the statement and its state, the order list marks it, and the shop's totals show the refund.
 */
const product = seed.products.find((candidate) => !candidate.subscription)!
/** The postal code of the address buyWithTestPayment orders with (fillCheckoutDetails). */
const POSTAL_CODE = "3011 AD"

test.skip(({ isMobile }) => isMobile, "the seller's admin is a desktop tool")
// a purchase through the storefront, then the admin's pages: more than the default minute under load
test.setTimeout(180_000)

async function orderIdOf(request: APIRequestContext, displayId: number) {
  const auth = { headers: { authorization: `Bearer ${await adminToken(request)}` } }
  const response = await request.get(`${backendUrl}/admin/orders?fields=id,display_id&limit=50`, auth)
  const { orders } = (await response.json()) as { orders: { id: string; display_id: number }[] }
  return orders.find((order) => order.display_id === displayId)!.id
}

test("a withdrawn unshipped order: cancelled and refunded, with its statement on the order page and its mark in the order list", async ({
  page,
  request,
}) => {
  const displayId = await buyWithTestPayment(page, product.handle)
  const orderId = await orderIdOf(request, displayId)
  const { publishable_key } = (await (await request.get(`${backendUrl}/storefront-config`)).json()) as { publishable_key: string }
  const withdrawn = await request.post(`${backendUrl}/store/withdrawals`, {
    headers: { "x-publishable-api-key": publishable_key, "x-forwarded-for": "10.77.0.1" },
    data: { name: "Anna de Vries", order_number: String(displayId), email: BUYER, postal_code: POSTAL_CODE },
  })
  expect(withdrawn.status()).toBe(201)

  const errors = await logInToAdmin(page)
  await page.goto(adminUrl(`/orders/${orderId}`))
  const box = page.getByTestId("order-withdrawal")
  await expect(box.getByRole("heading", { name: "Withdrawn" })).toBeVisible({ timeout: 20_000 })
  await expect(box.getByText("Done: cancelled and refunded")).toBeVisible()
  // refunded: no deadline left to show
  await expect(box.getByTestId("withdrawal-refund-deadline")).toHaveCount(0)
  await expect(box.getByText("Anna de Vries (e2e-buyer@example.com) withdrew from the contract of sale of:")).toBeVisible()
  await expect(box.getByText(new RegExp(`^${product.title}`))).toBeVisible()
  // in Medusa's date format ("Nov 26, 2026 3:09 PM")
  await expect(box.getByText(/^Received [A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} [AP]M\.$/)).toBeVisible()
  // nothing left to click: the withdrawal took the order off
  await expect(box.getByRole("button", { name: "Cancel and refund order" })).toHaveCount(0)

  // the shop's totals: the payment by name and the refund of all of it
  const totals = page.getByTestId("order-shop-totals")
  await expect(totals.getByText("Paid by Test payment (no money taken)")).toBeVisible()
  await expect(totals.getByText("Kept after refunds")).toBeVisible()
  await expect(totals.getByText("Kept after refunds").locator("..")).toContainText("€0.00")

  // the order list: marked among the withdrawn orders, with a link to the order
  await page.goto(adminUrl("/orders"))
  const list = page.getByTestId("withdrawn-orders")
  const row = list.getByRole("row").filter({ has: page.getByRole("link", { name: `#${displayId}`, exact: true }) })
  await expect(row).toContainText("Done: cancelled and refunded")
  // above Medusa's own order list (the shop's default layout of the page), not under its 20 rows
  const ordersHeading = page.getByRole("heading", { name: "Orders", exact: true })
  const [boxTop, listTop] = await Promise.all([list.boundingBox(), ordersHeading.boundingBox()])
  expect(boxTop!.y).toBeLessThan(listTop!.y)
  await row.getByRole("link", { name: `#${displayId}`, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/app/orders/${orderId}$`))
  expect(errors).toEqual([])

  // the buyer's cancellation e-mail, and the shop's own
  const cancellation = await outboxText("order-canceled", (text) => text.includes(`order #${displayId}.`))
  expect(cancellation).toContain(`As you withdrew from it, we have cancelled your order #${displayId}. Nothing will be shipped.`)
  const shopMail = await outboxText(
    "withdrawal-received-seller",
    (text) => text.includes(`Withdrawal from order #${displayId}`),
    shopConfig.business.email,
  )
  expect(shopMail).toContain("the order is cancelled, and what was paid is refunded in full")
})
