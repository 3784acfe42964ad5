import { withdrawalNextSteps } from "order-summary/rules"
import { MESSAGE_CATALOGUES, messagesIn } from "../messages"
import { formatsIn } from "../messages/formats"
import { shopConfig } from "../shop-config"
import { modelWithdrawalForm } from "../withdrawal-form"
import { withdrawalNextStepsIn } from "../../modules/email-notification/templates/withdrawal-received"
import { orderConfirmation } from "../../modules/email-notification/templates/order-confirmation"
import { orderShipped } from "../../modules/email-notification/templates/order-shipped"

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

  it("says in English exactly what shop.config.json's model form and the shared withdrawal rules say", () => {
    const { modelWithdrawalForm: form } = shopConfig
    const english = MESSAGE_CATALOGUES.en.withdrawalForm
    expect([english.heading, english.note, english.footnote]).toEqual([form.heading, form.note, form.footnote])
    expect([english.line1, english.line2, english.line3, english.line4, english.line5, english.line6]).toEqual(form.lines)
    expect(english.addressee.replace(/\{\{(\w+)\}\}/g, "{$1}")).toBe(form.addressee)
    for (const itemsToReturn of [true, false])
      for (const returnAddress of ["Shop B.V., Street 1, 0000 AA City", ""])
        expect(withdrawalNextStepsIn(messagesIn("en"), { itemsToReturn, returnAddress })).toEqual(
          withdrawalNextSteps({ itemsToReturn, returnAddress }),
        )
  })

  it("gives the model withdrawal form in the Directive's version of each language", () => {
    expect(modelWithdrawalForm("de").heading).toBe("Muster-Widerrufsformular")
    expect(modelWithdrawalForm("nl").heading).toBe("Modelformulier voor herroeping")
    expect(modelWithdrawalForm("fr").heading).toBe("Modèle de formulaire de rétractation")
    expect(modelWithdrawalForm("de").lines[0]).toBe(
      `An ${shopConfig.business.legalName}, ${shopConfig.business.street}, ${shopConfig.business.postalCode} ${shopConfig.business.city}, ${shopConfig.business.country}, E-Mail ${shopConfig.business.email}:`,
    )
    expect(modelWithdrawalForm("es").heading).toBe(shopConfig.modelWithdrawalForm.heading)
  })

  it("writes money and dates as each language does, English as before", () => {
    expect([formatsIn("en").euros(1234.5), formatsIn("en").day("2026-03-02T12:00:00Z"), formatsIn("en").shipping(0)]).toEqual([
      "€1,234.50",
      "2 March 2026",
      "Free",
    ])
    expect([formatsIn("de").euros(1234.5), formatsIn("de").day("2026-03-02T12:00:00Z"), formatsIn("de").shipping(0)]).toEqual([
      "1.234,50\u00a0€",
      "2. März 2026",
      "Kostenlos",
    ])
    expect(formatsIn("nl").day("2026-03-02T12:00:00Z")).toBe("2 maart 2026")
    expect(formatsIn("fr").vat(123)).toBe("Dont 1,23\u00a0€ de TVA")
  })

  it("renders an order's e-mails whole in its language, with the page's language tag", () => {
    const confirmation = orderConfirmation({
      display_id: 12,
      lines: [{ title: "Resin", quantity: 2, total: 69.9 }],
      shipping: { name: "Standard", total: 0 },
      total: 69.9,
      tax_total: 12.13,
      shipping_address: ["Anna Muster"],
      shop_url: "https://shop.example",
      withdrawal_url: "https://shop.example/withdraw",
      subscription: { renewal: false, per_delivery: 30, next_renewal_at: "2026-12-02T10:00:00Z", manage_url: "https://shop.example/s" },
      locale: "de",
    })
    for (const part of [confirmation.text, confirmation.html])
      for (const german of ["Muster-Widerrufsformular", "Fragen?", "Ihr Abonnement", "2. Dezember 2026", "69,90\u00a0€", "Kostenlos"])
        expect([german, part.includes(german)]).toEqual([german, true])
    expect(confirmation.html).toContain('<html lang="de">')
    const shippedData = {
      display_id: 12,
      items: [{ title: "Resin", quantity: 2 }],
      shipping_method: "Standard",
      parcels: [{ carrier: null, tracking_number: "TR1", tracking_url: null }],
      shipping_address: ["Anna"],
      complete: true,
      shop_url: "https://shop.example",
    }
    const shipped = orderShipped({ ...shippedData, locale: "fr" })
    expect(shipped.subject).toBe(`${shopConfig.brand} : la commande n° 12 est en route`)
    expect(shipped.text).toContain("Numéro de suivi: TR1")
    expect(orderShipped(shippedData).subject).toBe(`${shopConfig.brand}: order #12 is on its way`)
  })
})
