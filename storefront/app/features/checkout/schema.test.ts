import { describe, expect, it } from "vitest"
import { allInEnglish } from "~/i18n/in-english"
import { detailsFrom, detailsProblems } from "./schema"

const rotterdam = {
  email: " anna@example.com ",
  first_name: "Anna",
  last_name: "de Vries",
  address_1: "Coolsingel 40",
  postal_code: "3011 AD",
  city: "Rotterdam",
  country_code: "NL",
}

describe("the checkout's details", () => {
  it("are read trimmed, every field a string, the country in lower case (the shop's default when none came)", () => {
    const details = detailsFrom(rotterdam)
    expect(details).toMatchObject({ email: "anna@example.com", country_code: "nl", company: "", province: "", phone: "" })
    expect(detailsFrom({}).country_code).toBe("nl")
  })

  it("of a complete Dutch address have no problem", () => {
    expect(detailsProblems(detailsFrom(rotterdam))).toEqual({})
  })

  it("name each problem in the form's order, in the words the shopper reads", () => {
    const problems = allInEnglish(detailsProblems(detailsFrom({ email: "anna@", country_code: "us", postal_code: "1011" })))
    expect(problems).toEqual({
      email: "Invalid email address",
      first_name: "First name is required",
      last_name: "Last name is required",
      address_1: "Address is required",
      city: "City is required",
      province: "Choose the state.",
      postal_code: "Enter a valid ZIP code, for example 10118.",
    })
    // the first to fix is the first field of the form
    expect(Object.keys(problems)[0]).toBe("email")
    expect(allInEnglish(detailsProblems(detailsFrom({ ...rotterdam, email: "" }))).email).toBe("Email is required")
  })
})
