import { expect, test, type APIRequestContext } from "@playwright/test"
import { adminToken, backendUrl, euro, openHydrated, seeded } from "./support"

const moringa = seeded("moringa-leaf-powder")
const box = seeded("essentials-monthly-wellness-box")
const resin = seeded("pure-himalayan-shilajit-resin")

type SavedLevel = { itemId: string; locationId: string; stocked: number }

/**
 * Leaves `available` units of the seeded sizes with these SKUs for the test (set through the Admin
 * API as the seller would; 0: sold out) and restores their stock afterwards. `run` gets a function
 * that sets another number of units left.
 */
async function withStock(
  request: APIRequestContext,
  skus: string[],
  available: number,
  run: (setAvailable: (units: number) => Promise<void>) => Promise<void>,
) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` }
  const saved: (SavedLevel & { reserved: number; first: boolean })[] = []
  const setStock = (level: Omit<SavedLevel, "stocked">, stocked: number) =>
    request.post(`${backendUrl}/admin/inventory-items/${level.itemId}/location-levels/${level.locationId}`, {
      headers,
      data: { stocked_quantity: stocked },
    })
  // what is reserved for placed orders stays; `units` more are available, at the first location
  const setAvailable = async (units: number) => {
    for (const level of saved) expect((await setStock(level, level.reserved + (level.first ? units : 0))).ok()).toBe(true)
  }
  try {
    for (const sku of skus) {
      const response = await request.get(`${backendUrl}/admin/inventory-items?sku=${sku}&fields=id,*location_levels`, { headers })
      expect(response.ok()).toBe(true)
      const { inventory_items } = (await response.json()) as {
        inventory_items: { id: string; location_levels: { location_id: string; stocked_quantity: number; reserved_quantity: number }[] }[]
      }
      expect(inventory_items).toHaveLength(1)
      inventory_items[0]!.location_levels.forEach((level, index) =>
        saved.push({
          itemId: inventory_items[0]!.id,
          locationId: level.location_id,
          stocked: level.stocked_quantity,
          reserved: level.reserved_quantity,
          first: index === 0,
        }),
      )
    }
    await setAvailable(available)
    await run(setAvailable)
  } finally {
    for (const level of saved) await setStock(level, level.stocked)
  }
}

/** Sells out the seeded sizes with these SKUs for the test and restores their stock afterwards. */
const withSoldOut = (request: APIRequestContext, skus: string[], run: () => Promise<void>) => withStock(request, skus, 0, () => run())

const skusOf = (product: ReturnType<typeof seeded>, titles: string[]) =>
  product.variants.filter((variant) => titles.includes(variant.title)).map((variant) => (variant as { sku?: string }).sku!)

test.describe("stock on every add button", () => {
  test("a card whose smallest size is sold out offers the next size in stock, and adds that one", async ({ page, request }) => {
    const [small, large] = moringa.variants
    await withSoldOut(request, skusOf(moringa, [small!.title]), async () => {
      const card = page.getByTestId("product-card").filter({ hasText: moringa.title })
      // the cached listing is dropped when Medusa's stock event reaches the storefront, a moment
      // after the Admin API answered the sell-out (longer on a busy machine)
      await expect(async () => {
        await openHydrated(page, "/products?category=essentials")
        await expect(card.locator(".product-card__size")).toHaveText(large!.title, { timeout: 1_000 })
      }).toPass({ timeout: 20_000 })
      await expect(card.locator(".price__current")).toHaveText(euro(large!.sale_price ?? large!.price))
      await card.getByRole("button", { name: "Add to Cart" }).click()
      await expect(page.getByTestId("cart-count")).toHaveText("1")
      // the count is optimistic: the line is in once the card says so (a page load before would cancel the request)
      await expect(card.locator(".add-to-cart__status")).toHaveText("Added to cart", { timeout: 30_000 })

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
    await withSoldOut(
      request,
      skusOf(
        box,
        box.variants.map((variant) => variant.title),
      ),
      async () => {
        const card = page.getByTestId("product-card").filter({ hasText: box.title })
        await expect(async () => {
          await openHydrated(page, "/products?category=essentials")
          await expect(card.getByRole("button", { name: "Sold out" })).toBeDisabled({ timeout: 1_000 })
        }).toPass({ timeout: 20_000 })
        await expect(card.getByRole("button", { name: "Add to Cart" })).toHaveCount(0)
        // the other cards still sell
        await expect(
          page.getByTestId("product-card").filter({ hasText: moringa.title }).getByRole("button", { name: "Add to Cart" }),
        ).toBeEnabled()

        await openHydrated(page, `/product/${box.handle}`)
        await expect(page.locator(".product-detail").getByRole("button", { name: "Sold out" })).toBeDisabled()
      },
    )
    // back in stock once the seller restocks: the cached listing is dropped when Medusa's stock
    // event reaches the storefront, a moment after the restock answered (longer on a busy machine)
    await expect(async () => {
      await openHydrated(page, "/products?category=essentials")
      await expect(
        page.getByTestId("product-card").filter({ hasText: box.title }).getByRole("button", { name: "Add to Cart" }),
      ).toBeEnabled({ timeout: 1_000 })
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
    // a new cart, its line checked against the stock, its shipping priced: slow on a busy machine
    await expect(page.getByTestId("cart-count")).toHaveText("99", { timeout: 30_000 })
    await expect(detail.locator(".add-to-cart__status")).toHaveText("Added to cart", { timeout: 30_000 })

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
    const config = (await (await request.get(`${backendUrl}/storefront-config`)).json()) as {
      publishable_key: string
      max_line_quantity: number
    }
    expect(config.max_line_quantity).toBe(99)
    const cart = (await (
      await request.get(`${backendUrl}/store/carts/${cartId}`, { headers: { "x-publishable-api-key": config.publishable_key } })
    ).json()) as {
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
    await expect(page.locator(".product-detail .add-to-cart__status")).toHaveText("Added to cart", { timeout: 30_000 })
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

test.describe("stock left", () => {
  test("adding more than is left names the item and how many are left; a line sold out before payment is named and marked in the cart", async ({
    page,
    request,
  }) => {
    const size = resin.variants[0]!
    const item = `${resin.title} ${size.title}`
    await withStock(request, skusOf(resin, [size.title]), 3, async (setAvailable) => {
      await openHydrated(page, `/product/${resin.handle}`)
      const detail = page.locator(".product-detail")
      const quantity = detail.getByRole("textbox", { name: "Quantity" })
      await quantity.fill("5")
      await detail.getByRole("button", { name: "Add to Cart" }).click()
      const status = detail.locator(".add-to-cart").getByRole("status")
      await expect(status).toHaveText(`Only 3 of ${item} left.`)
      await expect(page.getByTestId("cart-count")).toHaveCount(0)

      // "abc" is not a quantity: the field never shows it, and 1 is what is added
      await quantity.fill("abc")
      await expect(quantity).not.toHaveValue("abc")
      await quantity.blur()
      await expect(quantity).toHaveValue("1")
      // nor is "-5": it is 1, not 5
      await quantity.fill("-5")
      await quantity.blur()
      await expect(quantity).toHaveValue("1")
      await quantity.fill("2")
      await detail.getByRole("button", { name: "Add to Cart" }).click()
      await expect(status).toHaveText("Added to cart")
      await quantity.fill("2")
      await detail.getByRole("button", { name: "Add to Cart" }).click()
      await expect(status).toHaveText(`Only 3 of ${item} left (2 already in your cart).`)

      // sold down to 1 by others before this shopper pays: the line says so, marked, and checkout waits
      await setAvailable(1)
      await openHydrated(page, "/checkout")
      const line = page.getByTestId("cart-line")
      await expect(line.getByTestId("cart-line-stock")).toHaveText(`Only 1 of ${item} left.`)
      await expect(line).toHaveClass(/cart-line--short/)
      await expect(page.getByRole("button", { name: "Proceed to Checkout" })).toBeDisabled()
      await expect(page.getByRole("alert").filter({ hasText: "change the marked items" })).toBeVisible()
      // down to what is left: the mark goes
      await line.getByRole("button", { name: "Decrease quantity" }).click()
      await expect(line.locator("output")).toHaveText("1")
      await expect(line.getByTestId("cart-line-stock")).toHaveCount(0)
      // shown at once; settled once the server has answered
      await expect(page.getByRole("complementary", { name: "Order Summary" })).not.toHaveAttribute("aria-busy", "true")
      await expect(page.getByRole("button", { name: "Proceed to Checkout" })).toBeEnabled()

      // sold out: named and marked; more is refused in the server's words
      await setAvailable(0)
      await openHydrated(page, "/checkout")
      await expect(line.getByTestId("cart-line-stock")).toHaveText(`${item} is sold out.`)
      await line.getByRole("button", { name: "Increase quantity" }).click()
      await expect(line.getByRole("alert")).toHaveText(`${item} is sold out.`)
      await expect(line.locator("output")).toHaveText("1")
      await line.getByRole("button", { name: "Remove" }).click()
      await expect(page.getByText("Your cart is empty")).toBeVisible()
    })
  })
})
