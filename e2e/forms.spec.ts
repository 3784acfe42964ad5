import { expect, test } from "@playwright/test"
import { openHydrated, shopConfig } from "./support"

const uniqueEmail = () => `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

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
    await form.getByLabel("Name").fill("Ann")
    await form.getByLabel("Email").fill("not-an-email")
    await form.getByRole("button", { name: "Send Message" }).click()
    await expect(form.getByText("Invalid email address")).toBeVisible()
    await expect(form.getByText("Name is required")).toHaveCount(0)
    await expect(form.getByLabel("Name")).not.toHaveCSS("border-color", "rgb(180, 35, 24)")
  })

  test("sends a message to the backend, then resets the form", async ({ page }) => {
    await openHydrated(page, "/contact")
    const form = page.locator(".contact-form")
    await form.getByLabel("Name").fill("E2E Tester")
    await form.getByLabel("Email").fill(uniqueEmail())
    await form.getByLabel("Subject").fill("Question about shipping")
    await form.getByLabel("Message").fill("Do you ship to Norway? This message comes from the end-to-end tests.")
    const request = page.waitForRequest((candidate) => candidate.url().endsWith("/store/contact-messages") && candidate.method() === "POST")
    await form.getByRole("button", { name: "Send Message" }).click()
    const sent = await request
    expect(sent.headers()["x-publishable-api-key"]).toMatch(/^pk_/)
    expect(sent.postDataJSON()).toMatchObject({ name: "E2E Tester", subject: "Question about shipping" })
    await expect(form.getByText("Your message has been sent successfully!")).toBeVisible()
    await expect(form.getByLabel("Name")).toHaveValue("")
    await expect(form.getByLabel("Message")).toHaveValue("")
  })

  test("shows 'Sending...' while sending and the failure text on a non-ok answer", async ({ page }) => {
    await openHydrated(page, "/contact")
    // The backend refusing (here: answering 500 after a pause) is the case under test.
    await page.route("**/store/contact-messages", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800))
      await route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Internal" }) })
    })
    const form = page.locator(".contact-form")
    await form.getByLabel("Name").fill("Ann")
    await form.getByLabel("Email").fill("ann@example.com")
    await form.getByLabel("Subject").fill("Hi")
    await form.getByLabel("Message").fill("Hello")
    await form.getByRole("button", { name: "Send Message" }).click()
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled()
    await expect(form.getByText("Failed to send message. Please try again later.")).toBeVisible()
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

  test("subscribes through the backend, thanks the visitor, and 'Subscribe Another Email' starts over", async ({ page }) => {
    await openHydrated(page, "/")
    const section = page.locator(".newsletter")
    const email = uniqueEmail()
    await section.getByLabel("Email address").fill(`  ${email} `)
    const request = page.waitForRequest((candidate) => candidate.url().endsWith("/store/newsletter-subscriptions"))
    await section.getByRole("button", { name: "Subscribe" }).click()
    expect((await request).postDataJSON()).toEqual({ email })
    await expect(section.getByText("Thank You!")).toBeVisible()
    await expect(section.getByText("Please check your inbox and confirm your subscription to our exclusive updates")).toBeVisible()
    await section.getByRole("button", { name: "Subscribe Another Email" }).click()
    await expect(section.getByLabel("Email address")).toHaveValue("")
    await expect(section.getByLabel("Email address")).toBeFocused()
  })

  test("shows 'Subscribing...' while sending, then the backend's own error message", async ({ page }) => {
    await openHydrated(page, "/")
    await page.route("**/store/newsletter-subscriptions", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800))
      await route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ message: "Too many attempts, try again in a minute." }) })
    })
    const section = page.locator(".newsletter")
    await section.getByLabel("Email address").fill("ann@example.com")
    await section.getByRole("button", { name: "Subscribe" }).click()
    await expect(section.getByRole("button", { name: "Subscribing..." })).toBeDisabled()
    await expect(section.getByText("Too many attempts, try again in a minute.")).toBeVisible()
    await expect(section.getByRole("button", { name: "Subscribe" })).toBeEnabled()
  })
})
