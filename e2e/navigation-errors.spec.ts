import { expect, test, type Page } from "@playwright/test"
import { addFromProductPage, openHydrated } from "./support"

// A loader's data request that fails during an in-site navigation (a proxy's 502 during a deploy, a
// 404 from a CDN) shows the error screen in the page, never a blank one, and the way home works.

/** Opens /about, makes the listing's data request answer `status`, and follows the footer's link. */
async function productsLinkAnswering(page: Page, status: number) {
  const errors: string[] = []
  page.on("pageerror", (error) => errors.push(error.message))
  await openHydrated(page, "/about")
  let answered = 0
  // React Router's single fetch: the listing's loader data is GET /products.data
  await page.route(/\/products\.data(\?|$)/, async (route) => {
    answered++
    await route.fulfill({ status, contentType: "text/html", body: `<h1>${status}</h1>` })
  })
  await page.locator("footer").getByRole("link", { name: "Products", exact: true }).click()
  await expect.poll(() => answered).toBeGreaterThan(0)
  return errors
}

test("a 502 on the way to the listing shows 'Failed to load products' with 'Try Again', under a header that keeps the cart", async ({
  page,
}) => {
  await addFromProductPage(page, "pure-himalayan-shilajit-resin")
  await expect(page.getByTestId("cart-count")).toHaveText("1")
  const errors = await productsLinkAnswering(page, 502)
  await expect(page.getByRole("alert")).toContainText("Failed to load products")
  await expect(page.getByTestId("cart-count")).toHaveText("1")
  expect(errors).toEqual([])
  await page.unrouteAll()
  await page.getByRole("button", { name: "Try Again" }).click()
  await expect(page.getByTestId("product-card").first()).toBeVisible()
  await expect(page.getByTestId("cart-count")).toHaveText("1")
})

test("a 502 on the way to a product shows 'Failed to load product. Please try again later.' in the shop's page", async ({ page }) => {
  const errors: string[] = []
  page.on("pageerror", (error) => errors.push(error.message))
  await openHydrated(page, "/products")
  await page.route(/\/product\/[^/?]+\.data(\?|$)/, (route) =>
    route.fulfill({ status: 502, contentType: "text/html", body: "<h1>502</h1>" }),
  )
  await page.getByTestId("product-card").first().getByRole("link").first().click()
  await expect(page.getByRole("heading", { name: "Failed to load product. Please try again later." })).toBeVisible()
  await expect(page.getByRole("banner")).toBeVisible()
  await expect(page.locator("footer")).toBeVisible()
  expect(errors).toEqual([])
})

test("a 404 on a client navigation shows 'Page Not Found', and 'Go Home' leads home", async ({ page }) => {
  const errors = await productsLinkAnswering(page, 404)
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible()
  expect(errors).toEqual([])
  await page.unrouteAll()
  await page.getByRole("link", { name: "Go Home" }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole("heading", { name: "What is Shilajit?" })).toBeVisible()
})
