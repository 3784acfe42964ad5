import { expect, test } from "@playwright/test"
import { isMobile, openHydrated, seed, shopConfig } from "./support"

const brand = shopConfig.brand

test.describe("desktop header", () => {
  test.beforeEach(({}, testInfo) => test.skip(isMobile(testInfo), "desktop navigation"))

  test("shows the navigation and a fixed header", async ({ page }) => {
    await openHydrated(page, "/about")
    const nav = page.getByRole("navigation", { name: "Main" })
    await expect(nav.getByRole("link")).toHaveText(["Home", "Certification", "About Us", "Contact"])
    await expect(nav.getByRole("button", { name: "Products" })).toBeVisible()
    await expect(nav.getByRole("link", { name: "Certification" })).toHaveAttribute("href", "/lab-tests")
    await expect(page.locator("header")).toHaveCSS("position", "fixed")
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden()
  })

  test("is transparent at the top of the home page and translucent green with blur once scrolled", async ({ page }) => {
    await openHydrated(page, "/")
    const header = page.locator("header")
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)")
    await page.mouse.wheel(0, 600)
    await expect(header).toHaveCSS("background-color", "rgba(31, 77, 54, 0.85)")
    await expect(header).toHaveCSS("backdrop-filter", "blur(10px)")
  })

  test("is solid green on other pages", async ({ page }) => {
    await openHydrated(page, "/about")
    await expect(page.locator("header")).toHaveCSS("background-color", "rgb(31, 77, 54)")
  })

  test("Products dropdown opens on hover and on click, closes on outside click and on link click", async ({ page }) => {
    await openHydrated(page, "/about")
    const toggle = page.getByRole("button", { name: "Products" })
    const panel = page.locator("#products-menu")
    await expect(panel).toBeHidden()

    await toggle.hover()
    await expect(panel).toBeVisible()
    await expect(panel.locator(".dropdown__heading")).toHaveText(["Our Products", "Subscription Products"])
    await expect(panel.getByRole("link")).toHaveText([`${brand} Shilajit`, `${brand} Essentials`, "Monthly Subscription"])
    await page.mouse.move(5, 600)
    await expect(panel).toBeHidden()

    // Keyboard and click: toggle, then an outside click closes it.
    await toggle.focus()
    await page.keyboard.press("Enter")
    await expect(panel).toBeVisible()
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    await page.mouse.click(640, 500)
    await expect(panel).toBeHidden()

    await toggle.click()
    await expect(panel).toBeVisible()
    await panel.getByRole("link", { name: "Monthly Subscription" }).click()
    await expect(page).toHaveURL(/\/products\?type=subscription$/)
    await expect(panel).toBeHidden()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscription Products")
  })

  test("the search box opens the listing with the search", async ({ page }) => {
    await openHydrated(page, "/about")
    const search = page.getByRole("search").getByPlaceholder("Search products...")
    await search.fill("ashwagandha")
    await search.press("Enter")
    await expect(page).toHaveURL(/\/products\?search=ashwagandha$/)
    const matching = seed.products.filter((p) => `${p.title} ${p.subtitle}`.toLowerCase().includes("ashwagandha"))
    await expect(page.getByTestId("product-card")).toHaveCount(matching.length)
    expect(matching.length).toBeLessThan(seed.products.length)
    await expect(page.locator("#listing-search")).toHaveValue("ashwagandha")
  })
})

test.describe("mobile header", () => {
  test.beforeEach(({}, testInfo) => test.skip(!isMobile(testInfo), "mobile navigation"))

  test("is solid green, hides the desktop navigation and opens a full-screen menu", async ({ page }) => {
    await openHydrated(page, "/")
    const header = page.locator("header")
    await expect(header).toHaveCSS("background-color", "rgb(31, 77, 54)")
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden()

    await page.getByRole("button", { name: "Open menu" }).click()
    const menu = page.locator("#mobile-menu")
    await expect(menu).toBeVisible()
    const box = await menu.boundingBox()
    expect(box?.width).toBe(375)
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThanOrEqual(739)
    const nav = menu.getByRole("navigation", { name: "Mobile" })
    for (const name of ["Home", "Products", "Lab Tests", "About Us", "Contact", `${brand} Shilajit`, `${brand} Essentials`, "Monthly Subscription"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible()
    }
    await expect(nav.getByRole("link", { name: /^Cart/ })).toHaveAttribute("href", "/checkout")
    await expect(menu.getByRole("link", { name: "Withdraw from contract here" })).toHaveAttribute("href", "/withdrawal")
    await expect(menu.getByRole("link", { name: "Instagram" })).toBeVisible()
    await expect(menu.getByRole("link", { name: "TikTok" })).toBeVisible()

    await nav.getByRole("link", { name: "Lab Tests" }).click()
    await expect(page).toHaveURL(/\/lab-tests$/)
    await expect(menu).toBeHidden()
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false")
  })

  test("the menu's search box opens the listing with the search", async ({ page }) => {
    await openHydrated(page, "/about")
    await page.getByRole("button", { name: "Open menu" }).click()
    const search = page.locator("#mobile-search")
    await search.fill("resin")
    await search.press("Enter")
    await expect(page).toHaveURL(/\/products\?search=resin$/)
    const matching = seed.products.filter((p) => `${p.title} ${p.subtitle}`.toLowerCase().includes("resin"))
    await expect(page.getByTestId("product-card")).toHaveCount(matching.length)
    expect(matching.length).toBeLessThan(seed.products.length)
  })
})
