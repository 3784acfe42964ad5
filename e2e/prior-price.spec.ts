import { expect, test, type APIRequestContext } from "@playwright/test"
import pg from "pg"
import { adminToken, backendUrl, euro, openHydrated, seeded } from "./support"

// The honest prior price of a reduction (Directive 98/6/EC art. 6a): a sale shows, struck through,
// the lowest price of the 30 days before it, and its percentage is taken off that price.
const gold = seeded("gold-grade-shilajit-resin")
// the size its card shows and adds
const size = gold.variants[0]!
const SALE_PRICE = 35.95

async function storeApi(request: APIRequestContext) {
  const config = (await (await request.get(`${backendUrl}/storefront-config`)).json()) as { publishable_key: string }
  const headers = { "x-publishable-api-key": config.publishable_key }
  const { regions } = (await (await request.get(`${backendUrl}/store/regions?fields=id,name`, { headers })).json()) as {
    regions: { id: string; name: string }[]
  }
  return { headers, regionId: regions.find((region) => region.name === "Europe")!.id }
}

/**
 * Moves the variant's whole recorded price history 40 days back, as if the shop had sold it at
 * that price since then. The test cannot wait 30 days; the recording itself stays real.
 */
async function ageHistory(variantId: string) {
  await inDatabase((client) =>
    client.query(
      "UPDATE price_record SET started_at = started_at - interval '40 days', ended_at = ended_at - interval '40 days' WHERE variant_id = $1",
      [variantId],
    ),
  )
}

/** The price history holds an open sale price for the variant: the sale has been recorded. */
async function saleRecorded(variantId: string): Promise<boolean> {
  const { rows } = await inDatabase((client) =>
    client.query("SELECT 1 FROM price_record WHERE variant_id = $1 AND kind = 'sale' AND ended_at IS NULL AND deleted_at IS NULL", [
      variantId,
    ]),
  )
  return rows.length === 1
}

async function inDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

test("a sale after 30 days of a steady price shows the lowest price of those 30 days, and the percentage off it", async ({
  page,
  request,
}) => {
  expect(process.env.DATABASE_URL, "the shop's DATABASE_URL (set by npm test)").toBeTruthy()
  const admin = { authorization: `Bearer ${await adminToken(request)}` }
  const variants = (await (
    await request.get(`${backendUrl}/admin/product-variants?sku=${size.sku}&fields=id`, { headers: admin })
  ).json()) as { variants: { id: string }[] }
  const variantId = variants.variants[0]!.id
  const { headers, regionId } = await storeApi(request)
  const reference = async () => {
    const response = await request.get(`${backendUrl}/store/price-references?region_id=${regionId}&variant_ids=${variantId}`, { headers })
    return (
      (await response.json()) as { price_references: { price: number; reference_price: number | null; percent_off: number | null }[] }
    ).price_references[0]
  }

  await ageHistory(variantId)
  const created = await request.post(`${backendUrl}/admin/price-lists`, {
    headers: admin,
    data: {
      title: "E2E gold sale",
      description: "e2e",
      type: "sale",
      status: "active",
      prices: [{ variant_id: variantId, amount: SALE_PRICE, currency_code: "eur" }],
    },
  })
  expect(created.ok()).toBe(true)
  const listId = ((await created.json()) as { price_list: { id: string } }).price_list.id
  try {
    // recorded by the subscriber of the price list's events (or, at the latest, the minute job)
    await expect
      .poll(reference, { timeout: 90_000, intervals: [1000] })
      .toEqual({ variant_id: variantId, currency_code: "eur", price: SALE_PRICE, reference_price: size.price, percent_off: 20 })

    await openHydrated(page, `/product/${gold.handle}`)
    const price = page.locator(".product-detail .price")
    await expect(price.locator(".price__current")).toHaveText(euro(SALE_PRICE))
    await expect(price.locator(".price__original")).toHaveText(`Was ${euro(size.price)}`)
    await expect(price.locator(".price__percent")).toHaveText("-20%")
    await expect(page.locator(".product-detail").getByTestId("prior-price")).toHaveText(
      `Lowest price in the last 30 days: ${euro(size.price)}`,
    )
    // JSON-LD offers the price the shopper pays
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as {
      offers: { name: string; price: string }[]
    }
    expect(jsonLd.offers.find((offer) => offer.name === size.title)?.price).toBe(SALE_PRICE.toFixed(2))
    // another size is not reduced
    await page.getByRole("group", { name: "Weight" }).getByText(gold.variants[1]!.title, { exact: true }).click()
    await expect(price.locator(".price__current")).toHaveText(euro(gold.variants[1]!.price))
    await expect(price.locator(".price__original")).toHaveCount(0)
    await expect(page.locator(".product-detail").getByTestId("prior-price")).toHaveCount(0)

    await openHydrated(page, "/products")
    const card = page.getByTestId("product-card").filter({ hasText: gold.title })
    await expect(card.locator(".price__current")).toHaveText(euro(SALE_PRICE))
    await expect(card.locator(".price__original")).toHaveText(`Was ${euro(size.price)}`)
    await expect(card.getByTestId("prior-price")).toHaveText(`Lowest price in the last 30 days: ${euro(size.price)}`)
    await page.screenshot({ path: test.info().outputPath("prior-price.png"), fullPage: false })
  } finally {
    // the other specs see the seeded prices again
    expect((await request.delete(`${backendUrl}/admin/price-lists/${listId}`, { headers: admin })).ok()).toBe(true)
    await expect.poll(async () => (await reference())?.price, { timeout: 90_000, intervals: [1000] }).toBe(size.price)
  }
})

