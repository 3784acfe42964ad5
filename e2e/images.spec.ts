import { expect, test, type Page } from "@playwright/test"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { isMobile, layoutShift, openHydrated, seed } from "./support"

/**
 * Product photos reach the browser resized: AVIF (or WebP) candidates at the shop's widths with the
 * layout's sizes, the page's largest photo first and the rest lazily, never the uploaded original.
 */

const { widths } = (JSON.parse(readFileSync(join(__dirname, "../shop.config.json"), "utf8")) as { images: { widths: number[] } }).images
const resin = seed.products[0]!
const UPLOAD = /\/uploads\/[^/]+\.(jpe?g|png|webp|avif)$/
const VARIANT = /\/uploads\/[^/]+\/(\d+)\.(avif|webp)$/

/** The srcset's candidates: one per width of the shop's list, each a resized copy of an upload. */
function expectCandidates(srcset: string | null, format: "avif" | "webp") {
  const candidates = (srcset ?? "").split(", ").map((candidate) => candidate.split(" "))
  expect(candidates.map(([url]) => VARIANT.exec(url ?? "")?.[2])).toEqual(widths.map(() => format))
  expect(candidates.map(([, width]) => width)).toEqual(widths.map((width) => `${width}w`))
}

/** Every image response of the page, by URL. */
function imageRequests(page: Page) {
  const urls: string[] = []
  page.on("response", (response) => {
    if (response.request().resourceType() === "image") urls.push(response.url())
  })
  return urls
}

test("the product page's main photo: AVIF at the width the screen needs, preloaded, sized, never the original", async ({
  page,
}, testInfo) => {
  const requested = imageRequests(page)
  await openHydrated(page, `/product/${resin.handle}`)
  const main = page.locator(".gallery__main img")
  await expect(main).toHaveAttribute("width", "600")
  await expect(main).toHaveAttribute("height", "600")
  await expect(main).toHaveAttribute("fetchpriority", "high")
  await expect(main).not.toHaveAttribute("loading", "lazy")
  expectCandidates(await main.getAttribute("srcset"), "webp")
  expectCandidates(await page.locator(".gallery__main source[type='image/avif']").getAttribute("srcset"), "avif")
  const sizes = await main.getAttribute("sizes")
  expect(sizes).toContain("calc(100vw - 40px)")

  const preload = page.locator("head link[rel='preload'][as='image']")
  await expect(preload).toHaveAttribute("type", "image/avif")
  await expect(preload).toHaveAttribute("imagesizes", sizes!)
  expectCandidates(await preload.getAttribute("imagesrcset"), "avif")

  // the browser took an AVIF candidate no smaller than the drawn width needs
  await expect.poll(() => main.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  const { currentSrc, needed } = await main.evaluate((image: HTMLImageElement) => ({
    currentSrc: image.currentSrc,
    needed: image.clientWidth * devicePixelRatio,
  }))
  const [, width, format] = VARIANT.exec(currentSrc) ?? []
  expect(format).toBe("avif")
  expect(Number(width)).toBeGreaterThanOrEqual(Math.min(needed, widths.at(-1)!) * 0.75)
  const photo = await page.request.get(currentSrc)
  expect(photo.headers()["content-type"]).toBe("image/avif")
  const bytes = (await photo.body()).length
  if (isMobile(testInfo)) expect(bytes).toBeLessThan(60 * 1024)
  testInfo.annotations.push({ type: "LCP photo", description: `${currentSrc}: ${bytes} bytes` })

  expect(requested.filter((url) => UPLOAD.test(new URL(url).pathname))).toEqual([])
})

test("product cards carry srcset and sizes; the first card of the listing is fetched first, the others lazily", async ({ page }) => {
  await openHydrated(page, "/products")
  const photos = page.locator("[data-testid='product-card'] .product-card__media img")
  await expect(photos).toHaveCount(seed.products.length)
  for (const photo of await photos.all()) {
    expectCandidates(await photo.getAttribute("srcset"), "webp")
    expect(await photo.getAttribute("sizes")).toContain("272px")
    await expect(photo).toHaveAttribute("width", "400")
  }
  await expect(photos.first()).toHaveAttribute("fetchpriority", "high")
  await expect(photos.nth(1)).toHaveAttribute("loading", "lazy")

  // on the home page the hero comes first: every card photo waits until it is scrolled near
  await openHydrated(page, "/")
  const home = page.locator("[data-testid='product-card'] .product-card__media img")
  await expect(home.first()).toHaveAttribute("loading", "lazy")
  expectCandidates(await home.first().getAttribute("srcset"), "webp")
})

test("photos take their place before they load: no layout shift on the product page", async ({ page }) => {
  await page.goto(`/product/${resin.handle}`)
  await page.waitForLoadState("load")
  expect(await layoutShift(page)).toBe(0)
})

test("the zoom shows the photo already on the page at once, and the large one once it has loaded", async ({ page }, testInfo) => {
  // at 375 px the zoom draws the photo no larger than the page does: the same file, nothing to wait for
  test.skip(isMobile(testInfo), "the zoom's file is the page's own at this width")
  const handle = seed.products[0]!.handle
  await openHydrated(page, `/product/${handle}`)
  const main = page.locator(".gallery__main img")
  await expect.poll(() => main.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  const shown = await main.evaluate((image: HTMLImageElement) => image.currentSrc)
  // the zoom's larger file held back, as when it is made on demand
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/uploads\//, async (route) => {
    if (route.request().url() !== shown) await held
    await route.continue()
  })
  await page.getByRole("button", { name: /^Zoom image of/ }).click()
  const dialog = page.getByRole("dialog")
  const preview = dialog.getByTestId("zoom-preview")
  await expect(preview).toBeVisible()
  await expect(preview).toHaveAttribute("src", shown)
  // drawn from the file the page has, while the large one is still held back
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  release()
  await expect(preview).toHaveCount(0)
  await expect(dialog.locator("img")).toHaveCount(1)
  await expect.poll(() => dialog.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
})
