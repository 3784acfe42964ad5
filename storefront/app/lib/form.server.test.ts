import { describe, expect, it } from "vitest"
import * as z from "zod/mini"
import { FORM_FIELDS } from "order-summary/forms"
import { formEmail, requiredText } from "./form-fields"
import { forwardedFor, readForm, refused, validate } from "./form.server"

const contactSchema = z.object({
  name: requiredText(FORM_FIELDS.contact.name),
  email: formEmail(FORM_FIELDS.contact.email),
  subject: requiredText(FORM_FIELDS.contact.subject),
  message: requiredText(FORM_FIELDS.contact.message),
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
  })
  it("refuses a body that is no form with a 400", async () => {
    const request = new Request("http://shop.test/contact", { method: "POST", body: "{}", headers: { "content-type": "application/json" } })
    await expect(readForm(request)).rejects.toMatchObject({ init: { status: 400 } })
  })
})

describe("validate and refused", () => {
  it("answers the spec's texts per field and the values as typed, so nothing typed is lost", () => {
    const values = { name: "Ann", email: "ann@", subject: "", message: "Hello" }
    const checked = validate(contactSchema, values)
    expect(checked).toEqual({ ok: false, errors: { email: "Invalid email address", subject: "Subject is required" } })
    const answer = refused("contact", values, { errors: checked.ok ? {} : checked.errors })
    expect(answer.init?.status).toBe(400)
    expect(answer.data).toEqual({
      form: "contact",
      ok: false,
      values,
      errors: { email: "Invalid email address", subject: "Subject is required" },
      message: null,
    })
  })
  it("answers the trimmed data of a valid form", () => {
    expect(validate(contactSchema, { name: " Ann ", email: "ann@example.com", subject: "Hi", message: "Hello" })).toEqual({
      ok: true,
      data: { name: "Ann", email: "ann@example.com", subject: "Hi", message: "Hello" },
    })
  })
})
