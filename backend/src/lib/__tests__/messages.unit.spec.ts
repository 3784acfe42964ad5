import { MESSAGE_CATALOGUES, messagesIn } from "../messages"

/** Every key of a catalogue ("orderConfirmation.subject"), with the {{names}} its message fills in. */
function keysOf(catalogue: object, prefix = ""): Map<string, string[]> {
  const keys = new Map<string, string[]>()
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === "object" && value !== null) for (const [inner, names] of keysOf(value, `${prefix}${key}.`)) keys.set(inner, names)
    else keys.set(`${prefix}${key}`, [...String(value).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort())
  }
  return keys
}

describe("the server's message catalogues", () => {
  const english = keysOf(MESSAGE_CATALOGUES.en)

  it.each(Object.keys(MESSAGE_CATALOGUES))("%s has every key English has, no other, each filling in the same values", (locale) => {
    const catalogue = keysOf(MESSAGE_CATALOGUES[locale as keyof typeof MESSAGE_CATALOGUES])
    expect([...catalogue.keys()].sort()).toEqual([...english.keys()].sort())
    for (const [key, names] of english) expect([key, catalogue.get(key)]).toEqual([key, names])
    // no message left empty
    expect(JSON.stringify(MESSAGE_CATALOGUES[locale as keyof typeof MESSAGE_CATALOGUES])).not.toContain('""')
  })

  it("answers in the asked language, the language of a regional code, and English for an unknown or absent one", () => {
    expect(messagesIn("de")("orderConfirmation.heading")).toBe("Vielen Dank für Ihre Bestellung!")
    expect(messagesIn("de-AT")("orderConfirmation.heading")).toBe("Vielen Dank für Ihre Bestellung!")
    expect(messagesIn("es")("orderConfirmation.heading")).toBe("Thank you for your order!")
    expect(messagesIn(undefined)("orderConfirmation.subject", { brand: "Brand", displayId: 7 })).toBe("Brand: order #7 confirmed")
  })
})
