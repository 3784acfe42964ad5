import { describe, expect, it } from "vitest"
import { inEnglish } from "~/i18n/in-english"
import { validate } from "~/lib/form.server"
import { newsletterSchema } from "./schema"

const messageOf = (email: string) => {
  const result = validate(newsletterSchema, { email })
  return result.ok || !result.errors.email ? null : inEnglish(result.errors.email)
}

describe("newsletterSchema", () => {
  it("rejects an empty or blank address", () => {
    expect(messageOf("")).toBe("Email address cannot be empty")
    expect(messageOf("   ")).toBe("Email address cannot be empty")
  })
  it("needs a local part, @, domain, dot and a top-level part of 2+ letters", () => {
    expect(messageOf("ann@example")).toBe("Please enter a valid email address")
    expect(messageOf("ann@example.c")).toBe("Please enter a valid email address")
    expect(messageOf("ann@example.c0m")).toBe("Please enter a valid email address")
    expect(messageOf("@example.com")).toBe("Please enter a valid email address")
    expect(messageOf("ann@example.com")).toBeNull()
  })
  it("trims before checking", () => {
    const result = newsletterSchema.safeParse({ email: "  ann@example.com " })
    expect(result.success && result.data.email).toBe("ann@example.com")
  })
})
