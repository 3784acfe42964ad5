import { expect, test } from "@playwright/test"
import { spawn, type ChildProcess } from "node:child_process"
import { join } from "node:path"
import { openHydrated } from "./support"

// A second storefront, pointed at a backend port where nothing listens, shows the failure states.
const port = 8100 + Math.floor(Math.random() * 800)
const baseURL = `http://localhost:${port}`
let server: ChildProcess

test.use({ baseURL })

test.beforeAll(async () => {
  server = spawn("node", ["server.mjs"], {
    cwd: join(__dirname, "../storefront"),
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: "production",
      SHOP_MODE: "local",
      MEDUSA_BACKEND_URL: "http://127.0.0.1:1",
      MEDUSA_PUBLISHABLE_KEY: "",
    },
    stdio: "ignore",
  })
  for (let attempt = 0; attempt < 100; attempt++) {
    const ready = await fetch(`${baseURL}/about`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error("The second storefront did not start")
})

test.afterAll(() => {
  server?.kill()
})

test("home shows 'Failed to load products' and 'Try Again' reloads the page", async ({ page }) => {
  const response = await page.goto("/")
  expect(response?.status()).toBe(503)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true")
  await expect(page.getByText("Failed to load products")).toHaveCount(2)
  await expect(page.getByText("Loading best sellers...")).toHaveCount(0)
  // The rest of the page still works.
  await expect(page.getByRole("heading", { name: "What is Shilajit?" })).toBeVisible()
  await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true))
  await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Try Again" }).first().click()])
  expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined()
})

test("listing shows 'Failed to load products'", async ({ page }) => {
  await openHydrated(page, "/products")
  await expect(page.getByText("Failed to load products")).toBeVisible()
  await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible()
})

test("product page shows 'Failed to load product. Please try again later.'", async ({ page }) => {
  const response = await page.goto("/product/pure-himalayan-shilajit-resin")
  expect(response?.status()).toBe(503)
  await expect(page.getByText("Failed to load product. Please try again later.")).toBeVisible()
})

test("contact form shows 'An error occurred. Please try again later.'", async ({ page }) => {
  await openHydrated(page, "/contact")
  const form = page.locator(".contact-form")
  await form.getByLabel("Name").fill("Ann")
  await form.getByLabel("Email").fill("ann@example.com")
  await form.getByLabel("Subject").fill("Hi")
  await form.getByLabel("Message").fill("Hello")
  await form.getByRole("button", { name: "Send Message" }).click()
  await expect(form.getByText("An error occurred. Please try again later.")).toBeVisible()
})

test("newsletter shows 'Something went wrong. Please try again.'", async ({ page }) => {
  await openHydrated(page, "/")
  const section = page.locator(".newsletter")
  await section.getByLabel("Email address").fill("ann@example.com")
  await section.getByRole("button", { name: "Subscribe" }).click()
  await expect(section.getByText("Something went wrong. Please try again.")).toBeVisible()
  await expect(section.getByRole("button", { name: "Subscribe" })).toBeEnabled()
})

test("static pages still render, and the cart cannot be reached", async ({ page }) => {
  await openHydrated(page, "/about")
  await expect(page.getByRole("heading", { name: "Our Story" })).toBeVisible()
  await openHydrated(page, "/checkout")
  await expect(page.getByRole("heading", { name: "Your Cart" })).toBeVisible()
})
