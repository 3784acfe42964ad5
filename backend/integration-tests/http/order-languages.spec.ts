import { SMTP_PORT } from "../forms-mode"
import { waitFor } from "../chat-stand-in"
import { SmtpStandIn } from "../smtp-stand-in"
import { mailAttachments, pdfText } from "../pdf-text"
import { inLanguage, placeTestOrder, shopIntegrationTestRunner, shopSuite, signedInByCode } from "../test-shop"

jest.setTimeout(240 * 1000)

const MORINGA = "moringa-leaf-powder"

type PlacedOrder = { id: string; display_id: number; items: { id: string; quantity: number }[] }

/** What the shop sends after an order, in the order's language: read as the shopper receives it (the SMTP stand-in). */
shopIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    const smtp = new SmtpStandIn(SMTP_PORT)
    beforeAll(() => smtp.start())
    afterAll(() => smtp.stop())
    beforeEach(() => {
      smtp.mails = []
    })
    const { shop, store } = shopSuite(api, getContainer, "10.0.62")

    const placeOrder = async (email: string, locale: string): Promise<PlacedOrder> =>
      (await placeTestOrder(api, { regionId: shop.europeRegionId, email, handles: [MORINGA], store: inLanguage(store, locale) })).order

    const mailTo = (to: string, text: string) =>
      waitFor(() => smtp.mails.find((mail) => mail.to.includes(to) && mail.text.includes(text)), 30_000)

    const signedIn = (email: string) => signedInByCode(api, getContainer(), store, email)

    it("writes a German order's confirmation, its invoice PDF and the acknowledgement of its withdrawal in German", async () => {
      const email = "lena-de@example.com"
      const order = await placeOrder(email, "de")

      const confirmation = await mailTo(email, "Vielen Dank für Ihre Bestellung!")
      for (const german of [
        `Wir haben Ihre Zahlung für die Bestellung #${order.display_id} erhalten.`,
        "Zwischensumme: ",
        "Fragen? Schreiben Sie an",
        "Ihr Widerrufsrecht",
        "Muster-Widerrufsformular",
        "Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag",
        "(*) Unzutreffendes streichen.",
      ])
        expect([german, confirmation.text.includes(german)]).toEqual([german, true])
      expect(confirmation.text).not.toContain("Model withdrawal form")
      expect(confirmation.text).not.toContain("Questions?")
      // money as German writes it: "12,95 €"
      expect(confirmation.text).toMatch(/Gesamt: \d+,\d{2}\u00a0€/)
      expect(confirmation.raw).toContain('<html lang=3D"de">')

      // the invoice attached to it, a German Rechnung
      const invoiceName = [...mailAttachments(confirmation.raw).keys()].find((name) => name.startsWith("invoice-"))
      expect(invoiceName).toMatch(/^invoice-\d{6}\.pdf$/)
      const invoice = await pdfText(mailAttachments(confirmation.raw).get(invoiceName!)!.content)
      const number = invoiceName!.slice("invoice-".length, -".pdf".length)
      for (const german of [
        `Rechnung ${number}`,
        `Rechnungsnummer: ${number}`,
        "Rechnungsdatum: ",
        `Bestellung: #${order.display_id} vom `,
        "Rechnungsempfänger",
        "Einzelpreis netto",
        "USt. gesamt",
        "(inkl. USt.)",
        "USt-IdNr. ",
        "Alle Preise enthalten die gesetzliche Umsatzsteuer.",
      ])
        expect([german, invoice.includes(german)]).toEqual([german, true])
      expect(invoice).not.toContain("Invoice")
      // the admin's download is the same document
      const download = await api.get(`/admin/order-documents/${order.id}/invoice`, { ...shop.admin, responseType: "arraybuffer" })
      expect(download.status).toBe(200)
      expect(await pdfText(Buffer.from(download.data))).toBe(invoice)

      // the withdrawal's acknowledgement on a durable medium, in German
      const withdrawn = await api.post(
        "/store/withdrawals",
        { name: "Lena Muster", order_number: String(order.display_id), email, postal_code: "3011 AD" },
        store(),
      )
      expect([withdrawn.status, withdrawn.data.message]).toEqual([201, undefined])
      const acknowledgement = await mailTo(email, "Wir haben Ihren Widerruf erhalten")
      for (const german of [
        `Wir haben Ihren Widerruf der Bestellung #${order.display_id} am `,
        `Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über den Kauf der folgenden Waren der Bestellung #${order.display_id}:`,
        `Bestellnummer: #${order.display_id}`,
        "Eingegangen: ",
        "Wie es weitergeht:",
        "Wir erstatten Ihre Zahlung einschließlich der Standardversandkosten binnen 14 Tagen",
      ])
        expect([german, acknowledgement.text.includes(german)]).toEqual([german, true])
      // the day it was received, as German writes a date
      expect(acknowledgement.text).toMatch(
        /Eingegangen: \d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}/,
      )
    })

    it("writes an order's next e-mail in the language the customer switched the account to: the shipment of a Dutch order in French", async () => {
      const email = "noor-fr@example.com"
      const order = await placeOrder(email, "nl")
      await mailTo(email, "Bedankt voor je bestelling!")
      const customer = await signedIn(email)
      const before = await api.get("/store/account/me", customer())
      expect([before.status, before.data.account?.language]).toEqual([200, { locale: null }])
      const chosen = await api.post("/store/account/me/language", { locale: "fr" }, customer())
      expect([chosen.status, chosen.data]).toEqual([200, { language: { locale: "fr" } }])
      const after = await api.get("/store/account/me", customer())
      expect(after.data.account.language).toEqual({ locale: "fr" })

      // the seller ships the whole order with "Send notification" on
      const items = order.items.map((item) => ({ id: item.id, quantity: item.quantity }))
      const fulfilled = await api.post(`/admin/orders/${order.id}/fulfillments?fields=id,*fulfillments`, { items }, shop.admin)
      expect([fulfilled.status, fulfilled.data.message]).toEqual([200, undefined])
      const shipped = await api.post(
        `/admin/orders/${order.id}/fulfillments/${fulfilled.data.order.fulfillments[0].id}/shipments`,
        { items, labels: [{ tracking_number: "3SFR0001", tracking_url: "https://www.postnl.nl/track/3SFR0001", label_url: "#" }] },
        shop.admin,
      )
      expect([shipped.status, shipped.data.message]).toEqual([200, undefined])
      const mail = await mailTo(email, "Votre commande est en route")
      for (const french of [
        `Bonne nouvelle : votre commande n° ${order.display_id} a quitté notre entrepôt`,
        "Numéro de suivi: 3SFR0001",
        "Suivre votre colis: https://www.postnl.nl/track/3SFR0001",
        "Livraison à :",
        "Des questions ? Écrivez à",
      ])
        expect([french, mail.text.includes(french)]).toEqual([french, true])
      expect(mail.text).not.toContain("on its way")
      expect(mail.raw).toContain('<html lang=3D"fr">')
    })
  },
})
