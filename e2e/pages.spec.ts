import { expect, test } from "@playwright/test"
import {
  documentLoads,
  euro,
  expectAccessible,
  expectRealRatingsOnCards,
  isMobile,
  listPrice,
  messages,
  missingMessages,
  openHydrated,
  seed,
  seeded,
  shopConfig,
} from "./support"

const brand = shopConfig.brand

test.describe("home", () => {
  test("shows every section in the spec's order with the seeded products", async ({ page }) => {
    await openHydrated(page, "/")
    const hero = page.locator(".hero")
    await expect(hero.getByRole("heading", { level: 1 })).toContainText("Shilajit")
    // The last word of the title sits on its own line.
    await expect(hero.locator(".hero__last-word")).toHaveCSS("display", "block")
    await expect(hero.getByRole("link", { name: "Shop Now" })).toHaveAttribute("href", "/products")
    await expect(hero.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/about")
    await expect(hero.locator(".trust-badges li")).toHaveCount(4)
    await expect(hero.getByText("Scroll to explore")).toBeVisible()

    // Marquee: the five claims, five times.
    const claims = ["100% NATURAL", "LAB TESTED", "ETHICALLY SOURCED", "PREMIUM QUALITY", "FREE SHIPPING"]
    await expect(page.locator(".marquee__set")).toHaveCount(5)
    for (const set of await page.locator(".marquee__set").all()) {
      await expect(set.locator("li")).toHaveText(claims)
    }

    const headings = await page.locator("main h2.section__title, main .shop-banner h2, main .newsletter h2").allTextContents()
    expect(headings).toEqual([
      "What is Shilajit?",
      `Why Choose ${brand}?`,
      "Experience the Purest Shilajit from the Himalayas",
      "BEST SELLERS",
      "OUR FEATURED PRODUCTS",
      "Connect With Us",
      "Get 17% off your first purchase",
    ])
    await expect(page.locator("#what-is-title + p + ul > li h3")).toHaveText([
      "Raw Himalayan Resin",
      "Concentrated Minerals",
      "Pure Energy",
      "Strength & Recovery",
    ])
    await expect(page.locator("#why-choose-title + p + ul > li h3")).toHaveText([
      "Cognitive Function",
      "Energy & Stamina",
      "Vitality",
      "Resilience",
    ])
    await expect(page.getByRole("link", { name: "SHOP NOW", exact: true })).toHaveAttribute("href", "/products")

    // BEST SELLERS: the first 2 products; FEATURED: products 3 to 5.
    const titles = seed.products.map((product) => product.title)
    const bestSellers = page.locator("section", { has: page.getByRole("heading", { name: "BEST SELLERS" }) })
    await expect(bestSellers.locator(".product-card__name")).toHaveText(titles.slice(0, 2))
    const featured = page.locator("section", { has: page.getByRole("heading", { name: "OUR FEATURED PRODUCTS" }) })
    await expect(featured.locator(".product-card__name")).toHaveText(titles.slice(2, 5))
    await expect(featured.getByRole("link", { name: "View All Products" })).toHaveAttribute("href", "/products")

    const connect = page.locator("section", { has: page.getByRole("heading", { name: "Connect With Us" }) })
    await expect(connect).toContainText(shopConfig.business.email)
    await expect(connect).toContainText(shopConfig.business.phone)
    await expect(connect).toContainText(shopConfig.business.whatsapp)
    await expect(connect.getByRole("link", { name: "Get In Touch" })).toHaveAttribute("href", "/contact")
  })

  test("product cards show image, badge, name, description, price, Add to Cart and Details, and no invented rating", async ({
    page,
    request,
  }) => {
    await openHydrated(page, "/")
    const first = seed.products[0]!
    const card = page.getByTestId("product-card").first()
    await expect(card.locator("img")).toHaveAttribute("src", /\/uploads\//)
    await expect(card.locator(".badge")).toHaveText(first.badge)
    await expect(card.getByRole("link", { name: first.title, exact: true })).toHaveAttribute("href", `/product/${first.handle}`)
    await expect(card.locator(".product-card__description")).toHaveText(first.subtitle)
    await expect(card.locator(".price__current")).toHaveText(euro(listPrice(first)))
    await expect(card.getByRole("button", { name: "Add to Cart" })).toBeEnabled()
    await expect(card.getByRole("link", { name: /Details/ })).toHaveAttribute("href", `/product/${first.handle}`)
    // Stars and a review count only from approved reviews (DESIGN.md: real ratings only).
    await expectRealRatingsOnCards(page, request)
    // Name on one line, description on two.
    await expect(card.locator(".product-card__name")).toHaveCSS("white-space", "nowrap")
    await expect(card.locator(".product-card__description")).toHaveCSS("-webkit-line-clamp", "2")
  })
})

test("about page", async ({ page }) => {
  await page.goto("/about")
  await expect(page.getByRole("heading", { name: "Our Story" })).toBeVisible()
  await expect(page.getByRole("heading", { name: "Our Values" })).toBeVisible()
  await expect(page.locator(".info-card h3")).toHaveText(["Purity", "Sustainability", "Transparency"])
  await expect(page.getByRole("link", { name: "Explore Products" })).toHaveAttribute("href", "/products")
  await expect(page.locator("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact")
})

test("lab tests page shows two reports each for Skardu and Gilgit", async ({ page }) => {
  await page.goto("/lab-tests")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lab Test Transparency")
  for (const location of ["Skardu", "Gilgit"]) {
    await expect(page.getByRole("heading", { name: `${location} Shilajit` })).toBeVisible()
    for (const number of [1, 2]) {
      const image = page.getByAltText(`${location} Shilajit Lab Test ${number}`)
      await image.scrollIntoViewIfNeeded()
      await expect(image).toHaveJSProperty("complete", true)
      expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0)
    }
  }
})

test("checkout success and cancel pages", async ({ page }) => {
  // Without a cart no order is claimed (the placed order's page is checked in totals.spec.ts)
  await page.goto("/checkout/success?session_id=cs_test_123")
  await expect(page.getByRole("heading", { name: "No order in progress" })).toBeVisible()
  await expect(page.getByText("Thank You for Your Purchase!")).toHaveCount(0)
  await expect(page.locator("main").getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/products")

  await page.goto("/checkout/cancel")
  await expect(page.getByRole("heading", { name: "Checkout Canceled" })).toBeVisible()
  await expect(page.getByText("Your checkout was canceled. If this was unintentional, please try again or contact support.")).toBeVisible()
  await expect(page.getByRole("link", { name: "Return to Cart" })).toHaveAttribute("href", "/checkout")
  await expect(page.locator("main").getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/products")
})

test("policy pages carry the real facts", async ({ page }) => {
  await page.goto("/shipping-policy")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shipping Policy")
  await expect(page.locator("main")).toContainText("1-3 business days after payment")
  await expect(page.locator("main")).toContainText("2-5 business days")
  await expect(page.locator("main")).toContainText("41 countries")

  await page.goto("/refund-policy")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Return Policy")
  await expect(page.locator("main")).toContainText("within 14 days of receipt")
  await expect(page.locator("main")).toContainText("unopened and unused")
  await expect(page.locator("main")).toContainText("within 14 days of the day we receive your withdrawal")
  await expect(page.locator("main")).not.toContainText("inspection")

  await page.goto("/terms-of-service")
  await expect(page.locator("main h2", { hasText: /^Article \d+: / })).toHaveCount(13)
  await expect(page.getByRole("heading", { level: 2, name: "Model withdrawal form" })).toBeVisible()
  for (const fact of [
    "21%",
    "9%",
    "on the secure payment page of our payment provider",
    "Monday to Friday 09:00-17:00",
    "Dutch law",
    "Rotterdam",
  ]) {
    await expect(page.locator("main")).toContainText(fact)
  }
  // the terms name no payment method the shop may not offer
  await expect(page.locator("main")).not.toContainText(/PayPal|bank transfer/)

  await page.goto("/privacy-policy")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy")
  await expect(page.locator("main")).toContainText(shopConfig.business.chamberOfCommerce)
  // what the shop keeps beyond orders: accounts, subscriptions, reviews, withdrawals
  for (const kept of ["Account:", "Subscriptions:", "Reviews:", "Withdrawals:"]) await expect(page.locator("main")).toContainText(kept)

  // the Return Policy says what the withdrawal form asks for, the postal code included
  await page.goto("/refund-policy")
  await expect(page.locator("main")).toContainText("the postal code it was delivered to")
})

test("unknown paths show the 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist")
  expect(response?.status()).toBe(404)
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Page Not Found")
  await expect(page.locator(".not-found__code")).toHaveText("404")
  await expect(page.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/")
  await expect(page.getByRole("link", { name: "Browse Products" })).toHaveAttribute("href", "/products")
})

test("footer shows every block, the copyright years and only the payment methods offered", async ({ page }) => {
  await page.goto("/about")
  const footer = page.locator("footer")
  const year = new Date().getFullYear()
  await expect(footer).toContainText(`© ${year} - ${year + 1} ${brand}`)
  for (const link of [
    "Home",
    "Products",
    "About Us",
    "Contact",
    "Privacy Policy",
    "Terms of Service",
    "Shipping Policy",
    "Return Policy",
  ]) {
    await expect(footer.getByRole("link", { name: link, exact: true })).toBeVisible()
  }
  await expect(footer).toContainText("Rotterdam")
  await expect(footer).toContainText(shopConfig.business.chamberOfCommerce)
  await expect(footer).toContainText(shopConfig.business.email)
  await expect(footer).toContainText(`Phone: ${shopConfig.business.phone}`)
  // one WhatsApp number, the same as on the contact page
  await expect(footer).toContainText(`WhatsApp: ${shopConfig.business.whatsapp}`)
  await expect(footer).toContainText("Disclaimer")
  await expect(footer.getByRole("link", { name: "Instagram" })).toBeVisible()
  await expect(footer.getByRole("link", { name: "TikTok" })).toBeVisible()
  // The end-to-end shop takes the test payment: no badge of a payment method it does not offer.
  await expect(footer.getByRole("list", { name: "Accepted payment methods" })).toHaveCount(0)
})

test("every route change scrolls to the top", async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo), "same behaviour; the footer links are what we click")
  await openHydrated(page, "/")
  await page.locator("footer").getByRole("link", { name: "About Us" }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test.describe("findable", () => {
  test("each page has its own title, description, canonical URL and Open Graph tags", async ({ page }) => {
    const seen = new Set<string>()
    for (const path of [
      "/",
      "/products",
      "/about",
      "/contact",
      "/lab-tests",
      "/privacy-policy",
      "/terms-of-service",
      "/shipping-policy",
      "/refund-policy",
      `/product/${seed.products[1]!.handle}`,
    ]) {
      await page.goto(path)
      const title = await page.title()
      expect(title, path).toContain(brand)
      expect(seen.has(title), `${path} repeats the title "${title}"`).toBe(false)
      seen.add(title)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path === "/" ? "/" : path}$`))
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title)
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", new RegExp(`${path === "/" ? "/" : path}$`))
      await expect(page.locator('meta[property="og:description"]')).toHaveCount(1)
    }
  })

  test("product pages are server-rendered with name, price and Product JSON-LD", async ({ request }) => {
    const product = seeded("pure-himalayan-shilajit-resin")
    const response = await request.get(`/product/${product.handle}`)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain(`<h1>${product.title}</h1>`)
    expect(html).toContain(euro(product.variants[0]!.price))
    const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1]
    expect(jsonLd).toBeTruthy()
    const data = JSON.parse(jsonLd!)
    expect(data["@type"]).toBe("Product")
    expect(data.name).toBe(product.title)
    expect(data.offers).toHaveLength(product.variants.length)
    expect(data.offers[0]).toMatchObject({
      "@type": "Offer",
      priceCurrency: "EUR",
      price: product.variants[0]!.price.toFixed(2),
      availability: "https://schema.org/InStock",
    })
    // The sale size is offered at its sale price.
    expect(data.offers[1].price).toBe(product.variants[1]!.sale_price!.toFixed(2))
  })

  test("listing and home are server-rendered with products", async ({ request }) => {
    const home = await (await request.get("/")).text()
    expect(home).toContain(seed.products[0]!.title)
    const listing = await (await request.get("/products?category=essentials")).text()
    for (const product of seed.products.filter((item) => item.category === "essentials")) expect(listing).toContain(product.title)
  })

  test("sitemap.xml lists every page and product; robots.txt points to it", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml")
    expect(sitemap.headers()["content-type"]).toContain("xml")
    const xml = await sitemap.text()
    for (const path of [
      "/about",
      "/contact",
      "/lab-tests",
      "/products",
      "/privacy-policy",
      "/terms-of-service",
      "/shipping-policy",
      "/refund-policy",
    ]) {
      expect(xml).toContain(`${path}</loc>`)
    }
    for (const product of seed.products) expect(xml).toContain(`/product/${product.handle}</loc>`)
    const robots = await (await request.get("/robots.txt")).text()
    expect(robots).toMatch(/^User-agent: \*/m)
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m)
  })

  test("images have width and height, and only the first listing image loads eagerly", async ({ page }) => {
    await page.goto("/products")
    const images = page.locator("main img")
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute("width", /\d+/)
      await expect(image).toHaveAttribute("height", /\d+/)
    }
    await expect(page.locator('main img[loading="eager"]')).toHaveCount(1)
    expect(await page.locator('main img[loading="lazy"]').count()).toBe(seed.products.length - 1)
  })
})

test.describe("accessible (axe, WCAG 2.2 AA)", () => {
  // The cards' reveal animation off (the shop honours reduced motion), so colours are measured at
  // full opacity from the first frame instead of after a wait.
  test.use({ reducedMotion: "reduce" })
  const paths = [
    "/",
    "/products",
    "/products?type=subscription",
    `/product/pure-himalayan-shilajit-resin`,
    "/product/no-such-product",
    "/about",
    "/contact",
    "/lab-tests",
    "/checkout",
    "/checkout/success",
    "/checkout/cancel",
    "/privacy-policy",
    "/terms-of-service",
    "/shipping-policy",
    "/refund-policy",
    "/account",
    "/account/sign-in",
    "/no-such-page",
  ]
  for (const path of paths) {
    test(`${path} has no violations`, async ({ page }) => {
      await openHydrated(page, path)
      await expectAccessible(page)
    })
  }

  test("cart with items, open menus and filled-in form errors have no violations", async ({ page }, testInfo) => {
    await openHydrated(page, "/product/pure-himalayan-shilajit-resin")
    await page.locator(".product-detail").getByRole("button", { name: "Add to Cart" }).click()
    await expect(page.getByTestId("cart-count")).toHaveText("1")
    await expect(page.locator(".product-detail .add-to-cart__status")).toHaveText("Added to cart", { timeout: 30_000 })
    await openHydrated(page, "/checkout")
    await expect(page.getByTestId("cart-line")).toHaveCount(1)
    await expectAccessible(page)

    await openHydrated(page, "/contact")
    await page.getByRole("button", { name: "Send Message" }).click()
    await expect(page.getByText("Name is required")).toBeVisible()
    await expectAccessible(page)

    if (isMobile(testInfo)) {
      await page.getByRole("button", { name: "Open menu" }).click()
    } else {
      await page.getByRole("button", { name: "Products" }).click()
    }
    await expectAccessible(page)
  })
})

// Each page route's loader sends the message areas its page shows beyond the root's (the shell;
// storefront/app/i18n/catalogues.server.ts): a page reached by a client-side navigation shows its
// words, never a key, and logs no missing message. Every area here, each by a navigation.
test.describe("the messages of a page reached without a document load", () => {
  const english = messages("en")
  const resin = seeded("pure-himalayan-shilajit-resin")
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

  test("from the home page by its links: the content pages, contact, withdrawal, the account, a product, the cart and its checkout", async ({
    page,
  }, testInfo) => {
    test.slow() // a cart is made on the way
    const missing = missingMessages(page)
    await openHydrated(page, "/")
    const documents = documentLoads(page)
    const footer = page.locator("footer")
    const heading = page.getByRole("heading", { level: 1 })

    // pages
    await footer.getByRole("link", { name: english["nav.about"], exact: true }).click()
    await expect(page.getByRole("heading", { name: english["pages.about.story"] })).toBeVisible()
    // contact and forms
    await footer.getByRole("link", { name: english["nav.contact"], exact: true }).click()
    const contactForm = page.locator(".contact-form")
    await expect(contactForm.getByRole("heading", { name: english["contact.form.title"] })).toBeVisible()
    await expect(contactForm.getByLabel(english["form.contact.name.label"]!, { exact: true })).toBeVisible()
    // pages and withdrawal (the model form)
    await footer.getByRole("link", { name: english["footer.termsOfService"], exact: true }).click()
    await expect(heading).toHaveText(english["pages.terms.title"]!)
    await expect(page.getByRole("heading", { level: 2, name: english["withdrawalForm.heading"] })).toBeVisible()
    // withdrawal and forms
    await footer.getByRole("link", { name: english["withdrawal.link"] }).click()
    await expect(heading).toHaveText(english["withdrawal.title"]!)
    await expect(page.getByLabel(english["form.withdrawal.name.label"]!, { exact: true })).toBeVisible()
    // account and forms: nobody is signed in, so the account sends to its sign-in page
    if (isMobile(testInfo)) await page.getByRole("button", { name: english["menu.open"] }).click()
    await (isMobile(testInfo) ? page.getByRole("dialog") : page.locator("header"))
      .getByRole("link", { name: english["nav.account"], exact: true })
      .click()
    await expect(page).toHaveURL(/\/account\/sign-in$/)
    await expect(heading).toHaveText(english["account.signIn.title"]!)
    // a product from the listing, its quantity at the limit (the cart's refusals)
    await footer.getByRole("link", { name: english["nav.products"], exact: true }).click()
    await page.locator(`main .product-card__name a[href="/product/${resin.handle}"]`).click()
    const detail = page.locator(".product-detail")
    const quantity = detail.getByRole("textbox", { name: english["quantity.label"] })
    await quantity.fill("100")
    await expect(detail.getByText(english["cartRefusal.lineLimit"]!.replace("{max}", "99"))).toBeVisible()
    await quantity.fill("1")
    await detail.getByRole("button", { name: english["cart.add"] }).click()
    // a new cart, its line and its shipping: slow on a busy machine
    await expect(detail.locator(".add-to-cart__status")).toHaveText(english["cart.added"]!, { timeout: 30_000 })
    // the cart (checkout: its totals), then its checkout's details (forms, countries)
    await page.locator("header .header__cart").click()
    await expect(page.getByTestId("cart-line")).toHaveCount(1)
    await expect(page.locator("main").getByText(english["totals.subtotal"]!, { exact: true }).first()).toBeVisible()
    await page.getByRole("button", { name: english["cartPage.proceed"] }).click()
    const country = page.getByLabel(english["form.address.country"]!, { exact: true })
    await expect(country.locator("option", { hasText: english["country.NL"] })).toHaveCount(1)
    await expect(page.locator(".checkout__details").getByRole("heading", { name: english["form.checkout.title"] })).toBeVisible()

    expect(documents).toEqual([])
    expect(missing).toEqual([])
  })

  test("back to a page a link from elsewhere opens: the order, review, subscription, newsletter and checkout return pages", async ({
    page,
  }) => {
    const missing = missingMessages(page)
    const documents = documentLoads(page)
    for (const [path, text] of [
      ["/order", english["order.invalidLink"]],
      ["/review", english["review.onlyBuyers"]],
      ["/subscription", english["subscription.invalidLink"]],
      ["/newsletter/confirm", english["newsletter.confirm.invalidLink"]],
      ["/newsletter/unsubscribe", english["newsletter.unsubscribe.invalidLink"]],
      ["/checkout/success", english["checkout.noCart.title"]],
      ["/checkout/cancel", english["checkout.cancel.title"]],
    ] as const) {
      await openHydrated(page, path)
      const loaded = documents.length
      // to the home page and back: the page comes again by a client-side navigation, its loader's data fetched anew
      await page.locator("header .header__logo").click()
      await expect(page).toHaveURL(/\/$/)
      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`${escape(path)}$`))
      await expect(page.locator("main"), path).toContainText(text!)
      expect(documents.slice(loaded), path).toEqual([])
    }
    expect(missing).toEqual([])
  })

  test("a Dutch page to another: a policy and the contact page in Dutch", async ({ page }) => {
    const dutch = messages("nl")
    const missing = missingMessages(page)
    await openHydrated(page, "/nl")
    const documents = documentLoads(page)
    const footer = page.locator("footer")
    await footer.getByRole("link", { name: dutch["footer.privacyPolicy"], exact: true }).click()
    await expect(page).toHaveURL(/\/nl\/privacy-policy$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(dutch["pages.privacy.title"]!)
    await expect(page).toHaveTitle(new RegExp(`^${escape(dutch["pages.privacy.title"]!)} \\|`))
    await footer.getByRole("link", { name: dutch["nav.contact"], exact: true }).click()
    await expect(page.locator(".contact-form").getByRole("heading", { name: dutch["contact.form.title"] })).toBeVisible()
    expect(documents).toEqual([])
    expect(missing).toEqual([])
  })
})
