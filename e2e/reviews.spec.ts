import { expect, test } from "@playwright/test"
import {
  adminToken,
  backendUrl,
  expectAccessible,
  fillCheckoutDetails,
  isMobile,
  openHydrated,
  PLACED_ORDER_URL,
  ratingText,
  seed,
  seeded,
  storeRatings,
  topRated,
} from "./support"

/**
 * Real reviews end to end: a buyer pays with the test payment, follows the success page's review
 * link, writes a review; the seller approves it through the Admin API; the rating then shows on the
 * card and the product page, and Top Rated orders by it.
 */
const stripeMode = Boolean(process.env.STRIPE_API_KEY)
const product = seeded("sea-buckthorn-oil")

test("a buyer's approved review becomes the product's real rating", async ({ page, request }, testInfo) => {
  test.skip(stripeMode, "buys with the test payment: the shop runs with Stripe")
  test.skip(isMobile(testInfo), "one buyer is enough: the flow does not depend on the layout")
  const title = `Bright and fresh ${Date.now()}`
  const text = "Tastes of sea buckthorn.\n<b>Not bold</b> <script>alert(1)</script>"

  // buy with the test payment
  await openHydrated(page, `/product/${product.handle}`)
  await page.locator(".product-detail").getByRole("button", { name: "Add to Cart" }).click()
  await expect(page.getByTestId("cart-count")).toHaveText("1")
  await openHydrated(page, "/checkout")
  await page.getByRole("button", { name: "Proceed to Checkout" }).click()
  await fillCheckoutDetails(page)
  await page.getByRole("button", { name: "Place Test Order" }).click()
  await expect(page).toHaveURL(PLACED_ORDER_URL)

  // follow the review link of the order line
  const link = page.getByTestId("review-link")
  await expect(link).toHaveCount(1)
  await expect(link).toContainText(product.title)
  await link.click()
  await expect(page).toHaveURL(/\/review\?token=/)
  await expect(page.getByText(`Your review of ${product.title}`)).toBeVisible()
  await expectAccessible(page)

  // an empty form is refused with the texts under the fields
  await page.getByRole("button", { name: "Submit Review" }).click()
  await expect(page.getByText("Choose a rating from 1 to 5 stars")).toBeVisible()
  await expect(page.getByText("Title is required")).toBeVisible()

  await page.getByRole("radio", { name: "5 stars" }).check()
  await page.getByLabel("Title").fill(title)
  await page.getByLabel("Review", { exact: true }).fill(text)
  await page.getByLabel("Name shown with your review").fill("Anna")
  await page.getByRole("button", { name: "Submit Review" }).click()
  await expect(page.getByText("Thank you! Your review will appear once it has been checked.")).toBeVisible()

  // the same link cannot review again
  await page.reload()
  await expect(page.getByText(/You have already reviewed/)).toBeVisible()

  // the seller approves it through the Admin API
  const token = await adminToken(request)
  const admin = { headers: { authorization: `Bearer ${token}` } }
  const pending = await request.get(`${backendUrl}/admin/reviews?limit=100`, admin)
  const { reviews } = (await pending.json()) as { reviews: { id: string; title: string; status: string }[] }
  const review = reviews.find((candidate) => candidate.title === title)
  expect(review?.status).toBe("pending")
  const approved = await request.post(`${backendUrl}/admin/reviews/${review!.id}`, { ...admin, data: { status: "approved" } })
  expect(approved.ok()).toBe(true)

  const ratings = await storeRatings(request)
  const rating = ratings.get(product.handle)
  expect(rating?.count).toBeGreaterThanOrEqual(1)

  // the product page: rating, the review as text, AggregateRating
  await openHydrated(page, `/product/${product.handle}`)
  await expect(page.locator(".product-detail").getByTestId("rating")).toHaveText(ratingText(rating!))
  const shown = page.getByTestId("review").filter({ hasText: title })
  await expect(shown).toHaveCount(1)
  await expect(shown.locator(".review__text")).toHaveText(text)
  await expect(shown.locator(".review__text b, .review__text script")).toHaveCount(0)
  await expectAccessible(page)
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  const productLd = jsonLd.map((entry) => JSON.parse(entry)).find((entry) => entry["@type"] === "Product")
  expect(productLd.aggregateRating).toEqual({
    "@type": "AggregateRating",
    ratingValue: rating!.average.toFixed(1),
    reviewCount: rating!.count,
    bestRating: 5,
    worstRating: 1,
  })

  // the card, and Top Rated by the real averages
  await openHydrated(page, "/products")
  const card = page.getByTestId("product-card").filter({ has: page.getByRole("link", { name: product.title, exact: true }) })
  await expect(card.getByTestId("rating")).toHaveText(ratingText(rating!))
  await page.locator(".sort-menu__toggle").click()
  await page.locator("#sort-options").getByRole("button", { name: "Top Rated" }).click()
  const names = await page.getByTestId("product-card").locator(".product-card__name").allTextContents()
  expect(names).toEqual(topRated(seed.products, ratings).map((p) => p.title))
  expect(names.slice(0, ratings.size)).toContain(product.title)
})

test("the review page without a link, or with a forged one, explains and accepts nothing", async ({ page }) => {
  await openHydrated(page, "/review")
  await expect(page.getByText(/Reviews on this shop come only from buyers/)).toBeVisible()
  await openHydrated(page, "/review?token=forged.token")
  await expect(page.getByText("This review link is not valid.")).toBeVisible()
  await expect(page.getByRole("button", { name: "Submit Review" })).toHaveCount(0)
})
