import { expect, test, type APIRequestContext } from "@playwright/test"
import { adminToken, backendUrl, euro, openHydrated, seeded } from "./support"

const moringa = seeded("moringa-leaf-powder")
const box = seeded("essentials-monthly-wellness-box")
const resin = seeded("pure-himalayan-shilajit-resin")

type SavedLevel = { itemId: string; locationId: string; stocked: number }

/**
 * Sells out the seeded sizes with these SKUs for the test (available stock 0 at every location,
 * set through the Admin API as the seller would) and restores their stock afterwards.
 */
async function withSoldOut(request: APIRequestContext, skus: string[], run: () => Promise<void>) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` }
  const saved: SavedLevel[] = []
  const setStock = (level: Omit<SavedLevel, "stocked">, stocked: number) =>
    request.post(`${backendUrl}/admin/inventory-items/${level.itemId}/location-levels/${level.locationId}`, {
      headers,
      data: { stocked_quantity: stocked },
    })
  try {
    for (const sku of skus) {
      const response = await request.get(`${backendUrl}/admin/inventory-items?sku=${sku}&fields=id,*location_levels`, { headers })
      expect(response.ok()).toBe(true)
      const { inventory_items } = (await response.json()) as {
        inventory_items: { id: string; location_levels: { location_id: string; stocked_quantity: number; reserved_quantity: number }[] }[]
      }
      expect(inventory_items).toHaveLength(1)
      for (const level of inventory_items[0]!.location_levels) {
        const where = { itemId: inventory_items[0]!.id, locationId: level.location_id }
        saved.push({ ...where, stocked: level.stocked_quantity })
        // what is reserved for placed orders stays; nothing more is available
        expect((await setStock(where, level.reserved_quantity)).ok()).toBe(true)
      }
    }
    await run()
  } finally {
    for (const level of saved) await setStock(level, level.stocked)
  }
}

const skusOf = (product: ReturnType<typeof seeded>, titles: string[]) =>
  product.variants.filter((variant) => titles.includes(variant.title)).map((variant) => (variant as { sku?: string }).sku!)

test.describe("stock on every add button", () => {
  test("a card whose smallest size is sold out offers the next size in stock, and adds that one", async ({ page, request }) => {
    const [small, large] = moringa.variants
    await withSoldOut(request, skusOf(moringa, [small!.title]), async () => {
      await openHydrated(page, "/products?category=essentials")
      const card = page.getByTestId("product-card").filter({ hasText: moringa.title })
      await expect(card.locator(".price__current")).toHaveText(euro(large!.sale_price ?? large!.price))
      await expect(card.locator(".product-card__size")).toHaveText(large!.title)
      await card.getByRole("button", { name: "Add to Cart" }).click()
      await expect(page.getByTestId("cart-count")).toHaveText("1")

      // the product page opens on the size in stock and marks the sold-out one
      await openHydrated(page, `/product/${moringa.handle}`)
      const sizes = page.getByRole("group", { name: "Weight" })
      await expect(sizes.getByRole("radio", { name: large!.title })).toBeChecked()
      await expect(sizes.locator("label").filter({ hasText: small!.title })).toContainText("Sold out")
      await sizes.locator("label").filter({ hasText: small!.title }).click()
      await expect(page.locator(".product-detail").getByRole("button", { name: "Sold out" })).toBeDisabled()
      await expect(page.getByText("This size is currently out of stock.")).toBeVisible()

      await openHydrated(page, "/checkout")
      await expect(page.getByTestId("cart-line")).toContainText(large!.title)
    })
  })

  test("a card with every size sold out says 'Sold out' and has no active add button", async ({ page, request }) => {
    await withSoldOut(request, skusOf(box, box.variants.map((variant) => variant.title)), async () => {
      await openHydrated(page, "/products?category=essentials")
      const card = page.getByTestId("product-card").filter({ hasText: box.title })
      await expect(card.getByRole("button", { name: "Sold out" })).toBeDisabled()
      await expect(card.getByRole("button", { name: "Add to Cart" })).toHaveCount(0)
      // the other cards still sell
      await expect(page.getByTestId("product-card").filter({ hasText: moringa.title }).getByRole("button", { name: "Add to Cart" })).toBeEnabled()

      await openHydrated(page, `/product/${box.handle}`)
      await expect(page.locator(".product-detail").getByRole("button", { name: "Sold out" })).toBeDisabled()
    })
    // back in stock once the seller restocks: the cached listing is dropped when Medusa's stock
    // event reaches the storefront, a moment after the restock answered (longer on a busy machine)
    await expect(async () => {
      await openHydrated(page, "/products?category=essentials")
      await expect(page.getByTestId("product-card").filter({ hasText: box.title }).getByRole("button", { name: "Add to Cart" })).toBeEnabled({ timeout: 1_000 })
    }).toPass({ timeout: 20_000 })
  })
})

test.describe("the quantity limit", () => {
  const limit = "You can order at most 99 of each item."

  test("is stated on the product page, in the cart and when adding more, and the Store API refuses more", async ({ page, request }) => {
    await openHydrated(page, `/product/${resin.handle}`)
    const detail = page.locator(".product-detail")
    const quantity = detail.getByRole("textbox", { name: "Quantity" })
    await quantity.fill("100")
    await expect(quantity).toHaveValue("99")
    await expect(detail.getByText(limit)).toBeVisible()
    await expect(detail.getByRole("button", { name: "Increase quantity" })).toHaveAttribute("aria-disabled", "true")
    await detail.getByRole("button", { name: "Add to Cart" }).click()
    await expect(page.getByTestId("cart-count")).toHaveText("99")

    // one more of the same size would take the line past the limit: said, and nothing is sent
    await quantity.fill("1")
    await expect(detail.getByText(limit)).toHaveCount(0)
    await detail.getByRole("button", { name: "Add to Cart" }).click()
    await expect(detail.getByRole("status").filter({ hasText: limit })).toBeVisible()
    await expect(page.getByTestId("cart-count")).toHaveText("99")

    await openHydrated(page, "/checkout")
    const line = page.getByTestId("cart-line")
    await expect(line.getByText(limit)).toBeVisible()
    await expect(line.getByRole("button", { name: "Increase quantity" })).toHaveAttribute("aria-disabled", "true")
    await line.getByRole("button", { name: "Increase quantity" }).click({ force: true })
    await page.waitForTimeout(500)
    await expect(line.locator("output")).toHaveText("99")

    // the server enforces it too, with a 400 that names it
    const cartId = (await page.context().cookies()).find((cookie) => cookie.name === "cart_id")!.value
    const config = (await (await request.get(`${backendUrl}/storefront-config`)).json()) as { publishable_key: string; max_line_quantity: number }
    expect(config.max_line_quantity).toBe(99)
    const cart = (await (await request.get(`${backendUrl}/store/carts/${cartId}`, { headers: { "x-publishable-api-key": config.publishable_key } })).json()) as {
      cart: { items: { variant_id: string }[] }
    }
    const refused = await request.post(`${backendUrl}/store/carts/${cartId}/line-items`, {
      headers: { "x-publishable-api-key": config.publishable_key },
      data: { variant_id: cart.cart.items[0]!.variant_id, quantity: 1 },
    })
    expect(refused.status()).toBe(400)
    expect(((await refused.json()) as { message: string }).message).toContain("quantity can be at most 99")
  })

  test("add and stepper buttons keep keyboard focus while a change is saved", async ({ page }) => {
    await openHydrated(page, `/product/${resin.handle}`)
    const add = page.locator(".product-detail").getByRole("button", { name: "Add to Cart" })
    await add.focus()
    await page.keyboard.press("Enter")
    await expect(page.getByTestId("cart-count")).toHaveText("1")
    await expect(add).toBeFocused()
    await openHydrated(page, "/checkout")
    const line = page.getByTestId("cart-line")
    const increase = line.getByRole("button", { name: "Increase quantity" })
    await increase.focus()
    // a disabled button would drop focus to the page while the change is saved
    await page.keyboard.press("Enter")
    await expect(line.locator("output")).toHaveText("2")
    await expect(line.getByRole("group", { name: /Quantity of/ })).not.toHaveAttribute("aria-busy", "true")
    await expect(increase).toBeFocused()
    // and the keyboard goes on from there
    await page.keyboard.press("Enter")
    await expect(line.locator("output")).toHaveText("3")
  })
})
