import AxeBuilder from "@axe-core/playwright"
import { expect, type Page, type TestInfo } from "@playwright/test"
import { readFileSync } from "node:fs"
import { join } from "node:path"

type SeedVariant = { title: string; price: number; sale_price?: number }
type SeedProduct = { handle: string; title: string; subtitle: string; category: string; badge: string; subscription: unknown; variants: SeedVariant[] }

/** The catalogue the backend seeds: the tests' source of expected names and prices. */
export const seed = JSON.parse(readFileSync(join(__dirname, "../seed/catalogue.json"), "utf8")) as {
  products: SeedProduct[]
}
export const shopConfig = JSON.parse(readFileSync(join(__dirname, "../shop.config.json"), "utf8")) as {
  brand: string
  business: { email: string; phone: string; whatsapp: string; chamberOfCommerce: string }
}

export const seeded = (handle: string): SeedProduct => {
  const product = seed.products.find((candidate) => candidate.handle === handle)
  if (!product) throw new Error(`No seeded product ${handle}`)
  return product
}

/** Price of the first size, which list cards show and add. */
export const listPrice = (product: SeedProduct) => product.variants[0]!.sale_price ?? product.variants[0]!.price

export const euro = (amount: number) =>
  new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR", minimumFractionDigits: 2 }).format(amount)

export const isMobile = (testInfo: TestInfo) => testInfo.project.name === "mobile"

/** Reads a money text like "€49.99" as a number. */
export const money = (text: string | null) => Number((text ?? "").replace(/[^0-9.]/g, ""))

/** Runs axe with the WCAG 2.x A and AA rules (up to 2.2) and expects no violation. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze()
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)
  expect(summary).toEqual([])
}

/** Opens a page and waits until React has hydrated it (buttons work from then on). */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true")
}
