import { describe, expect, it } from "vitest"
import { addressFormat, addressLines, addressProblems, countryName, regionCode } from "./addresses.js"

const newYork = {
  first_name: "Ann",
  last_name: "Lee",
  address_1: "350 Fifth Avenue",
  city: "New York",
  province: "us-ny",
  postal_code: "10118",
  country_code: "us",
}

describe("addressLines", () => {
  it("writes a US address as the US does, with the country's name", () => {
    expect(addressLines(newYork)).toEqual(["Ann Lee", "350 Fifth Avenue", "New York, NY 10118", "United States"])
  })

  it("writes a Dutch address postal code first, with company and second line", () => {
    const rotterdam = {
      first_name: "Anna",
      last_name: "de Vries",
      company: "Rots BV",
      address_1: "Coolsingel 40",
      address_2: "2nd floor",
      postal_code: "3011 AD",
      city: "Rotterdam",
      country_code: "nl",
    }
    expect(addressLines(rotterdam)).toEqual(["Anna de Vries", "Rots BV", "Coolsingel 40", "2nd floor", "3011 AD Rotterdam", "Netherlands"])
  })

  it("names the province in full where the country does, and leaves out what is missing", () => {
    expect(
      addressLines({ address_1: "Calle Mayor 1", postal_code: "28013", city: "Madrid", province: "es-m", country_code: "es" }),
    ).toEqual(["Calle Mayor 1", "28013 Madrid", "Madrid", "Spain"])
    expect(addressLines({ ...newYork, province: null })).toEqual(["Ann Lee", "350 Fifth Avenue", "New York, 10118", "United States"])
  })
})

describe("addressProblems", () => {
  it("asks for the state a US address needs and checks the ZIP code", () => {
    expect(addressProblems({ ...newYork, province: "" })).toEqual({ province: "Choose the state." })
    expect(addressProblems({ ...newYork, postal_code: "1011" })).toEqual({ postal_code: "Enter a valid ZIP code, for example 10118." })
    expect(addressProblems(newYork)).toEqual({})
  })

  it("checks postal codes per country, in any case, and only what is given when the address is not complete", () => {
    expect(addressProblems({ country_code: "nl", postal_code: "3011ad" })).toEqual({})
    expect(addressProblems({ country_code: "nl", postal_code: "12345" })).toEqual({
      postal_code: "Enter a valid postal code, for example 3011 AD.",
    })
    expect(addressProblems({ country_code: "gb", postal_code: "sw1a 1aa" })).toEqual({})
    expect(addressProblems({ country_code: "us" }, { complete: false })).toEqual({})
    expect(addressProblems({ country_code: "hk", postal_code: "999077", province: "hk-kln" })).toEqual({
      postal_code: "Hong Kong addresses have no postal code: leave it empty.",
    })
  })

  it("refuses a subdivision of another country", () => {
    expect(addressProblems({ ...newYork, province: "ca-on" })).toEqual({ province: "Choose a state from the list." })
  })
})

const SHOP_COUNTRIES =
  "nl be de fr it es at ch dk se no fi ie gb pt gr pl cz sk hu ro us ca mx au nz jp sg hk kr tw my in br ar cl co ae sa il za".split(" ")

describe("countries and their subdivisions", () => {
  it("takes each shop country's own example address, and names each country", () => {
    for (const country of SHOP_COUNTRIES) {
      const format = addressFormat(country)
      const address = {
        address_1: "1 Main Street",
        city: "Town",
        postal_code: format.postalCode?.example ?? "",
        province: format.region?.options[0]?.code ?? "",
        country_code: country,
      }
      expect([country, addressProblems(address)]).toEqual([country, {}])
      expect(countryName(country)).not.toBe(country.toUpperCase())
    }
  })

  it("names countries and reads subdivisions by code or name", () => {
    expect(countryName("NL")).toBe("Netherlands")
    expect(countryName("us")).toBe("United States")
    expect(regionCode("us", "New York")).toBe("us-ny")
    expect(regionCode("us", "NY")).toBe("us-ny")
    expect(addressFormat("it").region).toMatchObject({ label: "Province", required: true })
    expect(addressFormat("nl")).toEqual({
      postalCode: { label: "Postal code", name: "postalCode", example: "3011 AD", required: true },
      region: null,
    })
    expect(addressFormat("us")).toMatchObject({ postalCode: { label: "ZIP code", name: "zip" }, region: { label: "State", type: "state" } })
  })
})
