import { describe, expect, it } from "vitest"
import { allInEnglish } from "~/i18n/in-english"
import { validate } from "~/lib/form.server"
import { contactSchema } from "./schema"

const errorsOf = (input: Record<string, unknown>) => {
  const result = validate(contactSchema, input)
  return result.ok ? {} : allInEnglish(result.errors)
}

describe("contactSchema", () => {
  it("names every blank field with the spec's texts", () => {
    expect(errorsOf({ name: " ", email: "", subject: "", message: "\n" })).toEqual({
      name: "Name is required",
      email: "Email is required",
      subject: "Subject is required",
      message: "Message is required",
    })
  })
  it("rejects an address without a basic pattern", () => {
    expect(errorsOf({ name: "A", email: "not-an-email", subject: "S", message: "M" })).toEqual({ email: "Invalid email address" })
    expect(errorsOf({ name: "A", email: "a@b", subject: "S", message: "M" })).toEqual({ email: "Invalid email address" })
  })
  it("accepts and trims a complete message", () => {
    const result = contactSchema.safeParse({ name: " Ann ", email: "ann@example.com ", subject: "Hi", message: "Hello" })
    expect(result.success && result.data).toEqual({ name: "Ann", email: "ann@example.com", subject: "Hi", message: "Hello" })
  })
})
