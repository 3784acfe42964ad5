import { WELCOME_CAMPAIGN } from "../../src/workflows/newsletter/welcome-campaign"
import { SMTP_PORT } from "../forms-mode"
import { createPromotionsWorkflow } from "@medusajs/medusa/core-flows"
import { Modules } from "@medusajs/framework/utils"
import { clientAddress, waitFor } from "../chat-stand-in"
import { SmtpStandIn } from "../smtp-stand-in"
import { seededShopWith, shopIntegrationTestRunner } from "../test-shop"
import { ensureAdminUser } from "../../src/lib/seed/admin-user"
import { ensureSubscriptionPromotion } from "../../src/lib/subscription-promotion"
import { TEST_PAYMENT_PROVIDER_ID } from "../../src/lib/payment-providers"
import { retryUnsentEmailsWorkflow } from "../../src/workflows/notification/retry-unsent-emails"
import { WELCOME_CODE_MESSAGES } from "../../src/workflows/newsletter/welcome-code-rules"
import { clearStaleNewsletterSignups } from "../../src/jobs/delete-unconfirmed-newsletter-signups"
import { NEWSLETTER_CONFIRMATION } from "../../src/lib/shop-constants"
import { linkToken, LINK_REFUSALS } from "../../src/lib/shop-links"

jest.setTimeout(240 * 1000)

const CODE = /WELCOME17-[A-Z2-9]{8}/
const UNSUBSCRIBE_LINK = /http:\/\/shop\.test\/newsletter\/unsubscribe\?token=([A-Za-z0-9_\-.]+)/
const CONFIRM_LINK = /http:\/\/shop\.test\/newsletter\/confirm\?token=([A-Za-z0-9_\-.]+)/
const SIGNUP_RECEIVED = { message: "Please check your inbox and confirm your subscription to our exclusive updates" }
const HOUR_MS = 60 * 60 * 1000
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500))

shopIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer, dbConnection }) => {
    const smtp = new SmtpStandIn(SMTP_PORT)
    const shop = seededShopWith(getContainer, smtp)
    let client: string
    const store = (extra: Record<string, string> = {}) => ({
      headers: { "x-publishable-api-key": shop.publishableKey, "x-forwarded-for": client, ...extra },
      validateStatus: () => true,
    })
    const subscribe = (body: unknown) => api.post("/store/newsletter-subscriptions", body, store())
    const subscriptions = async () =>
      (await dbConnection.raw(`SELECT * FROM newsletter_subscription WHERE deleted_at IS NULL ORDER BY created_at`)).rows as any[]
    const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address))
    const firstMailTo = (address: string) => waitFor(() => mailsTo(address)[0])
    const subscriptionOf = async (address: string) => (await subscriptions()).find((s) => s.email === address)
    const confirm = (token: string) => api.post("/store/newsletter-subscriptions/confirm", { token }, store())
    /** The token of the newest confirmation email to an address, once it arrived. */
    const confirmationTokenTo = async (address: string, nth = 1) => {
      const mail = await waitFor(() => mailsTo(address).filter((m) => CONFIRM_LINK.test(m.text))[nth - 1])
      return mail.text.match(CONFIRM_LINK)![1]
    }
    const welcomeMailTo = (address: string) => waitFor(() => mailsTo(address).find((m) => CODE.test(m.text)))
    /** Signs up and confirms like a shopper (double opt-in): the welcome email's code. */
    async function welcomeCodeFor(address: string) {
      expect((await subscribe({ email: address })).status).toBe(200)
      expect((await confirm(await confirmationTokenTo(address))).status).toBe(200)
      return (await welcomeMailTo(address)).text.match(CODE)![0]
    }

    beforeEach(() => {
      client = clientAddress()
      smtp.mails = []
    })

    async function variantId(handle: string, title: string) {
      const { data } = await api.get(`/store/products?handle=${handle}&fields=*variants`, store())
      return data.products[0].variants.find((v: any) => v.title === title).id as string
    }

    const applyCode = (cartId: string, code: string) => api.post(`/store/carts/${cartId}/promotions`, { promo_codes: [code] }, store())

    async function cartWith(handle: string, size: string, promoCode?: string, email = "ann@example.com") {
      const { status, data } = await api.post(
        "/store/carts",
        {
          region_id: shop.europeRegionId,
          email,
          shipping_address: {
            first_name: "Ann",
            last_name: "de Vries",
            address_1: "Coolsingel 40",
            postal_code: "3011 AD",
            city: "Rotterdam",
            country_code: "nl",
          },
          items: [{ variant_id: await variantId(handle, size), quantity: 1 }],
        },
        store(),
      )
      expect({ status, data }).toMatchObject({ status: 200 })
      if (!promoCode) return data.cart
      const applied = await applyCode(data.cart.id, promoCode)
      expect({ status: applied.status, message: applied.data.message }).toEqual({ status: 200, message: undefined })
      return applied.data.cart
    }

    /** Places the order with Medusa's test payment: what counts a use of the code. */
    async function placeOrder(cartId: string) {
      const { data: options } = await api.get(`/store/shipping-options?cart_id=${cartId}`, store())
      await api.post(`/store/carts/${cartId}/shipping-methods`, { option_id: options.shipping_options[0].id }, store())
      const { data: collection } = await api.post("/store/payment-collections", { cart_id: cartId }, store())
      await api.post(
        `/store/payment-collections/${collection.payment_collection.id}/payment-sessions`,
        { provider_id: TEST_PAYMENT_PROVIDER_ID },
        store(),
      )
      const { data } = await api.post(`/store/carts/${cartId}/complete`, {}, store())
      expect(data.type).toBe("order")
    }

    it("validates with the spec's texts", async () => {
      const empty = await subscribe({ email: "   " })
      expect(empty.status).toBe(400)
      expect(empty.data).toMatchObject({ message: "Email address cannot be empty", errors: { email: "Email address cannot be empty" } })
      const invalid = await subscribe({ email: "ann@example" })
      expect(invalid.data.errors).toEqual({ email: "Please enter a valid email address" })
      expect((await subscribe({})).data.errors).toEqual({ email: "Email address cannot be empty" })
      expect(await subscriptions()).toEqual([])
    })

    it("stores a sign-up as pending and mails only a confirmation link; the 17% code follows the confirmation", async () => {
      const { status, data } = await subscribe({ email: "  Ann.de.Vries@Example.COM " })
      expect(status).toBe(200)
      expect(data).toEqual(SIGNUP_RECEIVED)
      const token = await confirmationTokenTo("ann.de.vries@example.com")
      const [request] = mailsTo("ann.de.vries@example.com")
      expect(request.raw).toMatch(/^Subject: Please confirm your subscription/m)
      expect(request.text).not.toMatch(CODE)
      expect(request.text).toContain(`works for ${NEWSLETTER_CONFIRMATION.linkValidHours} hours`)
      const pending = await subscriptionOf("ann.de.vries@example.com")
      expect(pending).toMatchObject({
        status: "pending",
        welcome_code: null,
        confirmed_at: null,
        request_ip: client,
        request_source: "storefront newsletter form",
      })
      expect(pending.requested_at).not.toBeNull()
      const { rows: codes } = await dbConnection.raw(`SELECT id FROM promotion WHERE code LIKE 'WELCOME17-%' AND deleted_at IS NULL`)
      expect(codes).toEqual([])

      // Signing up again while pending answers the same and mails nothing new (once per few minutes per address).
      const again = await subscribe({ email: "ANN.DE.VRIES@example.com" })
      expect(again.data).toEqual(data)
      await settle()
      expect(smtp.mails).toHaveLength(1)

      const confirmedAt = Date.now()
      const confirmed = await confirm(token)
      expect(confirmed.status).toBe(200)
      const mail = await welcomeMailTo("ann.de.vries@example.com")
      expect(mail.raw).toMatch(/^Subject: .*17% off your first purchase/m)
      expect(mail.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/shop\.test\/newsletter\/unsubscribe\?token=/m)
      const code = mail.text.match(CODE)![0]
      expect(mail.text).toMatch(UNSUBSCRIBE_LINK)
      const stored = await waitFor(async () => (await subscriptions()).find((s) => s.welcome_sent_at))
      expect(stored).toMatchObject({
        email: "ann.de.vries@example.com",
        status: "subscribed",
        welcome_code: code,
        unsubscribed_at: null,
        confirmation_ip: client,
      })
      expect(new Date(stored.confirmed_at).getTime()).toBeGreaterThanOrEqual(confirmedAt - 1000)

      // The same link again is a success that changes nothing; a subscribed address signing up gets the same answer and no mail.
      expect((await confirm(token)).status).toBe(200)
      const subscribedAgain = await subscribe({ email: "ann.de.vries@example.com" })
      expect({ status: subscribedAgain.status, data: subscribedAgain.data }).toEqual({ status: 200, data })
      await settle()
      expect(smtp.mails).toHaveLength(2)
      expect(await subscriptions()).toHaveLength(1)

      // The code: 17% off once in a cart of the address it was sent to...
      const first = await cartWith("pure-himalayan-shilajit-resin", "30 g", code, "Ann.de.Vries@example.com")
      expect(first.item_total).toBeGreaterThan(0)
      expect(first.discount_total).toBeCloseTo((first.item_total + first.discount_total) * 0.17, 1)
      await placeOrder(first.id)
      // in the admin: one campaign holds the welcome codes, and the used code is no longer active
      const promotionOf = async () =>
        (
          await getContainer()
            .resolve(Modules.PROMOTION)
            .listPromotions({ code }, { relations: ["campaign"] })
        )[0]
      expect((await promotionOf()).campaign).toMatchObject({ campaign_identifier: WELCOME_CAMPAIGN.campaign_identifier })
      await waitFor(async () => (await promotionOf()).status === "inactive")
      // ...and refused on a second order, with a message the shopper can read.
      const second = await cartWith("pure-himalayan-shilajit-resin", "30 g", undefined, "ann.de.vries@example.com")
      const refused = await applyCode(second.id, code)
      expect(refused.status).toBe(400)
      expect(refused.data.message).toBe(WELCOME_CODE_MESSAGES.firstOrderOnly)
      expect((await api.get(`/store/carts/${second.id}`, store())).data.cart.discount_total).toBe(0)
    })

    it("takes a welcome code only from the address it was sent to, and one welcome code per cart", async () => {
      const eveCode = await welcomeCodeFor("eve@example.com")
      const finnCode = await welcomeCodeFor("finn@example.com")

      const evesCart = await cartWith("gold-grade-shilajit-resin", "30 g", undefined, "eve@example.com")
      const someoneElses = await applyCode(evesCart.id, finnCode)
      expect(someoneElses.status).toBe(400)
      expect(someoneElses.data.message).toBe(WELCOME_CODE_MESSAGES.someoneElses)

      const withOwn = await applyCode(evesCart.id, eveCode)
      expect(withOwn.status).toBe(200)
      const discount = withOwn.data.cart.discount_total
      expect(discount).toBeCloseTo((withOwn.data.cart.item_total + discount) * 0.17, 1)
      const second = await applyCode(evesCart.id, finnCode)
      expect(second.status).toBe(400)
      expect(second.data.message).toBe(WELCOME_CODE_MESSAGES.oneOnly)
      const { data } = await api.get(`/store/carts/${evesCart.id}`, store())
      expect(data.cart.discount_total).toBe(discount)
      expect(data.cart.promotions.map((p: any) => p.code)).toEqual([eveCode])

      // the email changed to someone else's after the code was applied: the order is refused
      await api.post(`/store/carts/${evesCart.id}`, { email: "mallory@example.com" }, store())
      const { data: options } = await api.get(`/store/shipping-options?cart_id=${evesCart.id}`, store())
      await api.post(`/store/carts/${evesCart.id}/shipping-methods`, { option_id: options.shipping_options[0].id }, store())
      const { data: collection } = await api.post("/store/payment-collections", { cart_id: evesCart.id }, store())
      await api.post(
        `/store/payment-collections/${collection.payment_collection.id}/payment-sessions`,
        { provider_id: TEST_PAYMENT_PROVIDER_ID },
        store(),
      )
      const completed = await api.post(`/store/carts/${evesCart.id}/complete`, {}, store())
      expect(completed.data.type).not.toBe("order")
      expect(JSON.stringify(completed.data)).toContain(WELCOME_CODE_MESSAGES.someoneElses)
    })

    it("does not add the welcome code to the subscription 17%: the welcome code's 17% off the order applies instead", async () => {
      const code = await welcomeCodeFor("hana@example.com")
      const automatic = await cartWith("shilajit-monthly-subscription", "30 g", undefined, "hana@example.com")
      expect(automatic.discount_total).toBeCloseTo(54.95 * 0.17, 1)
      const withCode = await applyCode(automatic.id, code)
      expect(withCode.status).toBe(200)
      expect(withCode.data.cart.discount_total).toBeCloseTo(54.95 * 0.17, 1)
      expect(withCode.data.cart.promotions.map((p: any) => p.code)).toEqual([code])
      // without the code the subscription 17% is back
      const removed = await api.delete(`/store/carts/${automatic.id}/promotions`, { ...store(), data: { promo_codes: [code] } })
      expect(removed.status).toBe(200)
      expect(removed.data.cart.discount_total).toBeCloseTo(54.95 * 0.17, 1)
      expect(removed.data.cart.promotions.map((p: any) => p.code)).toEqual(["SUBSCRIPTION17"])
    })

    it("prices shipping after the discount whichever comes first, the code or the shipping choice", async () => {
      await createPromotionsWorkflow(getContainer()).run({
        input: {
          promotionsData: [
            {
              code: "QUARTER25",
              type: "standard",
              status: "active",
              application_method: { type: "percentage", target_type: "order", allocation: "across", value: 25, currency_code: "eur" },
            },
          ],
        },
      })
      const chooseShipping = async (cartId: string) => {
        const { data: options } = await api.get(`/store/shipping-options?cart_id=${cartId}`, store())
        const { data } = await api.post(`/store/carts/${cartId}/shipping-methods`, { option_id: options.shipping_options[0].id }, store())
        return data.cart
      }
      // EUR 64.95 of items ships free; 25% off brings the items below the EUR 50 threshold
      const codeFirst = await cartWith("shilajit-travel-sticks", "30 sticks", "QUARTER25")
      const codeFirstCart = await chooseShipping(codeFirst.id)

      const shippingFirst = await cartWith("shilajit-travel-sticks", "30 sticks")
      expect((await chooseShipping(shippingFirst.id)).shipping_total).toBe(0)
      const codeAfter = await applyCode(shippingFirst.id, "QUARTER25")
      expect(codeAfter.status).toBe(200)

      const storefrontRoute = await cartWith("shilajit-travel-sticks", "30 sticks")
      await chooseShipping(storefrontRoute.id)
      const unknownCode = await api.post(`/store/carts/${storefrontRoute.id}/promotion-codes`, { code: "NO-SUCH-CODE" }, store())
      // the problem as `code`, which the storefront words for the shopper
      expect([unknownCode.status, unknownCode.data.code, unknownCode.data.type]).toEqual([400, "promotion_code_unknown", "invalid_data"])
      expect((await api.post(`/store/carts/${storefrontRoute.id}/promotion-codes`, { code: "QUARTER25" }, store())).status).toBe(200)
      const { data: viaRoute } = await api.get(`/store/carts/${storefrontRoute.id}`, store())

      expect(codeFirstCart.shipping_total).toBe(6.99)
      for (const cart of [codeAfter.data.cart, viaRoute.cart]) {
        expect({ shipping: cart.shipping_total, total: cart.total }).toEqual({
          shipping: codeFirstCart.shipping_total,
          total: codeFirstCart.total,
        })
      }
      // removing the code makes shipping free again
      const removed = await api.delete(`/store/carts/${shippingFirst.id}/promotions`, { ...store(), data: { promo_codes: ["QUARTER25"] } })
      expect(removed.data.cart.shipping_total).toBe(0)
      expect(removed.data.cart.total).toBe(64.95)
    })

    it("keeps the welcome code valid while the mail relay is down; the code that finally arrives works", async () => {
      expect((await subscribe({ email: "gina@example.com" })).status).toBe(200)
      const token = await confirmationTokenTo("gina@example.com")
      smtp.mails = []
      await smtp.stop()
      try {
        expect((await confirm(token)).status).toBe(200)
        await waitFor(async () => {
          const { rows } = await dbConnection.raw(
            `SELECT id FROM notification WHERE "to" = ? AND template = 'newsletter-welcome' AND status = 'failure'`,
            ["gina@example.com"],
          )
          return rows.length > 0
        })
      } finally {
        await smtp.start()
      }
      expect(mailsTo("gina@example.com")).toEqual([])
      // the retry job, once its first wait is over
      expect((await retryUnsentEmailsWorkflow(getContainer()).run({ input: { now: Date.now() + 61_000 } })).result).toBe(1)
      const code = (await firstMailTo("gina@example.com")).text.match(CODE)![0]
      const [stored] = (await subscriptions()).filter((s) => s.email === "gina@example.com")
      expect(stored.welcome_code).toBe(code)
      const cart = await cartWith("gold-grade-shilajit-resin", "30 g", code, "gina@example.com")
      expect(cart.discount_total).toBeCloseTo((cart.item_total + cart.discount_total) * 0.17, 1)
      await placeOrder(cart.id)
    })

    it("unsubscribes with the signed link of the email, refuses a forged one, and asks a returning address to confirm again", async () => {
      await welcomeCodeFor("bob@example.com")
      const firstToken = await confirmationTokenTo("bob@example.com")
      const mail = await welcomeMailTo("bob@example.com")
      const token = mail.text.match(UNSUBSCRIBE_LINK)![1]

      // another address under the same seal, or a changed token: refused
      const forged = `${token.slice(0, 12)}${Buffer.from("carol@example.com").toString("base64url")}${token.slice(35)}`
      const refused = await api.post("/store/newsletter-subscriptions/unsubscribe", { token: forged }, store())
      expect(refused.status).toBe(400)
      expect(refused.data.message).toBe("This unsubscribe link is not valid.")

      const { status, data } = await api.post("/store/newsletter-subscriptions/unsubscribe", { token }, store())
      expect(status).toBe(200)
      expect(data).toMatchObject({ email: "bob@example.com" })
      const [stored] = await subscriptions()
      expect(stored).toMatchObject({ status: "unsubscribed" })
      expect(stored.unsubscribed_at).not.toBeNull()

      // The old confirmation link does not subscribe the address again.
      expect((await confirm(firstToken)).status).toBe(400)
      expect((await subscriptionOf("bob@example.com")).status).toBe("unsubscribed")

      // Signing up again asks for a new confirmation, with the same answer as any sign-up.
      const again = await subscribe({ email: "bob@example.com" })
      expect({ status: again.status, data: again.data }).toEqual({ status: 200, data: SIGNUP_RECEIVED })
      const secondToken = await confirmationTokenTo("bob@example.com", 2)
      expect(await subscriptionOf("bob@example.com")).toMatchObject({ status: "pending", unsubscribed_at: stored.unsubscribed_at })
      // a link from before the new sign-up does not confirm it
      const stale = await confirm(firstToken)
      expect(stale.status).toBe(400)
      expect(stale.data.message).toBe(LINK_REFUSALS["newsletter-confirmation"])
      expect((await subscriptionOf("bob@example.com")).status).toBe("pending")

      expect((await confirm(secondToken)).status).toBe(200)
      expect(await subscriptionOf("bob@example.com")).toMatchObject({ status: "subscribed", unsubscribed_at: null })
      // no second welcome code
      await settle()
      expect(mailsTo("bob@example.com").filter((m) => CODE.test(m.text))).toHaveLength(1)
    })

    it("refuses expired and forged confirmation links (4xx), changing nothing", async () => {
      await subscribe({ email: "ivy@example.com" })
      const token = await confirmationTokenTo("ivy@example.com")
      const before = await subscriptionOf("ivy@example.com")

      const expired = await confirm(
        linkToken(
          "newsletter-confirmation",
          { email: "ivy@example.com" },
          { issuedAt: new Date(Date.now() - (NEWSLETTER_CONFIRMATION.linkValidHours * HOUR_MS + 60_000)) },
        ),
      )
      expect(expired.status).toBe(400)
      expect(expired.data.message).toBe(LINK_REFUSALS["newsletter-confirmation-expired"])
      // the link shows no address; changed, of another purpose (the unsubscribe link) or malformed, it is refused
      expect(Buffer.from(token, "base64url").toString("latin1")).not.toContain("ivy@example.com")
      const changed = `${token.slice(0, -4)}${token.endsWith("AAAA") ? "BBBB" : "AAAA"}`
      for (const forged of [changed, linkToken("newsletter-unsubscribe", { email: "ivy@example.com" }), "not-a-token", `${token}.`]) {
        const refused = await confirm(forged)
        expect({ status: refused.status, message: refused.data.message }).toEqual({
          status: 400,
          message: LINK_REFUSALS["newsletter-confirmation"],
        })
      }
      // five refused links a minute per client, then 429: links cannot be guessed by brute force
      const limited = await confirm(token)
      expect({ status: limited.status, message: limited.data.message }).toEqual({
        status: 429,
        message: "Too many attempts. Please try again in a minute.",
      })
      client = clientAddress()
      const incomplete = await confirm("   ")
      expect(incomplete.status).toBe(400)
      expect(incomplete.data.errors).toEqual({ token: "The confirmation link is incomplete" })
      await settle()
      expect(await subscriptionOf("ivy@example.com")).toEqual(before)
      expect(await subscriptionOf("mallory@example.com")).toBeUndefined()
      expect(smtp.mails).toHaveLength(1)
    })

    it("deletes sign-ups nobody confirmed in time; a returning address that did not confirm stays unsubscribed", async () => {
      await subscribe({ email: "stale@example.com" })
      await welcomeCodeFor("kept@example.com")
      await welcomeCodeFor("back@example.com")
      const unsubscribe = (await welcomeMailTo("back@example.com")).text.match(UNSUBSCRIBE_LINK)![1]
      expect((await api.post("/store/newsletter-subscriptions/unsubscribe", { token: unsubscribe }, store())).status).toBe(200)
      client = clientAddress()
      expect((await subscribe({ email: "back@example.com" })).status).toBe(200)
      await confirmationTokenTo("stale@example.com")
      expect((await subscriptionOf("back@example.com")).status).toBe("pending")

      // within the link's validity nothing is touched
      expect(
        await clearStaleNewsletterSignups(getContainer(), Date.now() + (NEWSLETTER_CONFIRMATION.linkValidHours - 1) * HOUR_MS),
      ).toEqual({
        deleted: 0,
        leftUnsubscribed: 0,
      })
      expect(
        await clearStaleNewsletterSignups(getContainer(), Date.now() + (NEWSLETTER_CONFIRMATION.linkValidHours + 1) * HOUR_MS),
      ).toEqual({
        deleted: 1,
        leftUnsubscribed: 1,
      })
      const { rows } = await dbConnection.raw(`SELECT email FROM newsletter_subscription WHERE email = 'stale@example.com'`)
      expect(rows).toEqual([])
      expect((await subscriptionOf("kept@example.com")).status).toBe("subscribed")
      expect(await subscriptionOf("back@example.com")).toMatchObject({ status: "unsubscribed", welcome_code: expect.stringMatching(CODE) })
    })

    it("gives 17% off subscription products automatically, and nothing on other products", async () => {
      const subscription = await cartWith("shilajit-monthly-subscription", "30 g")
      expect(subscription.discount_total).toBeCloseTo(54.95 * 0.17, 1)
      const resin = await cartWith("gold-grade-shilajit-resin", "30 g")
      expect(resin.discount_total).toBe(0)
      expect(await ensureSubscriptionPromotion(getContainer())).toBe("unchanged")
    })

    it("shows the seller the subscribers and exports them as CSV", async () => {
      await welcomeCodeFor("first@example.com")
      await subscribe({ email: "+cmd@example.com" })
      await confirmationTokenTo("+cmd@example.com")
      await ensureAdminUser(getContainer(), "seller@example.com", "seller-password")
      const { data: login } = await api.post("/auth/user/emailpass", { email: "seller@example.com", password: "seller-password" })
      const admin = { headers: { authorization: `Bearer ${login.token}` }, validateStatus: () => true }
      const { data } = await api.get("/admin/newsletter-subscriptions", admin)
      expect(data.count).toBe(2)
      expect(data.newsletter_subscriptions.map((s: any) => s.email)).toEqual(["+cmd@example.com", "first@example.com"])
      expect(data.newsletter_subscriptions[1]).toMatchObject({
        status: "subscribed",
        request_ip: client,
        confirmation_ip: client,
        request_source: "storefront newsletter form",
      })
      expect(data.newsletter_subscriptions[1].confirmed_at).toEqual(expect.any(String))
      expect(data.newsletter_subscriptions[0]).toMatchObject({ status: "pending", confirmed_at: null })
      const csv = await api.get("/admin/newsletter-subscriptions/export", admin)
      expect(csv.status).toBe(200)
      expect(csv.headers["content-type"]).toMatch(/^text\/csv/)
      expect(csv.headers["content-disposition"]).toMatch(/attachment; filename="newsletter-subscribers-/)
      const lines = csv.data.trim().split("\r\n")
      expect(lines[0]).toBe(
        "email,status,signed_up_at,signup_ip,signup_source,confirmation_sent_at,confirmed_at,confirmation_ip,unsubscribed_at,welcome_code,welcome_sent_at",
      )
      const first = lines[1].split(",")
      expect(first.slice(0, 2)).toEqual(["first@example.com", "subscribed"])
      expect(first[2]).toMatch(/^\d{4}-/)
      expect(first.slice(3, 5)).toEqual([client, "storefront newsletter form"])
      expect(first[6]).toMatch(/^\d{4}-/)
      expect(first[7]).toBe(client)
      expect(first[9]).toMatch(CODE)
      // a valid address stays exactly as it is (a spreadsheet cannot read a function call in it)
      expect(lines[2]).toMatch(/^\+cmd@example\.com,pending,\d{4}-[^,]+,[^,]+,storefront newsletter form,\d{4}-[^,]+,,,,,$/)
      // the page's filter: its status and search, every page of it
      const pending = (await api.get("/admin/newsletter-subscriptions/export?status=pending", admin)).data.trim().split("\r\n")
      expect(pending.slice(1).map((line: string) => line.split(",")[0])).toEqual(["+cmd@example.com"])
      const searched = (await api.get("/admin/newsletter-subscriptions/export?q=first", admin)).data.trim().split("\r\n")
      expect(searched.slice(1).map((line: string) => line.split(",")[0])).toEqual(["first@example.com"])
      expect((await api.get("/admin/newsletter-subscriptions/export?status=everyone", admin)).status).toBe(400)
      expect((await api.get("/admin/newsletter-subscriptions/export", { validateStatus: () => true })).status).toBe(401)
    })

    it("limits posts per client (429), and answers 413 and malformed JSON with JSON", async () => {
      for (let i = 0; i < 5; i++) expect((await subscribe({ email: `reader${i}@example.com` })).status).toBe(200)
      const limited = await subscribe({ email: "reader6@example.com" })
      expect(limited.status).toBe(429)
      expect(limited.data.message).toBe("Too many attempts. Please try again in a minute.")

      client = clientAddress()
      const large = await subscribe({ email: "big@example.com", padding: "x".repeat(17 * 1024) })
      expect(large.status).toBe(413)
      expect(large.data.message).toEqual(expect.any(String))
      const malformed = await api.post("/store/newsletter-subscriptions", "{email:", {
        ...store({ "content-type": "application/json" }),
        transformRequest: [(body: unknown) => body],
      })
      expect(malformed.status).toBe(400)
      expect(malformed.data.message).toEqual(expect.any(String))
      const bot = await subscribe({ email: "bot@example.com", website: "http://spam.example" })
      expect(bot.status).toBe(200)
      expect((await subscriptions()).map((s) => s.email)).not.toContain("bot@example.com")
    })
  },
})
