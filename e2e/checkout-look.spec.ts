import { expect, test, type Page } from "@playwright/test"
import { euro, expectAccessible, fillCheckoutDetails, isMobile, listPrice, openHydrated, seeded } from "./support"

const resin = seeded("pure-himalayan-shilajit-resin")
const sticks = seeded("shilajit-travel-sticks")
const stripeMode = Boolean(process.env.STRIPE_API_KEY)

async function cartWithTwoLines(page: Page) {
  await openHydrated(page, `/product/${resin.handle}`)
  await page.locator(".product-detail").getByRole("button", { name: "Increase quantity" }).click()
  await page.locator(".product-detail").getByRole("button", { name: "Add to Cart" }).click()
  await expect(page.getByTestId("cart-count")).toHaveText("2")
  await expect(page.locator(".product-detail .add-to-cart__status")).toHaveText("Added to cart", { timeout: 30_000 })
  await openHydrated(page, `/product/${sticks.handle}`)
  await page.locator(".product-detail").getByRole("button", { name: "Add to Cart" }).click()
  await expect(page.getByTestId("cart-count")).toHaveText("3")
  // the count changes at once (optimistic); the line is in once "Added to cart" shows
  await expect(page.locator(".product-detail .add-to-cart__status")).toHaveText("Added to cart", { timeout: 30_000 })
}

test.describe("a checkout that looks the part", () => {
  test("the summary lists every item with thumbnail, weight, quantity and price, beside the details or folded above them", async ({
    page,
  }, testInfo) => {
    await cartWithTwoLines(page)
    await openHydrated(page, "/checkout/details")
    const summary = page.getByTestId("checkout-summary")
    const details = page.locator(".checkout__details")
    const toggle = summary.getByRole("button", { name: /order summary/ })
    const lines = summary.getByTestId("summary-line")

    if (isMobile(testInfo)) {
      // one column: a bar with the total above the form, folded until opened
      await expect(toggle).toBeVisible()
      await expect(toggle).toHaveAttribute("aria-expanded", "false")
      await expect(toggle).toHaveText("Show order summary")
      await expect(lines.first()).toBeHidden()
      const [bar, form] = [await summary.boundingBox(), await details.boundingBox()]
      expect(bar!.y + bar!.height).toBeLessThanOrEqual(form!.y)
      expect(form!.width).toBeGreaterThan(300)
      await toggle.click()
      await expect(toggle).toHaveAttribute("aria-expanded", "true")
      await expect(toggle).toHaveText("Hide order summary")
    } else {
      // two columns: details on the left, the summary on the right, open without a click
      await expect(toggle).toBeHidden()
      const [aside, form] = [await summary.boundingBox(), await details.boundingBox()]
      expect(aside!.x).toBeGreaterThan(form!.x + form!.width)
      expect(Math.abs(aside!.y - form!.y)).toBeLessThan(40)
    }

    await expect(lines).toHaveCount(2)
    const first = lines.filter({ hasText: resin.title })
    await expect(first).toBeVisible()
    await expect(first.locator("img")).toHaveAttribute("src", /\/uploads\//)
    await expect(first).toContainText(resin.variants[0]!.title)
    await expect(first).toContainText("Quantity: 2")
    await expect(first.getByTestId("line-price")).toContainText(euro(listPrice(resin) * 2))
    const second = lines.filter({ hasText: sticks.title })
    await expect(second).toContainText(sticks.variants[0]!.title)
    await expect(second).toContainText("Quantity: 1")
    await expect(second.getByTestId("line-price")).toContainText(euro(listPrice(sticks)))
    await expect(summary.getByTestId("totals")).toBeVisible()
    await expect(summary.getByLabel("Promotion code")).toBeVisible()

    // every control alike: the country select looks like the text fields
    const email = page.getByLabel("Email")
    const country = page.getByLabel("Country")
    for (const property of ["border-top-width", "border-top-color", "border-radius", "height", "background-color"]) {
      await expect(country).toHaveCSS(
        property,
        await email.evaluate((node, name) => getComputedStyle(node).getPropertyValue(name), property),
      )
    }
    await expect(country).toHaveCSS("appearance", "none")
    const promotion = summary.getByLabel("Promotion code")
    await expect(promotion).toHaveCSS("border-radius", await email.evaluate((node) => getComputedStyle(node).borderRadius))
    // a visible focus ring
    await email.focus()
    await expect(email).toHaveCSS("outline-style", "solid")

    await expectAccessible(page)
    await fillCheckoutDetails(page)
    await expect(page.getByTestId("shipping-option")).toBeVisible()
    // the next step takes focus (and comes into view below the form on a phone)
    await expect(page.getByRole("heading", { name: "Shipping and payment" })).toBeFocused()
    await expect(page.getByRole("button", { name: stripeMode ? "Pay" : "Place Test Order", exact: true })).toBeInViewport()
    await expectAccessible(page)
  })

  test("the success page shows the order as a receipt: no bullets, totals rows aligned", async ({ page }, testInfo) => {
    test.skip(stripeMode, "places the order with the test payment")
    await cartWithTwoLines(page)
    await openHydrated(page, "/checkout/details")
    await fillCheckoutDetails(page)
    await page.getByRole("button", { name: "Place Test Order" }).click()
    await expect(page.getByRole("heading", { name: "Thank You for Your Purchase!" })).toBeVisible()
    const receipt = page.locator(".order-confirmation")
    await expect(receipt.getByTestId("order-line")).toHaveCount(2)
    await expect(receipt.locator(".order-confirmation__lines")).toHaveCSS("list-style-type", "none")
    // the amounts of the totals rows end at one right edge
    const amounts = receipt.getByTestId("totals").locator("dd")
    const edges = new Set<number>()
    for (const amount of await amounts.all()) {
      const box = await amount.boundingBox()
      edges.add(Math.round(box!.x + box!.width))
    }
    expect(edges.size).toBe(1)
    // each row's label and amount on one line
    for (const row of await receipt.locator(".totals__row").all()) {
      const [label, amount] = [await row.locator("dt").boundingBox(), await row.locator("dd").boundingBox()]
      expect(Math.abs(label!.y + label!.height - (amount!.y + amount!.height))).toBeLessThan(6)
    }
    if (!isMobile(testInfo)) expect((await receipt.boundingBox())!.width).toBeLessThanOrEqual(600)
    await expectAccessible(page)
  })
})
