import { expect, test, type Page } from "@playwright/test"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { backendUrl, expectAccessible, isMobile, messages, newClientAddress, openHydrated, outboxText, seeded, shopConfig } from "./support"

// The shop in the shopper's language: English at the spec's paths, Dutch, German and French under
// /nl, /de, /fr, each page with its language's messages (storefront/app/i18n/messages) and the
// catalogue's translations (seed/translations), its language's alternates, and a switcher that keeps
// the page.

const LANGUAGES = ["en", "nl", "de", "fr"] as const
type Language = (typeof LANGUAGES)[number]
const translations = (code: Exclude<Language, "en">) =>
  JSON.parse(readFileSync(join(__dirname, `../seed/translations/${code}.json`), "utf8")) as {
    products: Record<string, { title?: string }>
  }

const resin = seeded("pure-himalayan-shilajit-resin")
const inLanguage = (code: Language, path: string) => (code === "en" ? path : path === "/" ? `/${code}` : `/${code}${path}`)

/**
 * The English messages a page in `code` must not show: those whose text differs in that language
 * ("Contact" is Dutch too), written out as a shopper reads them ({brand} filled in; a message with
 * another argument is left out, as its English text is never whole on a page).
 */
function englishTexts(code: Exclude<Language, "en">): Set<string> {
  const english = messages("en")
  const other = messages(code)
  const texts = new Set<string>()
  for (const [key, message] of Object.entries(english)) {
    if (message === other[key]) continue
    const text = message.replaceAll("{brand}", shopConfig.brand)
    if (!text.includes("{")) texts.add(text)
  }
  return texts
}

/**
 * Every visible text of the page (text nodes of rendered elements, trimmed), and every accessible name
 * given by aria-label; `within`: only those of the part of the page this selector finds.
 */
function visibleTexts(page: Page, within = "body"): Promise<string[]> {
  return page.evaluate((selector) => {
    const texts: string[] = []
    const root = document.querySelector(selector) ?? document.body
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      const text = node.textContent?.trim()
      if (!text || !parent || parent.closest("script, style, [hidden]")) continue
      if (parent.getClientRects().length === 0 && !parent.closest(".visually-hidden")) continue
      texts.push(text)
    }
    for (const element of root.querySelectorAll("[aria-label], [placeholder]"))
      texts.push(element.getAttribute("aria-label") ?? element.getAttribute("placeholder") ?? "")
    return texts
  }, within)
}

async function expectLanguageHead(page: Page, code: Language, englishPath: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", code)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`^https?://[^/]+${escape(inLanguage(code, englishPath))}$`),
  )
  for (const language of LANGUAGES) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${language}"]`)).toHaveAttribute(
      "href",
      new RegExp(`^https?://[^/]+${escape(inLanguage(language, englishPath))}$`),
    )
  }
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    "href",
    new RegExp(`^https?://[^/]+${escape(englishPath)}$`),
  )
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

