import { readFile } from "node:fs/promises"
import { expect, test } from "@playwright/test"
import { extractText, getDocumentProxy } from "unpdf"
import { adminToken, adminUrl, backendUrl, buyWithTestPayment, logInToAdmin, outboxText, seed } from "./support"

/**
 * The seller downloads an order's invoice from its page in the admin (the Shop totals box's
 * "Invoice (PDF)" link): the PDF carries the number the confirmation e-mail announced and the
 * VAT the box shows, per rate.
 */
const product = seed.products.find((candidate) => !candidate.subscription)!

test.skip(({ isMobile }) => isMobile, "the seller's admin is a desktop tool")
test.setTimeout(180_000)

test("an order's invoice PDF, downloaded from its page in the admin, has the announced number and the VAT per rate", async ({ page, request }) => {
  const displayId = await buyWithTestPayment(page, product.handle)
  const confirmation = await outboxText("order-confirmation", (text) => text.includes(`order #${displayId}`))
  const number = confirmation.match(/Your invoice (\d{6}) is attached as a PDF\./)?.[1]
  expect(number).toBeDefined()

  const auth = { headers: { authorization: `Bearer ${await adminToken(request)}` } }
  const { orders } = (await (await request.get(`${backendUrl}/admin/orders?fields=id,display_id&limit=50`, auth)).json()) as { orders: { id: string; display_id: number }[] }
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
