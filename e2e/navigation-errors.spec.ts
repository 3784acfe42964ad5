import { expect, test, type Page } from "@playwright/test"
import { openHydrated } from "./support"

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

test("a 502 on a client navigation shows the error screen, and 'Go Home' leads home", async ({ page }) => {
  const errors = await productsLinkAnswering(page, 502)
  await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible()
  await expect(page.getByText("502 Bad Gateway")).toBeVisible()
  // the page around it is still there: the header's navigation and the footer
  await expect(page.getByRole("banner")).toBeVisible()
  await expect(page.locator("footer")).toBeVisible()
  expect(errors).toEqual([])
  await page.unrouteAll()
  await page.getByRole("link", { name: "Go Home" }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Unexpected Application Error!")
  await expect(page.getByRole("heading", { name: "What is Shilajit?" })).toBeVisible()
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
