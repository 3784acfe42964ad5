import { readFile } from "node:fs/promises"
import { expect, test } from "@playwright/test"
import { extractText, getDocumentProxy } from "unpdf"
import {
  adminHeaders,
  adminToken,
  adminUrl,
  backendUrl,
  buyWithTestPayment,
  logInToAdmin,
  outboxText,
  placeStoreOrder,
  seed,
} from "./support"

/**
 * The seller downloads an order's invoice from its page in the admin (the Shop totals box's
 * "Invoice (PDF)" link): the PDF carries the number the confirmation e-mail announced and the
 * VAT the box shows, per rate.
 */
const product = seed.products.find((candidate) => !candidate.subscription)!

test.skip(({ isMobile }) => isMobile, "the seller's admin is a desktop tool")
test.setTimeout(180_000)

test("an order's invoice PDF, downloaded from its page in the admin, has the announced number and the VAT per rate", async ({
  page,
  request,
}) => {
  const displayId = await buyWithTestPayment(page, product.handle)
  const confirmation = await outboxText("order-confirmation", (text) => text.includes(`order #${displayId}`))
  const number = confirmation.match(/Your invoice (\d{6}) is attached as a PDF\./)?.[1]
  expect(number).toBeDefined()

  const auth = { headers: { authorization: `Bearer ${await adminToken(request)}` } }
  const { orders } = (await (await request.get(`${backendUrl}/admin/orders?fields=id,display_id&limit=50`, auth)).json()) as {
    orders: { id: string; display_id: number }[]
  }
  const orderId = orders.find((order) => order.display_id === displayId)!.id

  await logInToAdmin(page)
  await page.goto(adminUrl(`/orders/${orderId}`))
  const totals = page.getByTestId("order-shop-totals")
  const vat = (await totals.getByTestId("shop-totals-vat").textContent({ timeout: 20_000 }))!.match(/€\d+\.\d\d/)![0]
  const [download] = await Promise.all([page.waitForEvent("download"), totals.getByTestId("order-invoice-pdf").click()])
  expect(download.suggestedFilename()).toBe(`invoice-${number}-order-${displayId}.pdf`)
  const pdf = await getDocumentProxy(new Uint8Array(await readFile((await download.path())!)))
  const { text } = await extractText(pdf, { mergePages: true })
  expect(text).toContain(`Invoice number: ${number}`)
  expect(text).toContain(`Order: #${displayId}`)
  expect(text).toMatch(new RegExp(`VAT 21%\\s+€\\d+\\.\\d\\d\\s+${vat.replace(".", "\\.")}\\s+€\\d+\\.\\d\\d`))
  expect(text).toMatch(new RegExp(`VAT in all\\s+${vat.replace(".", "\\.")}`))
})

test("two orders selected on the To ship page: one PDF of their packing slips, then both fulfilled at once; the Customers overview counts them", async ({
  page,
  request,
}) => {
  const email = `to-ship-${Date.now()}@example.com`
  const first = (await placeStoreOrder(request, product.handle, email)).order
  const second = (await placeStoreOrder(request, product.handle, email)).order
  const headers = await adminHeaders(request)
  // both paid: the test payment is captured just after each order is made
  await expect
    .poll(
      async () => {
        const { orders } = (await (await request.get(`${backendUrl}/admin/orders-to-ship?limit=50`, { headers })).json()) as {
          orders: { id: string }[]
        }
        return [first.id, second.id].filter((id) => orders.some((order) => order.id === id)).length
      },
      { timeout: 20_000 },
    )
    .toBe(2)

  const errors = await logInToAdmin(page)
  await page.goto(adminUrl("/to-ship"))
  await expect(page.locator("ol li").getByText("To ship", { exact: true })).toBeVisible({ timeout: 20_000 })
  const rowOf = (displayId: number) => page.getByRole("row").filter({ has: page.getByRole("link", { name: `#${displayId}`, exact: true }) })
  for (const order of [first, second]) {
    await expect(rowOf(order.display_id)).toContainText(email, { timeout: 20_000 })
    await rowOf(order.display_id).getByRole("checkbox").click()
  }
  await expect(page.getByText("2 selected", { exact: true })).toBeVisible()

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Packing slips" }).click()])
  expect(download.suggestedFilename()).toBe("packing-slips-2-orders.pdf")
  const pdf = await getDocumentProxy(new Uint8Array(await readFile((await download.path())!)))
  expect(pdf.numPages).toBe(2)
  const { text } = await extractText(pdf, { mergePages: true })
  for (const order of [first, second]) expect(text).toContain(`Packing slip: order #${order.display_id}`)
  expect(text).toContain("Coolsingel 1")
  expect(text).not.toContain("€")

  await page.getByRole("button", { name: "Fulfil" }).click()
  // in the order they were selected
  await expect(page.getByTestId("fulfilment-summary")).toHaveText(`Fulfilled #${first.display_id}, #${second.display_id}.`, {
    timeout: 30_000,
  })
  for (const order of [first, second]) await expect(rowOf(order.display_id)).toHaveCount(0)
  for (const order of [first, second]) {
    const { order: fulfilled } = (await (
      await request.get(`${backendUrl}/admin/orders/${order.id}?fields=fulfillment_status`, { headers })
    ).json()) as { order: { fulfillment_status: string } }
    expect(fulfilled.fulfillment_status).toBe("fulfilled")
  }

  await page.goto(adminUrl("/customers-overview"))
  await expect(page.locator("ol li").getByText("Customers overview", { exact: true })).toBeVisible({ timeout: 20_000 })
  await page.getByPlaceholder("Name or e-mail").fill(email)
  const customer = page.getByRole("row").filter({ hasText: email })
  const spend = new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" }).format(
    (Math.round(first.total * 100) + Math.round(second.total * 100)) / 100,
  )
  await expect(customer.getByRole("cell")).toHaveText(["Ben Buyer" + email, "Guest", "2", spend, /\w{3} \d{1,2}, \d{4}/], {
    timeout: 20_000,
  })
  expect(errors).toEqual([])
})
