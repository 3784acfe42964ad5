import { Modules } from "@medusajs/framework/utils"
import { waitFor } from "../chat-stand-in"
import { DUTCH_ADDRESS, placeTestOrder, shopIntegrationTestRunner, shopSuite, subscriptionOfOrder } from "../test-shop"
import { EMAIL_CODE_PROVIDER, SIGN_IN_CODE_REFUSED, SIGN_IN_CODE_SENT, SIGN_IN_CODE_TRIES } from "../../src/lib/sign-in-code"
import { SIGNED_OUT } from "../../src/api/store/account/sessions"
import { TOO_MANY_CODES } from "../../src/api/store/account/middlewares"
import { renewSubscriptionWorkflow } from "../../src/workflows/subscription/renew-subscription"
import { SUBSCRIPTION_CANCELLED } from "../../src/workflows/subscription/steps/change-subscription"
import { outsideRegion } from "../../src/workflows/subscription/steps/change-subscription-address"

jest.setTimeout(240 * 1000)

const RESIN = "pure-himalayan-shilajit-resin"
const SUBSCRIPTION = "shilajit-monthly-subscription"
let addresses = 0
/** A fresh address per use: one test's codes and limits do not meet another's. */
const newAddress = (name: string) => `${name}-${++addresses}-${Date.now()}@example.com`

/**
 * Customer accounts without a password: a one-time code (or link) by e-mail from Medusa's auth
 * module with the shop's provider, the account made on the first sign-in with the address's guest
 * orders in it, a session cookie, and "sign out everywhere".
 */
shopIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    const { shop, store, nextClient } = shopSuite(api, getContainer, "10.0.41")
    const withToken = (token: string) => ({ ...store(), headers: { ...store().headers, authorization: `Bearer ${token}` } })
    const withCookie = (cookie: string) => ({ ...store(), headers: { ...store().headers, cookie } })

    const requestCode = (email: string) => api.post("/store/account/sign-in-codes", { email }, store())
    /** The newest sign-in e-mail to an address: its code and its link's token. */
    async function mailedCode(email: string, count = 1) {
      const mails = await waitFor(async () => {
        const sent = await getContainer().resolve(Modules.NOTIFICATION).listNotifications({ to: email, template: "sign-in-code" })
        return sent.length >= count ? sent : null
      })
      const newest = mails.reduce((a, b) => (new Date(b.created_at) > new Date(a.created_at) ? b : a))
      const data = newest.data as { code: string; sign_in_url: string }
      return { code: data.code, token: new URL(data.sign_in_url).searchParams.get("token")! }
    }
    const signIn = (body: object) => api.post(`/auth/customer/${EMAIL_CODE_PROVIDER}`, body, store())

    /** Signs in as the storefront does: code, account, renewed token, session cookie. */
    async function signedIn(email: string) {
      expect((await requestCode(email)).status).toBe(200)
      const { code } = await mailedCode(email)
      const first = await signIn({ email, code })
      expect(first.status).toBe(200)
      const opened = await api.post("/store/account", {}, withToken(first.data.token))
      expect(opened.status).toBe(200)
      const renewed = await api.post("/auth/token/refresh", {}, withToken(first.data.token))
      expect(renewed.status).toBe(200)
      const session = await api.post("/auth/session", {}, withToken(renewed.data.token))
      expect(session.status).toBe(200)
      const setCookie = ([] as string[]).concat(session.headers["set-cookie"] ?? [])
      const cookie = setCookie.find((line) => line.startsWith("connect.sid="))!
      return { token: renewed.data.token as string, opened: opened.data, cookie, cookieHeader: cookie.split(";")[0] }
    }

    it("gives every address the same answer and an e-mail with a 6-digit code and a sign-in link, with an account or without", async () => {
      const known = newAddress("known")
      await signedIn(known)
      nextClient()
      const unknown = newAddress("unknown")
      const answers = [await requestCode(known), await requestCode(unknown)]
      for (const answer of answers) expect([answer.status, answer.data]).toEqual([200, SIGN_IN_CODE_SENT])
      for (const [email, count] of [[known, 2], [unknown, 1]] as const) {
        const { code, token } = await mailedCode(email, count)
        expect(code).toMatch(/^\d{6}$/)
        expect(token).not.toContain(email)
      }
      // malformed input: 400 naming the field, no code
      const bad = await api.post("/store/account/sign-in-codes", { email: "not-an-address" }, store())
      expect([bad.status, bad.data.errors?.email]).toEqual([400, "Please enter a valid email address"])
    })

    it("signs in with the code once, makes the account on the first sign-in and puts the address's guest orders in it", async () => {
      const email = newAddress("buyer")
      const first = await placeTestOrder(api, { regionId: shop.europeRegionId, email, handles: [RESIN], store })
      const second = await placeTestOrder(api, { regionId: shop.europeRegionId, email: email.toUpperCase(), handles: [RESIN], store })
      const other = await placeTestOrder(api, { regionId: shop.europeRegionId, email: newAddress("someone-else"), handles: [RESIN], store })

      const { opened, cookie } = await signedIn(email)
      expect(opened).toEqual({ customer: { id: expect.stringMatching(/^cus_/), email }, linked_orders: 2 })
      // the session cookie is HttpOnly and SameSite (Secure in production, served over HTTPS)
      expect(cookie).toMatch(/HttpOnly/i)
      expect(cookie).toMatch(/SameSite=Lax/i)

      const [customer] = await getContainer().resolve(Modules.CUSTOMER).listCustomers({ id: opened.customer.id })
      expect([customer.email, customer.has_account]).toEqual([email, true])
      const orders = await getContainer().resolve(Modules.ORDER).listOrders({ id: [first.order.id, second.order.id, other.order.id] }, { select: ["id", "customer_id"] })
      const customerOf = Object.fromEntries(orders.map((order) => [order.id, order.customer_id]))
      expect(customerOf[first.order.id]).toBe(opened.customer.id)
      expect(customerOf[second.order.id]).toBe(opened.customer.id)
      expect(customerOf[other.order.id]).not.toBe(opened.customer.id)

      // the next sign-in finds the same account; a later guest order joins it
      await placeTestOrder(api, { regionId: shop.europeRegionId, email, handles: [RESIN], store })
      const again = await signedIn(email)
      expect(again.opened).toEqual({ customer: { id: opened.customer.id, email }, linked_orders: 1 })
    })

    it(`locks a code after ${SIGN_IN_CODE_TRIES} wrong tries: the right code then fails too`, async () => {
      const email = newAddress("guesser")
      await requestCode(email)
      const { code } = await mailedCode(email)
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0")
      for (let attempt = 1; attempt <= SIGN_IN_CODE_TRIES; attempt++) {
        const { status, data } = await signIn({ email, code: wrong })
        expect([attempt, status, data.message]).toEqual([attempt, 401, SIGN_IN_CODE_REFUSED])
      }
      const right = await signIn({ email, code })
      expect([right.status, right.data.message, right.data.token]).toEqual([401, SIGN_IN_CODE_REFUSED, undefined])
      // a new code works
      await requestCode(email)
      const fresh = await mailedCode(email, 2)
      expect((await signIn({ email, code: fresh.code })).status).toBe(200)
    })

    it("refuses a used code, an expired code, another address's code and a replaced code; the link signs in once", async () => {
      const email = newAddress("careful")
      const neighbour = newAddress("neighbour")
      await requestCode(email)
      await requestCode(neighbour)
      const mine = await mailedCode(email)
      const theirs = await mailedCode(neighbour)
      // another address's code
      const crossed = await signIn({ email, code: theirs.code })
      expect([crossed.status, crossed.data.message]).toEqual([401, SIGN_IN_CODE_REFUSED])
      // the link signs in, once; the code in it is then spent too
      expect((await signIn({ token: mine.token })).status).toBe(200)
      for (const reuse of [{ token: mine.token }, { email, code: mine.code }]) {
        const { status, data } = await signIn(reuse)
        expect([status, data.message]).toEqual([401, SIGN_IN_CODE_REFUSED])
      }
      // a code asked for again replaces the earlier one
      await requestCode(neighbour)
      const newer = await mailedCode(neighbour, 2)
      if (newer.code !== theirs.code) expect((await signIn({ email: neighbour, code: theirs.code })).status).toBe(401)
      // expired: its ten minutes passed (the clock moved on by rewriting when it ends)
      const auth = getContainer().resolve(Modules.AUTH)
      const [identity] = await auth.listProviderIdentities({ entity_id: neighbour, provider: EMAIL_CODE_PROVIDER })
      await auth.updateProviderIdentities([{ id: identity.id, provider_metadata: { ...identity.provider_metadata, expires_at: Date.now() - 1 } }])
      const expired = await signIn({ email: neighbour, code: newer.code })
      expect([expired.status, expired.data.message]).toEqual([401, SIGN_IN_CODE_REFUSED])
      // malformed attempts get the same refusal
      for (const body of [{}, { email }, { email, code: "12345" }, { token: "forged" }, { email, code: 123456 }]) {
        expect((await signIn(body)).status).toBe(401)
      }
    })

    it("throttles codes per address and per client", async () => {
      const email = newAddress("flooded")
      for (let request = 1; request <= 5; request++) expect((await requestCode(email)).status).toBe(200)
      nextClient()
      const sixth = await requestCode(email)
      expect([sixth.status, sixth.data.message]).toEqual([429, TOO_MANY_CODES])
      nextClient()
      const statuses: number[] = []
      for (let request = 1; request <= 21; request++) statuses.push((await requestCode(newAddress("many"))).status)
      expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true)
      expect(statuses[20]).toBe(429)
    })

    it("keeps Medusa's other customer auth routes closed and the code provider to customers", async () => {
      const email = newAddress("door")
      for (const path of [`/auth/customer/${EMAIL_CODE_PROVIDER}/register`, `/auth/customer/${EMAIL_CODE_PROVIDER}/callback`, "/auth/customer/emailpass"]) {
        expect([path, (await api.post(path, { email, password: "x-password-1" }, store())).status]).toEqual([path, 404])
      }
      const asSeller = await api.post(`/auth/user/${EMAIL_CODE_PROVIDER}`, { email, code: "123456" }, store())
      expect(asSeller.status).toBeGreaterThanOrEqual(400)
      expect(asSeller.status).toBeLessThan(500)
    })

    it("shows the signed-in customer their own orders, subscriptions and addresses, and nobody else's", async () => {
      const email = newAddress("subscriber")
      const { order } = await placeTestOrder(api, { regionId: shop.europeRegionId, email, handles: [SUBSCRIPTION], store })
      const subscription = await subscriptionOfOrder(getContainer(), order.id)
      const me = await signedIn(email)
      nextClient()
      const stranger = await signedIn(newAddress("stranger"))
      const as = (who: { cookieHeader: string }) => withCookie(who.cookieHeader)

      const { status, data } = await api.get("/store/account/me", as(me))
      expect(status).toBe(200)
      expect(data.account.customer.email).toBe(email)
      expect(data.account.orders).toEqual([
        expect.objectContaining({ display_id: order.display_id, order_token: expect.any(String), withdrawal_token: expect.any(String), review_links: [expect.any(Object)] }),
      ])
      expect(data.account.subscriptions).toEqual([expect.objectContaining({ id: subscription.id, status: "active" })])
      // the order link opens the order page
      const page = await api.get(`/store/order-page?token=${encodeURIComponent(data.account.orders[0].order_token)}`, store())
      expect([page.status, page.data.order?.display_id]).toEqual([200, order.display_id])

      // skip the next delivery from the account
      const skipped = await api.post(`/store/account/me/subscriptions/${subscription.id}`, { action: "skip" }, as(me))
      expect(skipped.status).toBe(200)
      expect(new Date(skipped.data.subscription.next_renewal_at).getTime()).toBeGreaterThan(new Date(subscription.next_renewal_at!).getTime())
      const badAction = await api.post(`/store/account/me/subscriptions/${subscription.id}`, { action: "explode" }, as(me))
      expect(badAction.status).toBe(400)

      // an address saved, checked by its country's rules
      const saved = await api.post("/store/account/me/addresses", { ...DUTCH_ADDRESS, postal_code: "3011ad" }, as(me))
      expect(saved.status).toBe(201)
      const badPostcode = await api.post("/store/account/me/addresses", { ...DUTCH_ADDRESS, postal_code: "ABCDE" }, as(me))
      expect([badPostcode.status, Object.keys(badPostcode.data.errors ?? {})]).toEqual([400, ["postal_code"]])
      const { data: after } = await api.get("/store/account/me", as(me))
      expect(after.account.addresses).toEqual([expect.objectContaining({ id: saved.data.address.id, postal_code: "3011AD", city: "Rotterdam" })])

      // another customer reaches none of it
      const theirs = await api.get("/store/account/me", as(stranger))
      expect([theirs.data.account.orders, theirs.data.account.subscriptions, theirs.data.account.addresses]).toEqual([[], [], []])
      const foreignSkip = await api.post(`/store/account/me/subscriptions/${subscription.id}`, { action: "cancel" }, as(stranger))
      expect(foreignSkip.status).toBe(404)
      const foreignDelete = await api.delete(`/store/account/me/addresses/${saved.data.address.id}`, as(stranger))
      expect(foreignDelete.status).toBe(404)
      expect((await subscriptionOfOrder(getContainer(), order.id)).status).toBe("active")
      // nobody signed in: 401
      expect((await api.get("/store/account/me", store())).status).toBe(401)

      // download my data: a JSON file with everything
      const download = await api.get("/store/account/me/data", as(me))
      expect(download.status).toBe(200)
      expect(download.headers["content-disposition"]).toMatch(/attachment; filename="my-data-.*\.json"/)
      expect(download.data).toEqual(expect.objectContaining({ customer: expect.objectContaining({ email }), orders: [expect.any(Object)], addresses: [expect.any(Object)] }))

      // newsletter consent from the account: still confirmed by e-mail (double opt-in)
      const consent = await api.post("/store/account/me/newsletter", { subscribed: true }, as(me))
      expect([consent.status, consent.data.newsletter.status]).toEqual([200, "pending"])
      expect((await api.post("/store/account/me/newsletter", { subscribed: "yes" }, as(me))).status).toBe(400)
      const { data: consented } = await api.get("/store/account/me", as(me))
      expect(consented.account.newsletter).toEqual({ status: "pending", subscribed: false })

      // delete my account: refused while the subscription delivers, then done; the order stays, anonymised
      const refused = await api.delete("/store/account/me", { ...as(me), data: { confirm: "delete my account" } })
      expect(refused.status).toBe(409)
      expect((await api.post(`/store/account/me/subscriptions/${subscription.id}`, { action: "cancel" }, as(me))).status).toBe(200)
      const unconfirmed = await api.delete("/store/account/me", { ...as(me), data: {} })
      expect(unconfirmed.status).toBe(400)
      const deleted = await api.delete("/store/account/me", { ...as(me), data: { confirm: "delete my account" } })
      expect([deleted.status, deleted.data.anonymised_orders]).toEqual([200, 1])
      expect((await api.get("/store/account/me", as(me))).status).toBe(401)
      const { data: kept } = await api.get(`/admin/orders/${order.id}?fields=email,total,*shipping_address,*items`, shop.admin)
      expect(kept.order.email).not.toContain(email.split("@")[0])
      expect(kept.order.shipping_address).toEqual(expect.objectContaining({ first_name: "Anonymised", address_1: "", postal_code: "3011 AD", country_code: "nl" }))
      expect(kept.order.items).toHaveLength(1)
      expect(await getContainer().resolve(Modules.CUSTOMER).listCustomers({ email })).toEqual([])
    })

    it("changes a subscription's delivery address from the account: the next renewal ships there; the admin's customer page lists it", async () => {
      const email = newAddress("mover")
      const { order } = await placeTestOrder(api, { regionId: shop.europeRegionId, email, handles: [SUBSCRIPTION], store })
      const subscription = await subscriptionOfOrder(getContainer(), order.id)
      const me = await signedIn(email)
      nextClient()
      const stranger = await signedIn(newAddress("stranger"))
      const path = `/store/account/me/subscriptions/${subscription.id}/address`
      const UTRECHT = { first_name: "Anna", last_name: "de Vries", address_1: "Oudegracht 12", postal_code: "3511 ap", city: "Utrecht", country_code: "nl" }
      const NEW_YORK = { first_name: "Anna", last_name: "de Vries", address_1: "350 Fifth Avenue", postal_code: "10118", city: "New York", country_code: "us" }

      // signed out: 401; another customer's subscription: 404; a bad address: 400 naming the field
      expect((await api.post(path, UTRECHT, store())).status).toBe(401)
      expect((await api.post(path, UTRECHT, withCookie(stranger.cookieHeader))).status).toBe(404)
      const badPostcode = await api.post(path, { ...UTRECHT, postal_code: "ABCDE" }, withCookie(me.cookieHeader))
      expect([badPostcode.status, Object.keys(badPostcode.data.errors ?? {})]).toEqual([400, ["postal_code"]])
      const noState = await api.post(path, NEW_YORK, withCookie(me.cookieHeader))
      expect([noState.status, Object.keys(noState.data.errors ?? {})]).toEqual([400, ["province"]])
      const noStreet = await api.post(path, { ...UTRECHT, address_1: " " }, withCookie(me.cookieHeader))
      expect([noStreet.status, Object.keys(noStreet.data.errors ?? {})]).toEqual([400, ["address_1"]])
      // a country of another region (its price is the region's): 400 with the reason
      const elsewhere = await api.post(path, { ...NEW_YORK, province: "NY" }, withCookie(me.cookieHeader))
      expect([elsewhere.status, elsewhere.data.message]).toEqual([400, outsideRegion("Europe")])
      expect((await subscriptionOfOrder(getContainer(), order.id)).shipping_address).toEqual(expect.objectContaining({ address_1: DUTCH_ADDRESS.address_1 }))

      const changed = await api.post(path, UTRECHT, withCookie(me.cookieHeader))
      expect(changed.status).toBe(200)
      expect(changed.data.subscription.shipping_address).toEqual(expect.objectContaining({ address_1: "Oudegracht 12", postal_code: "3511 AP", city: "Utrecht", company: null }))
      const { data: mine } = await api.get("/store/account/me", withCookie(me.cookieHeader))
      expect(mine.account.subscriptions[0].shipping_address).toEqual(expect.objectContaining({ address_1: "Oudegracht 12" }))

      // the next renewal ships to the new address
      const due = new Date(new Date(subscription.next_renewal_at!).getTime() + 60_000).toISOString()
      const { result: renewalId } = await renewSubscriptionWorkflow(getContainer()).run({ input: { subscription_id: subscription.id, now: due } })
      expect(renewalId).toEqual(expect.any(String))
      const { data: renewal } = await api.get(`/admin/orders/${renewalId}?fields=id,display_id,*shipping_address`, shop.admin)
      expect(renewal.order.shipping_address).toEqual(expect.objectContaining({ first_name: "Anna", address_1: "Oudegracht 12", postal_code: "3511 AP", city: "Utrecht", country_code: "nl" }))
      // made for the account (the subscription joined it with its guest order): it is in the account at once
      const { data: after } = await api.get("/store/account/me", withCookie(me.cookieHeader))
      expect(after.account.orders.map((listed: { display_id: number }) => listed.display_id)).toEqual([renewal.order.display_id, order.display_id])

      // the admin's customer page: the customer's subscriptions with their address
      const { data: held } = await api.get(`/admin/customers/${me.opened.customer.id}/subscriptions`, shop.admin)
      expect(held.subscriptions).toEqual([
        expect.objectContaining({ id: subscription.id, status: "active", shipping_address: expect.objectContaining({ address_1: "Oudegracht 12" }), orders: expect.any(Array) }),
      ])
      expect(held.subscriptions[0].orders).toHaveLength(2)

      // a cancelled subscription's address stays as it was: 409
      expect((await api.post(`/store/account/me/subscriptions/${subscription.id}`, { action: "cancel" }, withCookie(me.cookieHeader))).status).toBe(200)
      const late = await api.post(path, DUTCH_ADDRESS, withCookie(me.cookieHeader))
      expect([late.status, late.data.message]).toEqual([409, SUBSCRIPTION_CANCELLED])
    })

    it("signs out everywhere: every session and token of the customer stops opening the account", async () => {
      const email = newAddress("leaver")
      const laptop = await signedIn(email)
      await new Promise((resolve) => setTimeout(resolve, 1100))
      const phone = await signedIn(email)
      expect((await api.post("/store/account", {}, withCookie(laptop.cookieHeader))).status).toBe(200)
      const out = await api.post("/store/account/me/sign-out-everywhere", {}, withCookie(phone.cookieHeader))
      expect(out.status).toBe(200)
      for (const options of [withCookie(laptop.cookieHeader), withToken(laptop.token), withToken(phone.token)]) {
        const { status } = await api.post("/store/account", {}, options)
        expect(status).toBe(401)
      }
      const refreshed = await api.post("/auth/token/refresh", {}, withToken(laptop.token))
      expect([refreshed.status, refreshed.data.message]).toEqual([401, SIGNED_OUT])
      // signing in again works
      await new Promise((resolve) => setTimeout(resolve, 1100))
      const back = await signedIn(email)
      expect(back.opened.customer.email).toBe(email)
    })
  },
})
