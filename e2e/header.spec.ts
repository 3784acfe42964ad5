import { expect, test, type Page } from "@playwright/test"
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { addFromProductPage, isMobile, openHydrated, seed, shopConfig } from "./support"

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
    for (const name of [
      "Home",
      "Products",
      "Lab Tests",
      "About Us",
      "Contact",
      `${brand} Shilajit`,
      `${brand} Essentials`,
      "Monthly Subscription",
    ]) {
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

/**
 * Every part of the header that shows is whole, inside the window and on one line, none overlaps
 * another, nothing scrolls sideways, and the search box (where the header has it) shows its whole placeholder.
 */
async function expectHeaderFits(page: Page, width: number) {
  const parts = await page.evaluate(() =>
    [
      ...document.querySelectorAll(
        ".header__logo, .header__nav > a, .dropdown__toggle, .header__search, .header__account, .header__cart, .header__menu-button",
      ),
    ]
      .map((element) => ({
        name: element.className || element.textContent,
        box: element.getBoundingClientRect(),
        lineHeight: parseFloat(getComputedStyle(element).lineHeight) || 24,
      }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .map(({ name, box, lineHeight }) => ({
        name: String(name),
        left: box.left,
        right: box.right,
        top: box.top,
        bottom: box.bottom,
        height: box.height,
        lineHeight,
      })),
  )
  for (const part of parts) {
    expect({ width, part: part.name, inside: part.left >= 0 && part.right <= width }).toEqual({ width, part: part.name, inside: true })
    expect({ width, part: part.name, oneLine: part.height < 2 * part.lineHeight + 20 }).toEqual({
      width,
      part: part.name,
      oneLine: true,
    })
  }
  for (const [index, a] of parts.entries()) {
    for (const b of parts.slice(index + 1)) {
      const overlap = a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5
      expect({ width, parts: [a.name, b.name], overlap }).toEqual({ width, parts: [a.name, b.name], overlap: false })
    }
  }
  expect(await page.locator("header").evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
  // (no search box in the header on a phone: the menu has it)
  if (!(await page.locator(".header__search").isVisible())) return
  const search = await page.locator(".header__search input").evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input)
    const context = document.createElement("canvas").getContext("2d")!
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    return { placeholder: Math.ceil(context.measureText(input.placeholder).width), room: input.clientWidth }
  })
  expect({ width, search, whole: search.placeholder <= search.room }).toEqual({ width, search, whole: true })
}

/** The widths the header is checked at: phones, the mobile breakpoint and the pixel after it, tablets, laptops. */
const HEADER_WIDTHS = [320, 390, 768, 769, 834, 1024, 1280, 1440]

test.describe("the header at every width", () => {
  test.beforeEach(({}, testInfo) => test.skip(isMobile(testInfo), "the widths are set here"))

  test(`lays out on one line at ${HEADER_WIDTHS.join(", ")} px: nothing cut or overlapping, the cart always in reach`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: HEADER_WIDTHS[0]!, height: 800 })
    await addFromProductPage(page, seed.products[0]!.handle)
    for (const width of HEADER_WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      await openHydrated(page, "/about")
      const header = page.locator("header")
      await header.screenshot({ path: testInfo.outputPath(`header-${width}.png`) })
      await expectHeaderFits(page, width)
      // the cart with its count, always; the navigation or the menu that holds it
      await expect(header.getByRole("link", { name: "Cart, 1 item" })).toBeInViewport()
      const nav = page.getByRole("navigation", { name: "Main" })
      const menuButton = page.getByRole("button", { name: "Open menu" })
      expect({ width, navigation: (await nav.isVisible()) !== (await menuButton.isVisible()) }).toEqual({ width, navigation: true })
      if (width > 768) {
        await expect(header.getByRole("search")).toBeInViewport()
        await expect(header.getByRole("link", { name: "Account" })).toBeInViewport()
      }
      if (await menuButton.isVisible()) {
        await menuButton.click()
        const menu = page.getByRole("navigation", { name: "Mobile" })
        for (const name of ["About Us", "Contact", "Account"]) await expect(menu.getByRole("link", { name, exact: true })).toBeVisible()
        await page.getByRole("button", { name: "Close menu" }).click()
      }
    }
  })
})

/** The shop's languages, as their message folders (storefront/app/i18n/messages/<language>). */
const messagesFolder = join(__dirname, "../storefront/app/i18n/messages")
const LANGUAGES = readdirSync(messagesFolder)

test.describe("the header in every language", () => {
  test.beforeEach(({}, testInfo) => test.skip(isMobile(testInfo), "the widths are set here"))

  test("fits at 1024, 1280 and 1480 px: nothing cut or overlapping, the search box's placeholder whole", async ({ page }, testInfo) => {
    for (const language of LANGUAGES) {
      const shell = JSON.parse(readFileSync(join(messagesFolder, language, "shell.json"), "utf8")) as Record<string, string>
      for (const width of [1024, 1280, 1480]) {
        await page.setViewportSize({ width, height: 800 })
        await openHydrated(page, language === "en" ? "/about" : `/${language}/about`)
        await page.locator("header").screenshot({ path: testInfo.outputPath(`header-${language}-${width}.png`) })
        await expectHeaderFits(page, width)
        await expect(page.locator("header").getByRole("search").getByRole("searchbox")).toHaveAttribute(
          "placeholder",
          shell["search.placeholder"]!,
        )
        // the navigation, or the menu button that opens it
        const nav = page.locator(".header__nav")
        const menuButton = page.getByRole("button", { name: shell["menu.open"] })
        expect({ language, width, navigation: (await nav.isVisible()) !== (await menuButton.isVisible()) }).toEqual({
          language,
          width,
          navigation: true,
        })
      }
    }
  })
})