test.describe("pages in a language", () => {
  test("/nl/products: Dutch, with its alternates and canonical, and no English message", async ({ page }) => {
    const response = await page.goto("/nl/products")
    expect(response?.status()).toBe(200)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true")
    await expectLanguageHead(page, "nl", "/products")
    const english = englishTexts("nl")
    expect(english.size).toBeGreaterThan(10)
    expect((await visibleTexts(page)).filter((text) => english.has(text))).toEqual([])
    // the listing's products come in Dutch, and its links stay in Dutch
    const dutchTitle = translations("nl").products[resin.handle]?.title
    expect(dutchTitle).toBeTruthy()
    await expect(page.locator("main").getByText(dutchTitle!, { exact: true }).first()).toBeVisible()
    await expect(page.locator(`main a[href="/nl/product/${resin.handle}"]`).first()).toBeVisible()
    await expect(page.locator('main a[href^="/product/"]')).toHaveCount(0)
    // search matches the shopper's language: a word only the Dutch title has finds the product
    const subscription = translations("nl").products["shilajit-monthly-subscription"]?.title
    expect(subscription).toContain("maandabonnement")
    await openHydrated(page, "/nl/products?search=maandabonnement")
    await expect(page.locator("main").getByText(subscription!, { exact: true }).first()).toBeVisible()
    await expect(page.locator(`main a[href="/nl/product/${resin.handle}"]`)).toHaveCount(0)
  })

  test("/de/product/<handle>: German, with the product's translation, its alternates and canonical, and no English message", async ({
    page,
  }) => {
    const path = `/product/${resin.handle}`
    await openHydrated(page, `/de${path}`)
    await expectLanguageHead(page, "de", path)
    const germanTitle = translations("de").products[resin.handle]?.title
    expect(germanTitle).toBeTruthy()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(germanTitle!)
    const english = englishTexts("de")
    expect((await visibleTexts(page)).filter((text) => english.has(text))).toEqual([])
    // the header's links stay in German
    await expect(page.locator('header a[href="/de/products?category=shilajit"]').first()).toBeAttached()
  })

  test("the language switcher keeps the page, with and without JavaScript", async ({ page, browser }, testInfo) => {
    await openHydrated(page, "/nl/products?category=shilajit")
    // the header's switcher, in the mobile menu at 375 px
    if (isMobile(testInfo)) await page.getByRole("button", { name: messages("nl")["menu.open"] }).click()
    const scope = isMobile(testInfo) ? page.getByRole("dialog") : page.locator("header")
    const switcher = scope.getByRole("navigation", { name: messages("nl")["language.label"] })
    await expect(switcher.getByRole("link", { name: /Nederlands/ })).toHaveAttribute("aria-current", "true")
    await switcher.getByRole("link", { name: /Deutsch/ }).click()
    await expect(page).toHaveURL(/\/de\/products\?category=shilajit$/)
    await expect(page.locator("html")).toHaveAttribute("lang", "de")
    // without JavaScript, at every width: the footer's switcher; English is at the spec's path
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() })
    const plain = await noScript.newPage()
    await plain.goto(`/fr/product/${resin.handle}`)
    await plain.locator('footer a[hreflang="en"]').click()
    await expect(plain).toHaveURL(new RegExp(`/product/${resin.handle}$`))
    await expect(plain.locator("html")).toHaveAttribute("lang", "en")
    await noScript.close()
  })

  test("an unknown language prefix is the 404 page, English's own paths are unprefixed", async ({ page }) => {
    for (const path of ["/xx/products", "/en/products", "/nl/no-such-page"]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
    }
    await expect(page.getByRole("heading", { level: 1 })).toContainText(messages("nl")["notFound.title"])
    await expect(page.locator("html")).toHaveAttribute("lang", "nl")
  })

  test("a cart started on a Dutch page is in Dutch", async ({ page, request }) => {
    await openHydrated(page, `/nl/product/${resin.handle}`)
    await page
      .locator(".product-detail")
      .getByRole("button", { name: messages("nl")["cart.add"] })
      .click()
    await expect(page.locator(".product-detail .add-to-cart__status")).toHaveText(messages("nl")["cart.added"], { timeout: 30_000 })
    const cartId = (await page.context().cookies()).find((cookie) => cookie.name === "cart_id")!.value
    const config = (await (await request.get(`${backendUrl}/storefront-config`)).json()) as { publishable_key: string }
    const answer = await request.get(`${backendUrl}/store/carts/${cartId}?fields=id,locale`, {
      headers: { "x-publishable-api-key": config.publishable_key },
    })
    expect(((await answer.json()) as { cart: { locale: string | null } }).cart.locale).toBe("nl")
  })

  test("/fr/checkout: the cart in French (totals, codes, a refused code), with its alternates, no English message, and axe clean", async ({
    page,
  }) => {
    const french = messages("fr")
    await openHydrated(page, `/fr/product/${resin.handle}`)
    await page.locator(".product-detail").getByRole("button", { name: french["cart.add"] }).click()
    await expect(page.locator(".product-detail .add-to-cart__status")).toHaveText(french["cart.added"], { timeout: 30_000 })
    // the summary's colours measured at full opacity (as pages.spec's axe checks)
    await page.emulateMedia({ reducedMotion: "reduce" })
    await openHydrated(page, "/fr/checkout")
    await expectLanguageHead(page, "fr", "/checkout")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(french["cartPage.title"]!)
    await expect(page.getByTestId("cart-line")).toHaveCount(1)
    // the totals as French writes prices: 52,60 €
    const total = page.getByTestId("totals-total")
    const cents = Number(await total.getAttribute("data-cents"))
    expect(cents).toBeGreaterThan(0)
    await expect(total).toHaveText(new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(cents / 100))
    await expect(page.getByTestId("totals-vat")).toContainText(/^Dont .+ de TVA$/)
    const english = englishTexts("fr")
    expect((await visibleTexts(page)).filter((text) => english.has(text))).toEqual([])
    await expectAccessible(page)
    // a refused code in the shopper's words, by its code: the backend's own words are English
    await page.getByLabel(french["promotion.label"]!).fill("NO-SUCH-CODE-FR")
    await page.getByRole("button", { name: french["promotion.apply"] }).click()
    await expect(page.getByTestId("promotion-code-error")).toHaveText(french["cartRefusal.promotion_code_unknown"]!)
  })

  test("/fr/terms-of-service: French, its articles and alternates, and no English message", async ({ page }) => {
    await openHydrated(page, "/fr/terms-of-service")
    await expectLanguageHead(page, "fr", "/terms-of-service")
    const french = messages("fr")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(french["pages.terms.title"]!)
    await expect(page.locator("article h2").first()).toHaveText(`Article 1\u00a0: ${french["pages.terms.seller.title"]}`)
    const english = englishTexts("fr")
    expect((await visibleTexts(page)).filter((text) => english.has(text))).toEqual([])
    await expectAccessible(page)
  })

  test("/de/account: signed in with the e-mailed code, German, and no English message", async ({ page }, testInfo) => {
    const german = messages("de")
    const email = `konto-${testInfo.project.name}-${Date.now()}@example.com`
    // nobody signed in: the account sends to its sign-in page, in the page's language
    await openHydrated(page, "/de/account")
    await expect(page).toHaveURL(/\/de\/account\/sign-in$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(german["account.signIn.title"]!)
    await page.getByLabel(german["form.signIn.email.label"]!).fill(email)
    await page.getByRole("button", { name: german["account.signIn.sendCode"] }).click()
    await expect(page.getByTestId("code-sent")).toContainText(email)
    const mail = await outboxText("sign-in-code", (text) => /\b\d{6}\b/.test(text), email)
    await page.locator("#sign-in-code").fill(/\b(\d{6})\b/.exec(mail)![1]!)
    await page.getByRole("button", { name: german["account.signIn"], exact: true }).click()
    // signing in keeps the page's language
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(german["account.title"]!, { timeout: 20_000 })
    await expect(page).toHaveURL(/\/de\/account$/)
    await expect(page.getByText(german["account.orders.none"]!)).toBeVisible()
    await expectLanguageHead(page, "de", "/account")
    const english = englishTexts("de")
    expect((await visibleTexts(page)).filter((text) => english.has(text))).toEqual([])
    await expectAccessible(page)
  })

  test("the sitemap lists every page in every language", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text()
    for (const code of LANGUAGES) {
      expect(xml).toContain(`${inLanguage(code, "/products")}</loc>`)
      expect(xml).toContain(`${inLanguage(code, `/product/${resin.handle}`)}</loc>`)
    }
    expect(xml).toContain('hreflang="x-default"')
  })

  test("the first visit to / suggests the browser's language, without a redirect", async ({ browser }) => {
    const german = await browser.newContext({ locale: "de-DE" })
    const page = await german.newPage()
    await openHydrated(page, "/")
    const suggestion = page.locator(".language-suggestion")
    await expect(suggestion.getByRole("link", { name: "Deutsch" })).toHaveAttribute("href", "/de")
    expect(new URL(page.url()).pathname).toBe("/")
    await expectAccessible(page)
    await suggestion.getByRole("button", { name: messages("en")["language.dismiss"] }).click()
    await expect(suggestion).toHaveCount(0)
    await german.close()
  })

  test("/de/contact: German field errors when sent empty, sent when filled, with and without JavaScript", async ({ page, browser }) => {
    const de = messages("de")
    await openHydrated(page, "/de/contact")
    const form = page.locator(".contact-form")
    await expect(form.getByRole("heading", { name: de["contact.form.title"] })).toBeVisible()
    await form.getByRole("button", { name: de["contact.form.send"] }).click()
    for (const field of ["name", "email", "subject", "message"]) {
      await expect(form.getByText(de[`form.contact.${field}.required`]!, { exact: true })).toBeVisible()
    }
    // the form's words (the page's own texts around it are the contact page's)
    const english = englishTexts("de")
    expect((await visibleTexts(page, ".contact-form")).filter((text) => english.has(text))).toEqual([])
    await expectAccessible(page)
    const email = `e2e-de-${Date.now()}@example.com`
    await form.getByLabel(de["form.contact.name.label"]!, { exact: true }).fill("Anna Schmidt")
    await form.getByLabel(de["contact.form.email"]!, { exact: true }).fill("not-an-email")
    await form.getByLabel(de["form.contact.subject.label"]!, { exact: true }).fill("Frage")
    await form.getByLabel(de["form.contact.message.label"]!, { exact: true }).fill("Wie lange hält ein Glas?")
    await form.getByRole("button", { name: de["contact.form.send"] }).click()
    await expect(form.getByText(de["form.contact.email.invalid"]!, { exact: true })).toBeVisible()
    await form.getByLabel(de["contact.form.email"]!, { exact: true }).fill(email)
    await form.getByRole("button", { name: de["contact.form.send"] }).click()
    await expect(form.getByRole("status")).toHaveText(de["contact.form.sent"]!)
    // without JavaScript the action redirects to the page in its language, which thanks in German
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    const plain = await noScript.newPage()
    await plain.goto("/de/contact")
    const plainForm = plain.locator(".contact-form")
    await plainForm.getByRole("button", { name: de["contact.form.send"] }).click()
    await expect(plainForm.getByText(de["form.contact.name.required"]!, { exact: true })).toBeVisible()
    await plainForm.getByLabel(de["form.contact.name.label"]!, { exact: true }).fill("Anna Schmidt")
    await plainForm.getByLabel(de["contact.form.email"]!, { exact: true }).fill(email)
    await plainForm.getByLabel(de["form.contact.subject.label"]!, { exact: true }).fill("Frage")
    await plainForm.getByLabel(de["form.contact.message.label"]!, { exact: true }).fill("Noch eine Frage.")
    await plainForm.getByRole("button", { name: de["contact.form.send"] }).click()
    await expect(plain).toHaveURL(/\/de\/contact#contact-form-title$/)
    await expect(plainForm.getByRole("status")).toHaveText(de["contact.form.sent"]!)
    await noScript.close()
  })

  test("/nl/withdrawal: Dutch, its field errors and the backend's refusal too, and no English message", async ({ page }) => {
    const nl = messages("nl")
    // its own client for the withdrawal routes' rate limit (see withdrawal.spec)
    await page.setExtraHTTPHeaders({ "x-forwarded-for": newClientAddress() })
    await openHydrated(page, "/nl/withdrawal")
    await expectLanguageHead(page, "nl", "/withdrawal")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(nl["withdrawal.title"]!)
    const english = englishTexts("nl")
    expect((await visibleTexts(page)).filter((text) => english.has(text))).toEqual([])
    const form = page.locator(".withdrawal-form")
    await form.getByRole("button", { name: nl["withdrawal.continue"] }).click()
    await expect(form.getByText(nl["form.withdrawal.order_number.required"]!, { exact: true })).toBeVisible()
    await expect(form.getByText(nl["form.withdrawal.postal_code.required"]!, { exact: true })).toBeVisible()
    expect((await visibleTexts(page)).filter((text) => english.has(text))).toEqual([])
    await expectAccessible(page)
    // an order that is not there: the backend's refusal in Dutch, told by its kind
    await form.getByLabel(nl["form.withdrawal.name.label"]!, { exact: true }).fill("Anna de Vries")
    await form.getByLabel(nl["withdrawal.field.orderNumber"]!, { exact: true }).fill("999999")
    await form.getByLabel(nl["withdrawal.field.email"]!, { exact: true }).fill("nobody@example.com")
    await form.getByLabel(nl["withdrawal.field.postalCode"]!, { exact: true }).fill("3011 AD")
    await form.getByRole("button", { name: nl["withdrawal.continue"] }).click()
    await expect(form.getByRole("alert")).toHaveText(nl["withdrawal.refused.notFound"]!)
    expect((await visibleTexts(page)).filter((text) => english.has(text))).toEqual([])
  })

  test("/fr/checkout/details: the details form and an address's problems in French", async ({ page }) => {
    const fr = messages("fr")
    await openHydrated(page, `/fr/product/${resin.handle}`)
    await page.locator(".product-detail").getByRole("button", { name: fr["cart.add"] }).click()
    await expect(page.locator(".product-detail .add-to-cart__status")).toHaveText(fr["cart.added"]!, { timeout: 30_000 })
    await openHydrated(page, "/fr/checkout/details")
    const form = page.locator(".checkout__details")
    await expect(form.getByRole("heading", { name: fr["form.checkout.title"] })).toBeVisible()
    await form.getByLabel(fr["form.address.country"]!, { exact: true }).selectOption("us")
    await expect(form.getByLabel(fr["form.address.country"]!, { exact: true }).locator("option:checked")).toHaveText(fr["country.US"]!)
    await form.getByRole("button", { name: fr["form.checkout.continue"] }).click()
    for (const key of ["form.contact.email.required", "form.checkout.first_name.required", "form.checkout.city.required"]) {
      await expect(form.getByText(fr[key]!, { exact: true })).toBeVisible()
    }
    // the state and the ZIP code the country needs, in the country's words
    await expect(form.locator("#checkout-province-error")).toHaveText("Choisissez l’État.")
    await expect(form.locator("#checkout-postal_code-error")).toHaveText("Saisissez le code ZIP.")
    const english = englishTexts("fr")
    expect((await visibleTexts(page, ".checkout__details")).filter((text) => english.has(text))).toEqual([])
  })

  test("translated pages pass axe", async ({ page }) => {
    test.slow() // six pages, each opened, hydrated and checked by axe
    // the cards' reveal animation off (as pages.spec's axe checks), so colours are measured at full opacity
    await page.emulateMedia({ reducedMotion: "reduce" })
    for (const path of ["/nl/products", `/de/product/${resin.handle}`, "/fr", "/fr/contact", "/nl/withdrawal", "/de/review"]) {
      await openHydrated(page, path)
      await expectAccessible(page)
    }
  })
})
