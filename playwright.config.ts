import { defineConfig, devices } from "@playwright/test"

// The shop (backend on 9000, storefront on 8000) must already be running: the test harness starts it.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
}

/** The specs run at 375 px too (all run at desktop width). */
const MOBILE_SPECS = [
  "accessibility",
  "account",
  "cart",
  "catalogue",
  "checkout",
  "checkout-look",
  "header",
  "images",
  "languages",
  "pages",
]

export default defineConfig({
  testDir: "./e2e",
  // a guard against a hung test, not a measure of speed (the benchmarks measure that): on the two
  // cores the suites share, a test signing in to the admin took 55-66 s while the images were built
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [["list"]],
  use: {
    baseURL: process.env.STOREFRONT_URL ?? "http://localhost:8000",
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
    {
      name: "mobile",
      // at 375 px the specs whose subject is what a phone shows: every page's layout and axe check,
      // the header's menu, the catalogue, the cart and checkout (and buying on a phone), the account's
      // menu path and the images; the flows and server answers the others prove do not change with width
      testMatch: MOBILE_SPECS.map((name) => `${name}.spec.ts`),
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, launchOptions: chromium },
    },
  ],
})
