import { Modules } from "@medusajs/framework/utils"
import { waitFor } from "../chat-stand-in"
import { DUTCH_ADDRESS, placeTestOrder, SELLER, shopIntegrationTestRunner, shopSuite, subscriptionOfOrder } from "../test-shop"
import { settings } from "../../src/lib/settings"
import { NO_ADMIN_TOKEN_HERE, SESSION_FOR_SELLER_ONLY } from "../../src/api/seller-session"
import { SIGN_IN_CODE_REQUESTS, SIGN_IN_REFUSAL_MS } from "../../src/lib/sign-in-code"
import { boundedKey, hitCounter } from "../../src/lib/rate-limit"
import {
  EMAIL_CODE_PROVIDER,
  SIGN_IN_LINK_INVALID,
  SIGN_IN_CODE_REFUSED,
  SIGN_IN_CODE_SENT,
  SIGN_IN_CODE_TRIES,
} from "../../src/lib/sign-in-code"
import { SIGNED_OUT } from "../../src/api/store/account/sessions"
import { TOO_MANY_CODES, TOO_MANY_CODES_TODAY } from "../../src/api/store/account/middlewares"
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
 * orders in it, the customer's token (which the storefront's server keeps in its own cookie), and
 * "sign out everywhere".
 */
shopIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer, dbConnection }) => {
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

    const cookieNamed = (name: string, headers: { "set-cookie"?: string[] }) =>
      (headers["set-cookie"] ?? []).find((line) => line.startsWith(`${name}=`))
    /** With the cookies a browser holds (`browser`: Cookie header) on top of `options`. */
    const withCookies = (options: ReturnType<typeof store>, browser: string) => ({
      ...options,
      headers: { ...options.headers, cookie: browser },
    })

    /** Signs in as the storefront's server does: code, account, renewed token (which names the customer). */
    async function signedIn(email: string) {
      expect((await requestCode(email)).status).toBe(200)
      const { code } = await mailedCode(email)
      const first = await signIn({ email, code })
      expect(first.status).toBe(200)
      const opened = await api.post("/store/account", {}, withToken(first.data.token))
      expect(opened.status).toBe(200)
      const renewed = await api.post("/auth/token/refresh", {}, withToken(first.data.token))
      expect(renewed.status).toBe(200)
      return { token: renewed.data.token as string, opened: opened.data }
    }

    /** The seller signed in to the admin as the dashboard does: password, then Medusa's session cookie. */
    async function sellerCookie(browser = "") {
      const { data: login } = await api.post("/auth/user/emailpass", SELLER)
      const session = await api.post(
        "/auth/session",
        {},
        {
          headers: { authorization: `Bearer ${login.token}`, origin: new URL(settings.BACKEND_URL).origin, cookie: browser },
          validateStatus: () => true,
        },
      )
      expect(session.status).toBe(200)
      return cookieNamed("connect.sid", session.headers)!.split(";")[0]
    }
    const asAdmin = (cookie: string) => ({ headers: { cookie, origin: new URL(settings.BACKEND_URL).origin }, validateStatus: () => true })

    it("gives every address the same answer and an e-mail with a 6-digit code and a sign-in link, with an account or without", async () => {
      const known = newAddress("known")
      await signedIn(known)
      nextClient()
      const unknown = newAddress("unknown")
      const answers = [await requestCode(known), await requestCode(unknown)]
      for (const answer of answers) expect([answer.status, answer.data]).toEqual([200, SIGN_IN_CODE_SENT])
      for (const [email, count] of [
        [known, 2],
        [unknown, 1],
      ] as const) {
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

      const { opened } = await signedIn(email)
      expect(opened).toEqual({ customer: { id: expect.stringMatching(/^cus_/), email }, linked_orders: 2 })

      const [customer] = await getContainer().resolve(Modules.CUSTOMER).listCustomers({ id: opened.customer.id })
      expect([customer.email, customer.has_account]).toEqual([email, true])
      const orders = await getContainer()
        .resolve(Modules.ORDER)
        .listOrders({ id: [first.order.id, second.order.id, other.order.id] }, { select: ["id", "customer_id"] })
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
      await auth.updateProviderIdentities([
        { id: identity.id, provider_metadata: { ...identity.provider_metadata, expires_at: Date.now() - 1 } },
      ])
      const expired = await signIn({ email: neighbour, code: newer.code })
      expect([expired.status, expired.data.message]).toEqual([401, SIGN_IN_CODE_REFUSED])
      // malformed attempts get the same refusal
      for (const body of [{}, { email }, { email, code: "12345" }, { token: "forged" }, { email, code: 123456 }]) {
        expect((await signIn(body)).status).toBe(401)
      }
    })

    it("tells the page that opens a sign-in link whom it signs in, masked, without signing in or spending the code", async () => {
      const email = newAddress("linked")
      await requestCode(email)
      const { token } = await mailedCode(email)
      const asked = await api.get(`/store/account/sign-in-link?token=${encodeURIComponent(token)}`, store())
      expect([asked.status, asked.data]).toEqual([200, { email_hint: "l…@example.com" }])
      expect(asked.headers["set-cookie"]).toBeUndefined()
      // the person confirms: the same link then signs in, once
      expect((await signIn({ token })).status).toBe(200)
      const forged = await api.get(`/store/account/sign-in-link?token=${encodeURIComponent(`${token.slice(0, -4)}AAAA`)}`, store())
      expect([forged.status, forged.data.message]).toEqual([400, SIGN_IN_LINK_INVALID])
      for (const bad of ["x".repeat(5000), ""])
        expect((await api.get(`/store/account/sign-in-link?token=${bad}`, store())).status).toBe(400)
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

    it("answers every wrong code in the same time, for an address with a code or without, and limits codes per address per day", async () => {
      const known = newAddress("timed")
      expect((await requestCode(known)).status).toBe(200)
      await mailedCode(known)
      for (const email of [known, newAddress("never-asked"), known]) {
        const startedAt = Date.now()
        const { status } = await signIn({ email, code: "000000" })
        expect([email, status, Date.now() - startedAt >= SIGN_IN_REFUSAL_MS]).toEqual([email, 401, true])
      }
      // a day's codes for one address spent (as several windows would): the next is refused until tomorrow
      nextClient()
      const flooded = newAddress("daily")
      for (let i = 0; i < SIGN_IN_CODE_REQUESTS.perEmailPerDay; i += 1)
        await hitCounter().hit(`sign-in-code:requests-day:${boundedKey(flooded)}`, SIGN_IN_CODE_REQUESTS.dayMs)
      const refused = await requestCode(flooded)
      expect([refused.status, refused.data.message]).toEqual([429, TOO_MANY_CODES_TODAY])
    })

    it("keeps Medusa's other customer auth routes closed and the code provider to customers", async () => {
      const email = newAddress("door")
      for (const path of [
        `/auth/customer/${EMAIL_CODE_PROVIDER}/register`,
        `/auth/customer/${EMAIL_CODE_PROVIDER}/callback`,
        "/auth/customer/emailpass",
      ]) {
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
      const as = (who: { token: string }) => withToken(who.token)

      const { status, data } = await api.get("/store/account/me", as(me))
      expect(status).toBe(200)
      expect(data.account.customer.email).toBe(email)
      expect(data.account.orders).toEqual([
        expect.objectContaining({
          display_id: order.display_id,
          order_token: expect.any(String),
          withdrawal_token: expect.any(String),
          review_links: [expect.any(Object)],
        }),
      ])
      expect(data.account.subscriptions).toEqual([expect.objectContaining({ id: subscription.id, status: "active" })])
      // the order link opens the order page
      const page = await api.get(`/store/order-page?token=${encodeURIComponent(data.account.orders[0].order_token)}`, store())
      expect([page.status, page.data.order?.display_id]).toEqual([200, order.display_id])
      // the account says of the paid order what its order page says (Medusa computes the payment status)
      const accountStatus = async () => (await api.get("/store/account/me", as(me))).data.account.orders[0].status
      const paid = { code: "preparing", label: "Paid, being prepared for shipping" }
      expect(await waitFor(async () => JSON.stringify(await accountStatus()) === JSON.stringify(paid) || null, 30_000)).toBe(true)
      expect(
        (await api.get(`/store/order-page?token=${encodeURIComponent(data.account.orders[0].order_token)}`, store())).data.order.status,
      ).toEqual(paid)

      // skip the next delivery from the account
      const skipped = await api.post(`/store/account/me/subscriptions/${subscription.id}`, { action: "skip" }, as(me))
      expect(skipped.status).toBe(200)
      expect(new Date(skipped.data.subscription.next_renewal_at).getTime()).toBeGreaterThan(
        new Date(subscription.next_renewal_at!).getTime(),
      )
      const badAction = await api.post(`/store/account/me/subscriptions/${subscription.id}`, { action: "explode" }, as(me))
      expect(badAction.status).toBe(400)

      // an address saved, checked by its country's rules
      const saved = await api.post("/store/account/me/addresses", { ...DUTCH_ADDRESS, postal_code: "3011ad" }, as(me))
      expect(saved.status).toBe(201)
      const badPostcode = await api.post("/store/account/me/addresses", { ...DUTCH_ADDRESS, postal_code: "ABCDE" }, as(me))
      expect([badPostcode.status, Object.keys(badPostcode.data.errors ?? {})]).toEqual([400, ["postal_code"]])
      const { data: after } = await api.get("/store/account/me", as(me))
      expect(after.account.addresses).toEqual([
        expect.objectContaining({ id: saved.data.address.id, postal_code: "3011AD", city: "Rotterdam" }),
      ])

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
      expect(download.data).toEqual(
        expect.objectContaining({
          customer: expect.objectContaining({ email }),
          orders: [expect.any(Object)],
          addresses: [expect.any(Object)],
        }),
      )

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
      expect(kept.order.shipping_address).toEqual(
        expect.objectContaining({ first_name: "Anonymised", address_1: "", postal_code: "3011 AD", country_code: "nl" }),
      )
      expect(kept.order.items).toHaveLength(1)
      expect(await getContainer().resolve(Modules.CUSTOMER).listCustomers({ email })).toEqual([])
    })

    it("erases every copy on deletion: a search of every text column finds the address, name, street and phone nowhere; a completed cart answers nothing", async () => {
      const email = newAddress("erased")
      const person = {
        ...DUTCH_ADDRESS,
        first_name: "Zyxwina",
        last_name: "Quorblatt",
        address_1: "Quorblattstraat 77",
        phone: "+31 6 9876 5432",
      }
      const { cartId } = await placeTestOrder(api, {
        regionId: shop.europeRegionId,
        email,
        handles: [RESIN],
        store,
        shippingAddress: person,
      })
      // the completed cart answers as no cart at all: nothing of the buyer to whoever has its id
      const completed = await api.get(`/store/carts/${cartId}`, store())
      expect([completed.status, JSON.stringify(completed.data)]).toEqual([404, expect.not.stringContaining("Quorblatt")])
      const message = await api.post(
        "/store/contact-messages",
        { name: "Zyxwina Quorblatt", email, subject: "My order", message: "Call me on +31 6 9876 5432" },
        store(),
      )
      expect(message.status).toBe(201)
      const me = await signedIn(email)
      // a guest order of the address placed after the account was opened: not in the account yet
      nextClient()
      await placeTestOrder(api, {
        regionId: shop.europeRegionId,
        email: email.toUpperCase(),
        handles: [RESIN],
        store,
        shippingAddress: person,
      })
      await waitFor(
        async () => (await getContainer().resolve(Modules.NOTIFICATION).listNotifications({ to: email.toUpperCase() })).length || null,
      )
      const deleted = await api.delete("/store/account/me", { ...withToken(me.token), data: { confirm: "delete my account" } })
      expect([deleted.status, deleted.data.message]).toEqual([200, undefined])

      const searched = [email, "Zyxwina", "Quorblatt", "9876 5432"].map((value) => `%${value}%`)
      const { rows: tables } = await dbConnection.raw(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
      )
      const found: string[] = []
      // issued invoices and credit notes stay as issued: the seller must keep them for seven years
      // (art. 52 AWR), which GDPR art. 17(3)(b) puts before erasure
      const keptByLaw = ["invoice", "credit_note"]
      for (const { table_name } of (tables as { table_name: string }[]).filter((table) => !keptByLaw.includes(table.table_name))) {
        const { rows } = await dbConnection.raw(`SELECT count(*)::int AS n FROM "${table_name}" AS r WHERE r::text ILIKE ANY (?)`, [
          searched,
        ])
        if (rows[0].n) found.push(`${table_name}: ${rows[0].n}`)
      }
      expect(found).toEqual([])
    })

    it("changes a subscription's delivery address from the account: the next renewal ships there; the admin's customer page lists it", async () => {
      const email = newAddress("mover")
      const { order } = await placeTestOrder(api, { regionId: shop.europeRegionId, email, handles: [SUBSCRIPTION], store })
      const subscription = await subscriptionOfOrder(getContainer(), order.id)
      const me = await signedIn(email)
      nextClient()
      const stranger = await signedIn(newAddress("stranger"))
      const path = `/store/account/me/subscriptions/${subscription.id}/address`
      const UTRECHT = {
        first_name: "Anna",
        last_name: "de Vries",
        address_1: "Oudegracht 12",
        postal_code: "3511 ap",
        city: "Utrecht",
        country_code: "nl",
      }
      const NEW_YORK = {
        first_name: "Anna",
        last_name: "de Vries",
        address_1: "350 Fifth Avenue",
        postal_code: "10118",
        city: "New York",
        country_code: "us",
      }

      // signed out: 401; another customer's subscription: 404; a bad address: 400 naming the field
      expect((await api.post(path, UTRECHT, store())).status).toBe(401)
      expect((await api.post(path, UTRECHT, withToken(stranger.token))).status).toBe(404)
      const badPostcode = await api.post(path, { ...UTRECHT, postal_code: "ABCDE" }, withToken(me.token))
      expect([badPostcode.status, Object.keys(badPostcode.data.errors ?? {})]).toEqual([400, ["postal_code"]])
      const noState = await api.post(path, NEW_YORK, withToken(me.token))
      expect([noState.status, Object.keys(noState.data.errors ?? {})]).toEqual([400, ["province"]])
      const noStreet = await api.post(path, { ...UTRECHT, address_1: " " }, withToken(me.token))
      expect([noStreet.status, Object.keys(noStreet.data.errors ?? {})]).toEqual([400, ["address_1"]])
      // a country of another region (its price is the region's): 400 with the reason
      const elsewhere = await api.post(path, { ...NEW_YORK, province: "NY" }, withToken(me.token))
      expect([elsewhere.status, elsewhere.data.message]).toEqual([400, outsideRegion("Europe")])
      expect((await subscriptionOfOrder(getContainer(), order.id)).shipping_address).toEqual(
        expect.objectContaining({ address_1: DUTCH_ADDRESS.address_1 }),
      )

      const changed = await api.post(path, UTRECHT, withToken(me.token))
      expect(changed.status).toBe(200)
      expect(changed.data.subscription.shipping_address).toEqual(
        expect.objectContaining({ address_1: "Oudegracht 12", postal_code: "3511 AP", city: "Utrecht", company: null }),
      )
      const { data: mine } = await api.get("/store/account/me", withToken(me.token))
      expect(mine.account.subscriptions[0].shipping_address).toEqual(expect.objectContaining({ address_1: "Oudegracht 12" }))

      // the next renewal ships to the new address
      const due = new Date(new Date(subscription.next_renewal_at!).getTime() + 60_000).toISOString()
      const { result: renewalId } = await renewSubscriptionWorkflow(getContainer()).run({
        input: { subscription_id: subscription.id, now: due },
      })
      expect(renewalId).toEqual(expect.any(String))
      const { data: renewal } = await api.get(`/admin/orders/${renewalId}?fields=id,display_id,*shipping_address`, shop.admin)
      expect(renewal.order.shipping_address).toEqual(
        expect.objectContaining({
          first_name: "Anna",
          address_1: "Oudegracht 12",
          postal_code: "3511 AP",
          city: "Utrecht",
          country_code: "nl",
        }),
      )
      // made for the account (the subscription joined it with its guest order): it is in the account at once
      const { data: after } = await api.get("/store/account/me", withToken(me.token))
      expect(after.account.orders.map((listed: { display_id: number }) => listed.display_id)).toEqual([
        renewal.order.display_id,
        order.display_id,
      ])

      // the admin's customer page: the customer's subscriptions with their address
      const { data: held } = await api.get(`/admin/customers/${me.opened.customer.id}/subscriptions`, shop.admin)
      expect(held.subscriptions).toEqual([
        expect.objectContaining({
          id: subscription.id,
          status: "active",
          shipping_address: expect.objectContaining({ address_1: "Oudegracht 12" }),
          orders: expect.any(Array),
        }),
      ])
      expect(held.subscriptions[0].orders).toHaveLength(2)

      // a cancelled subscription's address stays as it was: 409
      expect((await api.post(`/store/account/me/subscriptions/${subscription.id}`, { action: "cancel" }, withToken(me.token))).status).toBe(
        200,
      )
      const late = await api.post(path, DUTCH_ADDRESS, withToken(me.token))
      expect([late.status, late.data.message]).toEqual([409, SUBSCRIPTION_CANCELLED])
    })

    it("makes a new token at every sign-in, each opening only its own account, and a new session id at each of the seller's", async () => {
      // the storefront's server keeps a new cookie for each sign-in (e2e/account.spec.ts); the backend's part: each sign-in's own token
      const attacker = await signedIn(newAddress("planter"))
      nextClient()
      const victimEmail = newAddress("victim")
      const victim = await signedIn(victimEmail)
      expect(victim.token).not.toBe(attacker.token)
      const planted = await api.get("/store/account/me", withToken(attacker.token))
      expect(planted.data.account.customer.email).not.toBe(victimEmail)
      expect((await api.get("/store/account/me", withToken(victim.token))).data.account.customer.email).toBe(victimEmail)

      // the seller: the session id of an earlier sign-in is replaced at the next one, and is dead
      const before = await sellerCookie()
      expect((await api.get("/admin/users/me", asAdmin(before))).status).toBe(200)
      const after = await sellerCookie(before)
      expect(after).not.toBe(before)
      expect((await api.get("/admin/users/me", asAdmin(before))).status).toBe(401)
      expect((await api.get("/admin/users/me", asAdmin(after))).status).toBe(200)
      // signing out ends the session: its cookie opens nothing after it
      expect((await api.delete("/auth/session", asAdmin(after))).status).toBe(200)
      expect((await api.get("/admin/users/me", asAdmin(after))).status).toBe(401)
    })

    it("keeps the seller's admin session and the shopper's apart in one browser: both keep working, no admin token reaches the storefront", async () => {
      const seller = await sellerCookie()
      const fromStorefront = (browser: string, token?: string) => ({
        ...withCookies(store(), browser),
        headers: {
          ...withCookies(store(), browser).headers,
          origin: new URL(settings.STOREFRONT_URL).origin,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      })
      // a script of the storefront renewing "its" token with the browser's cookies: no admin token
      const minted = await api.post("/auth/token/refresh", {}, fromStorefront(seller))
      expect([minted.status, minted.data.message, minted.data.token]).toEqual([403, NO_ADMIN_TOKEN_HERE, undefined])
      // the shopper signs in; the seller stays signed in
      const email = newAddress("same-browser")
      const shopper = await signedIn(email)
      expect((await api.get("/admin/users/me", asAdmin(seller))).data.user.email).toBe(SELLER.email)
      expect((await api.get("/store/account/me", fromStorefront(seller, shopper.token))).data.account.customer.email).toBe(email)
      // the seller's session never opens a customer's account
      expect((await api.get("/store/account/me", withCookie(seller))).status).toBe(401)
      // a customer's token never becomes Medusa's session (the seller's); the storefront cannot sign the seller out
      const asSession = await api.post("/auth/session", {}, fromStorefront(seller, shopper.token))
      expect([asSession.status, asSession.data.message]).toEqual([403, SESSION_FOR_SELLER_ONLY])
      expect((await api.delete("/auth/session", fromStorefront(seller))).status).toBe(403)
      expect((await api.get("/admin/users/me", asAdmin(seller))).status).toBe(200)
    })

    it("opens an account with the customer's token only: no cookie of the backend's stands for a customer", async () => {
      const shopper = await signedIn(newAddress("bearer-only"))
      // the session cookie the backend once set, holding a good token: it opens nothing
      expect((await api.get("/store/account/me", withCookie(`shop_customer_session=${shopper.token}`))).status).toBe(401)
      expect((await api.get("/store/account/session", withCookie(`shop_customer_session=${shopper.token}`))).status).toBe(404)
      expect((await api.get("/store/account/me", withToken(shopper.token))).status).toBe(200)
    })

    it("signs out everywhere: every token of the customer stops opening the account, and is not renewed", async () => {
      const email = newAddress("leaver")
      const laptop = await signedIn(email)
      await new Promise((resolve) => setTimeout(resolve, 1100))
      const phone = await signedIn(email)
      expect((await api.post("/store/account", {}, withToken(laptop.token))).status).toBe(200)
      const out = await api.post("/store/account/me/sign-out-everywhere", {}, withToken(phone.token))
      expect(out.status).toBe(200)
      for (const options of [withToken(laptop.token), withToken(phone.token)]) {
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
