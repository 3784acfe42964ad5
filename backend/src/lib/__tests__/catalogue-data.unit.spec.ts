import { parseCatalogue, readCatalogue } from "../seed/catalogue-data"

describe("the catalogue's schema", () => {
  it("takes the shop's own catalogue", () => {
    expect(readCatalogue().products.length).toBeGreaterThan(0)
  })

  it("names the file, the product and the field of a mistake, before anything is written", () => {
    const catalogue = readCatalogue()
    const [first, second] = catalogue.products
    const broken = {
      ...catalogue,
      products: [
        { ...first, variants: [{ ...first.variants[0], price: "34.95" }] },
        { ...second, claims: "Lab Tested" },
        ...catalogue.products.slice(2),
      ],
    }
    expect(() => parseCatalogue(broken, "catalogue.json")).toThrow(`catalogue.json: product ${first.handle}: variants.0.price`)
    expect(() => parseCatalogue(broken, "catalogue.json")).toThrow(`catalogue.json: product ${second.handle}: claims`)
    const misspelt = { ...catalogue, products: [{ ...first, benefit: ["typo"] }] }
    expect(() => parseCatalogue(misspelt, "catalogue.json")).toThrow(`product ${first.handle}`)
    const unknownCategory = { ...catalogue, products: [{ ...first, category: "teas" }] }
    expect(() => parseCatalogue(unknownCategory, "catalogue.json")).toThrow(
      `catalogue.json: product ${first.handle}: category "teas" is not one of the catalogue's categories`,
    )
  })
})
