import { expect, test, type APIRequestContext, type Page } from "@playwright/test"
import { adminHeaders, backendUrl, openHydrated, shopConfig } from "./support"

const uniqueEmail = () => `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

/** The contact messages the backend stored from an address, as the seller's admin lists them. */
async function storedContactMessages(request: APIRequestContext, email: string) {
  const response = await request.get(`${backendUrl}/admin/contact-messages?q=${encodeURIComponent(email)}`, {
    headers: await adminHeaders(request),
  })
  expect(response.ok()).toBe(true)
  const { contact_messages } = (await response.json()) as { contact_messages: { name: string; subject: string; email: string }[] }
  return contact_messages.filter((message) => message.email === email).map(({ name, subject }) => ({ name, subject }))
}

/** Holds the page's form posts (React Router's `.data` requests) until the returned function lets them through. */
async function holdActionPosts(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\.data(\?.*)?$/, async (route) => {
    if (route.request().method() !== "POST") return route.fallback()
    await released
    await route.continue()
  })
  return release
}

test.describe("contact page", () => {
  test("shows the details card with hours, and the FAQ toggles its answers", async ({ page }) => {
    await openHydrated(page, "/contact")
    const details = page.locator(".contact__details")
    await expect(details).toContainText("Rotterdam")
    await expect(details).toContainText(shopConfig.business.chamberOfCommerce)
    await expect(details).toContainText(shopConfig.business.phone)
    await expect(details).toContainText(shopConfig.business.whatsapp)
    await expect(details).toContainText(shopConfig.business.email)
    await expect(details.locator(".hours li")).toHaveText(["Mon-Fri: 9:00 AM - 6:00 PM", "Sat: 10:00 AM - 4:00 PM", "Sun: closed"])

    const questions = page.locator(".faq__item button")
    await expect(questions).toHaveCount(4)
    await expect(page.locator(".faq__answer").first()).toBeHidden()
    await questions.first().click()
    await expect(page.locator(".faq__answer").first()).toBeVisible()
    await expect(questions.first()).toHaveAttribute("aria-expanded", "true")
    await questions.first().click()
    await expect(page.locator(".faq__answer").first()).toBeHidden()
    await expect(questions.last()).toContainText("ship")
  })

  test("validates every field with the spec's texts and red borders", async ({ page }) => {
    await openHydrated(page, "/contact")
    const form = page.locator(".contact-form")
    await expect(form.getByRole("heading", { name: "Contact Us" })).toBeVisible()
    await expect(form.getByLabel("Message")).toHaveAttribute("rows", "5")
    await expect(form.getByLabel("Email")).toHaveAttribute("type", "email")
    await form.getByRole("button", { name: "Send Message" }).click()
    for (const text of ["Name is required", "Email is required", "Subject is required", "Message is required"]) {
      await expect(form.getByText(text)).toBeVisible()
    }
    await expect(form.getByLabel("Name")).toHaveCSS("border-color", "rgb(180, 35, 24)")
    // and stays red under the pointer
    await form.getByLabel("Name").hover()
    await expect(form.getByLabel("Name")).toHaveCSS("border-color", "rgb(180, 35, 24)")
    await form.getByLabel("Name").fill("Ann")
    await form.getByLabel("Email").fill("not-an-email")
    await form.getByRole("button", { name: "Send Message" }).click()
    await expect(form.getByText("Invalid email address")).toBeVisible()
    await expect(form.getByText("Name is required")).toHaveCount(0)
    await expect(form.getByLabel("Name")).not.toHaveCSS("border-color", "rgb(180, 35, 24)")
  })

  test("sends a message through the page's action (the browser never calls the backend), then resets the form", async ({
    page,
    request,
  }) => {
    await openHydrated(page, "/contact")
    const toBackend: string[] = []
    page.on("request", (sent) => {
      if (sent.url().includes("/store/contact-messages")) toBackend.push(sent.url())
    })
    const form = page.locator(".contact-form")
    const email = uniqueEmail()
    await form.getByLabel("Name").fill("E2E Tester")
    await form.getByLabel("Email").fill(email)
    await form.getByLabel("Subject").fill("Question about shipping")
    await form.getByLabel("Message").fill("Do you ship to Norway? This message comes from the end-to-end tests.")
    const posted = page.waitForRequest(
      (candidate) => new URL(candidate.url()).pathname.startsWith("/contact") && candidate.method() === "POST",
    )
    await form.getByRole("button", { name: "Send Message" }).click()
    // a form post, not JSON with the publishable key
    expect((await posted).postData()).toContain("subject=Question+about+shipping")
    await expect(form.getByText("Your message has been sent successfully!")).toBeVisible()
    await expect(form.getByLabel("Name")).toHaveValue("")
    await expect(form.getByLabel("Message")).toHaveValue("")
    expect(toBackend).toEqual([])
    expect(await storedContactMessages(request, email)).toEqual([{ name: "E2E Tester", subject: "Question about shipping" }])
  })

  test("shows 'Sending...' while sending, then the backend's refusal with the typed values kept", async ({ page }) => {
    await openHydrated(page, "/contact")
    // the page's action held until 'Sending...' is seen; the backend then refuses the message (over 5000 characters)
    const release = await holdActionPosts(page)
    const form = page.locator(".contact-form")
    await form.getByLabel("Name").fill("Ann")
    await form.getByLabel("Email").fill("ann@example.com")
    await form.getByLabel("Subject").fill("Hi")
    await form.getByLabel("Message").fill("a".repeat(5001))
    await form.getByRole("button", { name: "Send Message" }).click()
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled()
    release()
    await expect(form.getByText("Failed to send message. Please try again later.")).toBeVisible()
    await expect(form.getByText("Message must be at most 5000 characters")).toBeVisible()
    await expect(form.getByLabel("Message")).toBeFocused()
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled()
    await expect(form.getByLabel("Name")).toHaveValue("Ann")
  })
})

test.describe("newsletter", () => {
  test("validates the address, keeping focus on the field", async ({ page }) => {
    await openHydrated(page, "/")
    const section = page.locator(".newsletter")
    await expect(section.getByRole("heading", { name: "Get 17% off your first purchase" })).toBeVisible()
    const field = section.getByLabel("Email address")
    await expect(field).toHaveAttribute("type", "email")
    await expect(field).toHaveAttribute("required", "")
    await field.fill("   ")
    await section.getByRole("button", { name: "Subscribe" }).click()
    await expect(section.getByText("Email address cannot be empty")).toBeVisible()
    await expect(field).toBeFocused()
    await field.fill("ann@example.c")
    await section.getByRole("button", { name: "Subscribe" }).click()
    await expect(section.getByText("Please enter a valid email address")).toBeVisible()
    await expect(field).toBeFocused()
  })

  test("subscribes through the page's action, thanks the visitor, and 'Subscribe Another Email' starts over", async ({ page }) => {
    await openHydrated(page, "/")
    const section = page.locator(".newsletter")
    const email = uniqueEmail()
    await section.getByLabel("Email address").fill(`  ${email} `)
    const posted = page.waitForRequest(
      (candidate) => candidate.method() === "POST" && new URL(candidate.url()).pathname.startsWith("/_root"),
    )
    await section.getByRole("button", { name: "Subscribe" }).click()
    expect(new URLSearchParams((await posted).postData() ?? "").get("email")?.trim()).toBe(email)
    await expect(section.getByText("Thank You!")).toBeVisible()
    await expect(section.getByText("Please check your inbox and confirm your subscription to our exclusive updates")).toBeVisible()
    await section.getByRole("button", { name: "Subscribe Another Email" }).click()
    await expect(section.getByLabel("Email address")).toHaveValue("")
    await expect(section.getByLabel("Email address")).toBeFocused()
  })

  test("shows 'Subscribing...' while sending, then the backend's own error message", async ({ page }) => {
    await openHydrated(page, "/")
    const release = await holdActionPosts(page)
    const section = page.locator(".newsletter")
    // the browser does not bound the length; the backend does
    await section.getByLabel("Email address").fill(`${"a".repeat(250)}@example.com`)
    await section.getByRole("button", { name: "Subscribe" }).click()
    await expect(section.getByRole("button", { name: "Subscribing..." })).toBeDisabled()
    release()
    await expect(section.getByText("Email address must be at most 254 characters")).toBeVisible()
    await expect(section.getByRole("button", { name: "Subscribe" })).toBeEnabled()
  })
})
