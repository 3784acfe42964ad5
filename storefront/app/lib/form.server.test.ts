import { describe, expect, it } from "vitest"
import * as z from "zod/mini"
import { allInEnglish } from "~/i18n/in-english"
import { backendRefusals, formEmail, formText, requiredText } from "./form-fields"
import { acceptedAs, forwardedFor, readForm, readRedirectedAnswer, refused, validate } from "./form.server"

const contactSchema = z.object({
  name: requiredText("contact", "name"),
  email: formEmail("contact", "email"),
  subject: requiredText("contact", "subject"),
  message: requiredText("contact", "message"),
})

const post = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) body.append(name, item)
  return new Request("http://shop.test/contact", { method: "POST", body })
}

describe("forwardedFor", () => {
  it("appends the address that connected, as a proxy does", () => {
    expect(forwardedFor(null, "203.0.113.7")).toBe("203.0.113.7")
    // a shopper's own header stays in front: the backend reads past it only through proxies it trusts
    expect(forwardedFor("198.51.100.1", "127.0.0.1")).toBe("198.51.100.1, 127.0.0.1")
  })
  it("sends none when the connection's address is not known", () => {
    expect(forwardedFor("198.51.100.1", undefined)).toBeNull()
  })
})

describe("readForm", () => {
  it("reads the intent apart from the values, the first value of each name, and keeps all of the form", async () => {
    const form = await readForm(post({ intent: "withdrawal-confirm", name: "Ann", item_ids: ["a", "b"] }))
    expect(form.intent).toBe("withdrawal-confirm")
    expect(form.values).toEqual({ name: "Ann", item_ids: "a" })
    expect(form.formData.getAll("item_ids")).toEqual(["a", "b"])
    expect(form.enhanced).toBe(false)
  })
  it("tells a form the hydrated page sent (enhanced) apart, without it among the values", async () => {
    const form = await readForm(post({ intent: "contact", enhanced: "1", name: "Ann" }))
    expect(form.enhanced).toBe(true)
    expect(form.values).toEqual({ name: "Ann" })
  })
  it("refuses a body that is no form with a 400", async () => {
    const request = new Request("http://shop.test/contact", { method: "POST", body: "{}", headers: { "content-type": "application/json" } })
    await expect(readForm(request)).rejects.toMatchObject({ init: { status: 400 } })
  })
})

describe("validate and refused", () => {
  it("answers a message key per field (the spec's words in English) and the values as typed, so nothing typed is lost", () => {
    const values = { name: "Ann", email: "ann@", subject: "", message: "Hello" }
    const checked = validate(contactSchema, values)
    const errors = { email: { key: "form.contact.email.invalid" }, subject: { key: "form.contact.subject.required" } }
    expect(checked).toEqual({ ok: false, errors })
    expect(allInEnglish(errors)).toEqual({ email: "Invalid email address", subject: "Subject is required" })
    const answer = refused("contact", values, { errors: checked.ok ? {} : checked.errors })
    expect(answer.init?.status).toBe(400)
    expect(answer.data).toEqual({ form: "contact", ok: false, values, errors, message: null })
  })
  it("gives a length refused its limit", () => {
    const checked = validate(z.object({ name: formText("contact", "name") }), { name: "a".repeat(101) })
    expect(checked).toEqual({ ok: false, errors: { name: { key: "form.contact.name.tooLong", values: { max: 100 } } } })
    expect(allInEnglish(checked.ok ? {} : checked.errors)).toEqual({ name: "Name must be at most 100 characters" })
  })
  it("tells the kind of a field the backend refused by the form's rules, never by the backend's words", () => {
    const rules = z.object({ message: formText("contact", "message"), subject: formText("contact", "subject") })
    const refusals = backendRefusals(rules, { message: "a".repeat(5001), subject: "Hi" }, { message: "Too long!", subject: "No." })
    expect(refusals).toEqual({
      message: { key: "form.contact.message.tooLong", values: { max: 5000 }, english: "Too long!" },
      subject: { key: "form.fieldRefused", english: "No." },
    })
  })
  it("answers the trimmed data of a valid form", () => {
    expect(validate(contactSchema, { name: " Ann ", email: "ann@example.com", subject: "Hi", message: "Hello" })).toEqual({
      ok: true,
      data: { name: "Ann", email: "ann@example.com", subject: "Hi", message: "Hello" },
    })
  })
})

describe("acceptedAs (Post/Redirect/Get)", () => {
  const received = { withdrawal: { order_number: 1042 }, email: "ann@example.com" }

  it("answers the page's fetcher in place", async () => {
    const request = post({ intent: "contact", enhanced: "1" })
    const answer = await acceptedAs(request, await readForm(request.clone()), "contact", null)
    expect(answer).toEqual({ form: "contact", ok: true, data: null })
  })

  it("redirects the browser's own POST to the page, its answer in a cookie read back once", async () => {
    const request = new Request("https://shop.test/?index&ref=mail", {
      method: "POST",
      body: new URLSearchParams({ intent: "newsletter" }),
    })
    const answer = await acceptedAs(request, await readForm(request.clone()), "withdrawal-confirm", received, "newsletter")
    expect(answer).toBeInstanceOf(Response)
    const response = answer as Response
    expect(response.status).toBe(303)
    // the page itself (an index route's `?index` dropped), at the part showing the answer; nothing typed in the address
    expect(response.headers.get("location")).toBe("/?ref=mail#newsletter")
    const cookie = response.headers.get("set-cookie") ?? ""
    expect(cookie).toMatch(/^form_answer=[^;]+; Max-Age=60; .*HttpOnly/)
    expect(cookie).toContain("Secure")
    expect(cookie).not.toContain("ann@example.com")

    const { formAnswer, headers } = await readRedirectedAnswer(
      new Request("https://shop.test/", { headers: { cookie: `cart_id=c1; ${cookie.split(";")[0]}` } }),
    )
    expect(formAnswer).toEqual({ form: "withdrawal-confirm", ok: true, data: received })
    expect(new Headers(headers).get("set-cookie")).toMatch(/^form_answer=; Max-Age=0/)
  })

  it("is not Secure on plain http (a browser would drop it there)", async () => {
    const request = post({ intent: "contact" })
    const response = (await acceptedAs(request, await readForm(request.clone()), "contact", null)) as Response
    expect(response.headers.get("location")).toBe("/contact")
    expect(response.headers.get("set-cookie")).not.toContain("Secure")
  })

  it("redirects to the page in the language it was sent from", async () => {
    for (const [path, location] of [
      ["/de/contact", "/de/contact#contact-form-title"],
      ["/nl?index", "/nl#contact-form-title"],
    ]) {
      const request = new Request(`http://shop.test${path}`, { method: "POST", body: new URLSearchParams({ intent: "contact" }) })
      const response = (await acceptedAs(request, await readForm(request.clone()), "contact", null, "contact-form-title")) as Response
      expect(response.headers.get("location"), path).toBe(location)
    }
  })

  it("shows an answer too large for a cookie in place", async () => {
    const request = post({ intent: "withdrawal-confirm" })
    const answer = await acceptedAs(request, await readForm(request.clone()), "withdrawal-confirm", { items: "x".repeat(5000) })
    expect(answer).toEqual({ form: "withdrawal-confirm", ok: true, data: { items: "x".repeat(5000) } })
  })

  it("reads nothing, and forgets nothing, without the cookie", async () => {
    expect(await readRedirectedAnswer(new Request("https://shop.test/", { headers: { cookie: "cart_id=c1" } }))).toEqual({
      formAnswer: null,
      headers: {},
    })
  })
})