test("a price raised and then 'reduced' back within 30 days is announced as no reduction", async ({ page, request }) => {
  const admin = { authorization: `Bearer ${await adminToken(request)}` }
  const found = (await (
    await request.get(`${backendUrl}/admin/product-variants?sku=${size.sku}&fields=id,product_id,*prices`, { headers: admin })
  ).json()) as {
    variants: { id: string; product_id: string; prices: { id: string; currency_code: string }[] }[]
  }
  const variant = found.variants[0]!
  const priceId = variant.prices.find((price) => price.currency_code === "eur")!.id
  const setRegularPrice = async (amount: number) => {
    const response = await request.post(`${backendUrl}/admin/products/${variant.product_id}/variants/${variant.id}`, {
      headers: admin,
      data: { prices: [{ id: priceId, currency_code: "eur", amount }] },
    })
    expect(response.ok()).toBe(true)
  }
  const { headers, regionId } = await storeApi(request)
  const reference = async () => {
    const response = await request.get(`${backendUrl}/store/price-references?region_id=${regionId}&variant_ids=${variant.id}`, { headers })
    return ((await response.json()) as { price_references: { price: number; reference_price: number | null }[] }).price_references[0]
  }
  await ageHistory(variant.id)
  // the seller raises the regular price, then puts the product "on sale" at its old price
  await setRegularPrice(59.95)
  let saleId: string | undefined
  try {
    await expect.poll(async () => (await reference())?.price, { timeout: 90_000, intervals: [1000] }).toBe(59.95)
    const sale = await request.post(`${backendUrl}/admin/price-lists`, {
      headers: admin,
      data: {
        title: "E2E 'sale'",
        description: "e2e",
        type: "sale",
        status: "active",
        prices: [{ variant_id: variant.id, amount: size.price, currency_code: "eur" }],
      },
    })
    expect(sale.ok()).toBe(true)
    saleId = ((await sale.json()) as { price_list: { id: string } }).price_list.id
    await expect.poll(() => saleRecorded(variant.id), { timeout: 90_000, intervals: [1000] }).toBe(true)
    expect(await reference()).toMatchObject({ price: size.price, reference_price: null })

    await openHydrated(page, `/product/${gold.handle}`)
    await expect(page.locator(".product-detail .price__current")).toHaveText(euro(size.price))
    await expect(page.locator(".product-detail .price__original")).toHaveCount(0)
    await expect(page.locator(".product-detail").getByTestId("prior-price")).toHaveCount(0)
  } finally {
    if (saleId) expect((await request.delete(`${backendUrl}/admin/price-lists/${saleId}`, { headers: admin })).ok()).toBe(true)
    await setRegularPrice(size.price)
    await expect.poll(async () => (await reference())?.price, { timeout: 90_000, intervals: [1000] }).toBe(size.price)
  }
})
