import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test"
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { adminHeaders, backendUrl, newClientAddress, openBeforeHydration, openHydrated } from "./support"

// The real backend answers these tests: its validation, its rate limit, its emails (outbox).

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

/**
 * Each test is its own client for the backend's rate limits (5 posts a minute), as it would be
 * behind the shop's proxy: the storefront's server passes the address on to the backend, which
 * trusts X-Forwarded-For from loopback (TRUSTED_PROXY).
 */
async function asNewClient(page: Page) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": newClientAddress() })
}

/** An email the backend wrote to its outbox (no SMTP relay is configured for the tests), by template. */
async function outboxEmail(template: "newsletter-confirmation" | "newsletter-welcome", email: string) {
  const outbox = join(process.env.DATA_DIR ?? join(__dirname, "../.data"), "outbox")
  let found: string | undefined
  await expect
    .poll(
      () => {
        const files = (() => {
          try {
            return readdirSync(outbox).filter((file) => file.includes(`-${template}-`) && file.includes(email))
          } catch {
            return []
          }
        })()
        found = files[0] && readFileSync(join(outbox, files[0]), "utf8")
        return Boolean(found)
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  return found!.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

/** The path and query of the first link to `route` in an email. */
function linkIn(mail: string, route: string) {
  const url = new URL(mail.match(new RegExp(`https?://[^\\s"<>]+${route}\\?token=[A-Za-z0-9_.-]+`))![0])
  return `${url.pathname}${url.search}`
}

async function openContactForm(page: Page, message: string) {
  await asNewClient(page)
  await openHydrated(page, "/contact")
  const form = page.locator(".contact-form")
  await form.getByLabel("Name").fill("E2E Contact")
  await form.getByLabel("Email").fill(uniqueEmail("contact"))
  await form.getByLabel("Subject").fill("Wholesale")
  await form.getByLabel("Message").fill(message)
  return form
}

test.describe("contact form against the backend", () => {
  test("a message is accepted, and the form resets", async ({ page }) => {
    const form = await openContactForm(page, "Do you sell 1 kg jars?")
    const answer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/contact.data" && response.request().method() === "POST",
    )
    await form.getByRole("button", { name: "Send Message" }).click()
    expect((await answer).status()).toBe(200)
    await expect(form.getByText("Your message has been sent successfully!")).toBeVisible()
    await expect(form.getByLabel("Subject")).toHaveValue("")
  })

  test("the backend's own refusal shows under the field with the failure banner", async ({ page }) => {
    // The browser does not bound the length; the backend does (5000 characters).
    const form = await openContactForm(page, "a".repeat(5001))
    await form.getByRole("button", { name: "Send Message" }).click()
    await expect(form.getByText("Failed to send message. Please try again later.")).toBeVisible()
    await expect(form.getByText("Message must be at most 5000 characters")).toBeVisible()
    await expect(form.getByLabel("Name")).toHaveValue("E2E Contact")
  })
})

test.describe("newsletter against the backend", () => {
  test("signing up asks to confirm by email; the confirmed address gets the code and a working unsubscribe link", async ({ page }) => {
    await asNewClient(page)
    await openHydrated(page, "/")
    const section = page.locator(".newsletter")
    const email = uniqueEmail("reader")
    await section.getByLabel("Email address").fill(email)
    await section.getByRole("button", { name: "Subscribe" }).click()
    await expect(section.getByText("Thank You!")).toBeVisible()
    await expect(section.getByText("Please check your inbox and confirm your subscription to our exclusive updates")).toBeVisible()

    // Double opt-in: the first email only asks to confirm; no code before that.
    const request = await outboxEmail("newsletter-confirmation", email)
    expect(request).not.toMatch(/WELCOME17-/)
    await openHydrated(page, linkIn(request, "/newsletter/confirm"))
    await expect(page.getByRole("heading", { name: "Subscription Confirmed" })).toBeVisible()
    await expect(page.getByText("Your personal 17% welcome code is on its way to your inbox.")).toBeVisible()

    const mail = await outboxEmail("newsletter-welcome", email)
    expect(mail).toMatch(/WELCOME17-[A-Z2-9]{8}/)
    await openHydrated(page, linkIn(mail, "/newsletter/unsubscribe"))
    await page.getByRole("button", { name: "Unsubscribe" }).click()
    await expect(page.getByText("You have been unsubscribed.")).toBeVisible()
  })

  test("a forged or missing confirmation token is refused with a way back", async ({ page }) => {
    await openHydrated(page, "/newsletter/confirm")
    await expect(page.getByRole("alert")).toHaveText("This confirmation link is not valid.")
    await asNewClient(page)
    await openHydrated(page, `/newsletter/confirm?token=${Buffer.from(`${Date.now()}:someone@example.com`).toString("base64url")}.forged`)
    await expect(page.getByRole("alert")).toHaveText("This confirmation link is not valid.")
    await expect(page.getByRole("heading", { name: "Confirm Your Subscription" })).toBeVisible()
    await expect(page.getByRole("link", { name: "Go Home" })).toBeVisible()
  })

  test("a forged or missing unsubscribe token is refused", async ({ page }) => {
    await openHydrated(page, "/newsletter/unsubscribe")
    await expect(page.getByText("This unsubscribe link is not valid.")).toBeVisible()
    await openHydrated(page, `/newsletter/unsubscribe?token=${Buffer.from("someone@example.com").toString("base64url")}.forged`)
    await page.getByRole("button", { name: "Unsubscribe" }).click()
    await expect(page.getByRole("alert")).toHaveText("This unsubscribe link is not valid.")
  })

  test("the backend's refusals show above the button: too long an address, then the rate limit", async ({ page }) => {
    await asNewClient(page)
    await openHydrated(page, "/")
    const section = page.locator(".newsletter")
    const field = section.getByLabel("Email address")
    await field.fill(`${"a".repeat(250)}@example.com`)
    await section.getByRole("button", { name: "Subscribe" }).click()
    await expect(section.getByText("Email address must be at most 254 characters")).toBeVisible()
    await expect(section.getByRole("button", { name: "Subscribe" })).toBeEnabled()

    // That was 1 post; 4 more are allowed this minute, the 6th is refused.
    for (let i = 0; i < 4; i++) {
      await field.fill(uniqueEmail("limit"))
      await section.getByRole("button", { name: "Subscribe" }).click()
      await section.getByRole("button", { name: "Subscribe Another Email" }).click()
    }
    await field.fill(uniqueEmail("limit"))
    await section.getByRole("button", { name: "Subscribe" }).click()
    await expect(section.getByText("Too many attempts. Please try again in a minute.")).toBeVisible()
  })
})

/** The contact messages the backend stored from an address (the seller's admin list), by subject. */
async function storedSubjects(request: APIRequestContext, email: string) {
  const response = await request.get(`${backendUrl}/admin/contact-messages?q=${encodeURIComponent(email)}`, {
    headers: await adminHeaders(request),
  })
  expect(response.ok()).toBe(true)
  const { contact_messages } = (await response.json()) as { contact_messages: { email: string; subject: string }[] }
  return contact_messages.filter((message) => message.email === email).map((message) => message.subject)
}

/** A page of a browser with JavaScript off, a client of its own for the rate limits. */
async function pageWithoutJavaScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": newClientAddress() } })
  return { page: await context.newPage(), close: () => context.close() }
}

test.describe("the forms post to their page's action: they work without JavaScript and before it has loaded", () => {
  test("contact without JavaScript: a refusal keeps what was typed, then the message is sent and stored", async ({ browser, request }) => {
    const { page, close } = await pageWithoutJavaScript(browser)
    await page.goto("/contact")
    const form = page.locator(".contact-form")
    const email = uniqueEmail("nojs-contact")
    await form.getByLabel("Email").fill(email)
    await form.getByLabel("Subject").fill("Without JavaScript")
    await form.getByLabel("Message").fill("Sent as a plain form post.")
    await form.getByRole("button", { name: "Send Message" }).click()
    // the page the server rendered from the action's answer: the error, the typed values, the field to fix focused
    await expect(form.getByText("Name is required")).toBeVisible()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(form.getByLabel("Email")).toHaveValue(email)
    await expect(form.getByLabel("Message")).toHaveValue("Sent as a plain form post.")
    await expect(form.getByLabel("Name")).toBeFocused()
    await form.getByLabel("Name").fill("No Script")
    await form.getByRole("button", { name: "Send Message" }).click()
    await expect(form.getByText("Your message has been sent successfully!")).toBeVisible()
    // a POST answered with a redirect to the page at the form (Post/Redirect/Get): nothing typed in the address
    await expect(page).toHaveURL(/\/contact#contact-form-title$/)
    expect(await storedSubjects(request, email)).toEqual(["Without JavaScript"])
    // reloading it sends nothing again, and the form is there empty for the next message
    await page.reload()
    await expect(form.getByText("Your message has been sent successfully!")).toHaveCount(0)
    await expect(form.getByLabel("Name")).toHaveValue("")
    expect(await storedSubjects(request, email)).toEqual(["Without JavaScript"])
    await close()
  })

  test("newsletter without JavaScript: the sign-up is sent and the confirmation e-mailed", async ({ browser }) => {
    const { page, close } = await pageWithoutJavaScript(browser)
    await page.goto("/")
    const section = page.locator(".newsletter")
    const email = uniqueEmail("nojs-reader")
    await section.getByLabel("Email address").fill(email)
    await section.getByRole("button", { name: "Subscribe" }).click()
    await expect(section.getByText("Thank You!")).toBeVisible()
    // redirected to the home page's newsletter (Post/Redirect/Get): a reload does not sign up again
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe("/#newsletter")
    expect(page.url()).not.toContain(encodeURIComponent(email))
    expect(await outboxEmail("newsletter-confirmation", email)).toContain("/newsletter/confirm?token=")
    // 'Subscribe Another Email' works without JavaScript too: the home page again, with the form
    await section.getByRole("button", { name: "Subscribe Another Email" }).click()
    await expect(section.getByLabel("Email address")).toHaveValue("")
    await close()
  })

  test("contact typed into before the scripts load: nothing is lost once the page is interactive", async ({ page, request }) => {
    await asNewClient(page)
    const hydrate = await openBeforeHydration(page, "/contact")
    const form = page.locator(".contact-form")
    const email = uniqueEmail("early-contact")
    await form.getByLabel("Name").fill("Early Typist")
    await form.getByLabel("Email").fill(email)
    await form.getByLabel("Subject").fill("Typed early")
    await form.getByLabel("Message").fill("Typed while the page was loading.")
    await hydrate()
    await expect(form.getByLabel("Name")).toHaveValue("Early Typist")
    await expect(form.getByLabel("Email")).toHaveValue(email)
    await expect(form.getByLabel("Subject")).toHaveValue("Typed early")
    await expect(form.getByLabel("Message")).toHaveValue("Typed while the page was loading.")
    await form.getByRole("button", { name: "Send Message" }).click()
    await expect(form.getByText("Your message has been sent successfully!")).toBeVisible()
    expect(await storedSubjects(request, email)).toEqual(["Typed early"])
  })

  test("newsletter typed into before the scripts load: the address is kept and signs up", async ({ page }) => {
    await asNewClient(page)
    const hydrate = await openBeforeHydration(page, "/")
    const section = page.locator(".newsletter")
    const email = uniqueEmail("early-reader")
    await section.getByLabel("Email address").fill(email)
    await hydrate()
    await expect(section.getByLabel("Email address")).toHaveValue(email)
    await section.getByRole("button", { name: "Subscribe" }).click()
    await expect(section.getByText("Thank You!")).toBeVisible()
    await outboxEmail("newsletter-confirmation", email)
  })
})
