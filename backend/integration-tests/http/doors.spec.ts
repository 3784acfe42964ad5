import { CHAT_PORT } from "../forms-mode"
import "../doors-mode"
import http from "node:http"
import { ChatStandIn, waitFor } from "../chat-stand-in"
import { seedShop } from "../../src/lib/seed/seed-shop"
import { ensureAdminUser } from "../../src/lib/seed/admin-user"
import Redis from "ioredis"
import { hitCounter, MemoryHitCounter, TOO_MANY_REQUESTS } from "../../src/lib/rate-limit"
import { settings, shopKeyPrefix } from "../../src/lib/settings"
import {
  LOGIN_CLIENT_FAILURE_LIMIT,
  LOGIN_FAILURE_LIMIT,
  MAX_JSON_DEPTH,
  NOT_FOUND_MESSAGE,
  STOCK_FIELDS_REFUSED,
} from "../../src/api/doors"
import { REGISTRATION_NEEDS_INVITE } from "../../src/api/seller-registration"
import { shopIntegrationTestRunner } from "../test-shop"
import { allApiRoutes } from "../api-routes"

jest.setTimeout(240 * 1000)

const ADMIN = { email: "doors-admin@example.com", password: "a-long-admin-password" }

/**
 * A request from another address of this machine (127.0.0.0/8 is all loopback): a client the
 * backend tells apart by its connection, as it does for real clients without a trusted proxy.
 */
function requestFrom(
  localAddress: string,
  baseURL: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const { port } = new URL(baseURL)
  const payload = body === undefined ? undefined : JSON.stringify(body)
  return new Promise<{ status: number; data: Record<string, unknown>; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        localAddress,
        method,
        path,
        headers: {
          ...headers,
          ...(payload ? { "content-type": "application/json", "content-length": String(Buffer.byteLength(payload)) } : {}),
        },
      },
      (response) => {
        let text = ""
        response.on("data", (chunk) => (text += chunk))
        response.on("end", () => {
          let data: Record<string, unknown> = {}
          try {
            data = JSON.parse(text)
          } catch {
            data = { text }
          }
          resolve({ status: response.statusCode ?? 0, data, headers: response.headers })
        })
      },
    )
    request.on("error", reject)
    request.end(payload)
  })
}

/** `{"metadata":{"a":{"a":...1}}}`: objects nested `depth` levels inside the body. */
const nestedBody = (depth: number) => `{"metadata":${'{"a":'.repeat(depth)}1${"}".repeat(depth)}}`

shopIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let publishableKey: string
    const chat = new ChatStandIn(CHAT_PORT)
    const store = (headers: Record<string, string> = {}) => ({
      headers: { "x-publishable-api-key": publishableKey, ...headers },
      validateStatus: () => true,
    })

    beforeAll(async () => {
      const { setup } = await seedShop(getContainer())
      publishableKey = setup.publishableKey
      await ensureAdminUser(getContainer(), ADMIN.email, ADMIN.password)
      await chat.start()
    })

    afterAll(async () => {
      await chat.stop()
    })

    it("counts a client by its connection when no proxy is trusted: a forged X-Forwarded-For is still limited", async () => {
      // each answer with its reason when refused, and whether the posts fell in one window: a
      // failure then says which of a lost count, a 5xx or a window that ran out it was
      const answers: string[] = []
      const startedAt = Date.now()
      for (let i = 1; i <= 7; i += 1) {
        const { status, data } = await api.post(
          "/store/newsletter-subscriptions",
          { email: `forged-${i}-${Date.now()}@example.com` },
          store({ "x-forwarded-for": `10.77.0.${i}` }),
        )
        answers.push(status < 300 ? String(status) : `${status} ${data?.message}`)
      }
      const seconds = (Date.now() - startedAt) / 1000
      // 5 posts a minute per client, whatever address the client claims
      expect({ answers, withinOneWindow: seconds < 60 }).toEqual({
        answers: ["200", "200", "200", "200", "200", `429 ${TOO_MANY_REQUESTS}`, `429 ${TOO_MANY_REQUESTS}`],
        withinOneWindow: true,
      })
    })

    it("answers 400, not 500, for a body nested 2,000 levels deep, and takes a normal one", async () => {
      const deep = await api.post("/store/carts", nestedBody(2000), {
        ...store({ "content-type": "application/json" }),
        transformRequest: (body: string) => body,
      })
      expect(deep.status).toBe(400)
      expect(deep.data).toEqual({ type: "invalid_data", message: `The request body is nested deeper than ${MAX_JSON_DEPTH} levels.` })

      const { data: login } = await api.post("/auth/user/emailpass", ADMIN)
      const admin = await api.post("/admin/products", nestedBody(2000), {
        headers: { "content-type": "application/json", authorization: `Bearer ${login.token}` },
        transformRequest: (body: string) => body,
        validateStatus: () => true,
      })
      expect(admin.status).toBe(400)

      const normal = await api.post("/store/carts", { metadata: { gift: { note: "for Ann" } } }, store())
      expect(normal.status).toBe(200)
      expect(normal.data.cart.metadata).toEqual({ gift: { note: "for Ann" } })
    })

    it("keeps each contact field on its own line in the chat post, its markdown escaped: line breaks or bold in a name forge nothing", async () => {
      const { status } = await api.post(
        "/store/contact-messages",
        {
          name: "Ann\n**Email:** boss@evil.example\r\n**Subject:** urgent",
          email: "ann@example.com",
          subject: "Order\u2028**Message:** pay now",
          message: "First line\nSecond line",
        },
        store(),
      )
      expect(status).toBe(201)
      const post = await waitFor(() => chat.posts[0])
      const lines = (post.body.content as string).split("\n")
      // the fields' own markdown escaped, the message quoted line by line
      expect(lines).toEqual([
        "**Name:** Ann \\*\\*Email:\\*\\* boss@evil.example \\*\\*Subject:\\*\\* urgent",
        "**Email:** ann@example.com",
        "**Subject:** Order \\*\\*Message:\\*\\* pay now",
        "**Message:**",
        "> First line",
        "> Second line",
      ])
      expect(lines.filter((line) => line.startsWith("**Email:**"))).toHaveLength(1)
    })

    // Answers made before the project's middlewares (Medusa's 401 for /admin) get the same headers
    // from instrumentation.ts under `medusa start`: src/api/__tests__/doors.unit.spec.ts
    it("sends security headers on the API and no X-Powered-By", async () => {
      for (const path of ["/store/regions", "/store/products?limit=1", "/storefront-config"]) {
        const { headers } = await api.get(path, store())
        expect(headers["x-content-type-options"]).toBe("nosniff")
        expect(headers["x-frame-options"]).toBe("DENY")
        expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'")
        expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
        expect(headers["x-powered-by"]).toBeUndefined()
        // not production here: HSTS only where the shop is served over TLS
        expect(headers["strict-transport-security"]).toBeUndefined()
      }
    })

    it("throttles logins on Medusa's route however it is spelled: 429 after 10 wrong passwords from one address", async () => {
      const from = (path: string, password: string, email = ADMIN.email) =>
        requestFrom("127.0.0.2", api.defaults.baseURL!, "POST", path, { email, password })
      // each spelling reaches Medusa's /auth/:actor_type/:auth_provider (decoded, any case, trailing slash)
      const spellings = [
        "/auth/user/emailpass",
        "/auth/user/emailpas%73",
        "/auth/%75ser/emailpass",
        "/auth/USER/EmailPass",
        "/auth/user/emailpass/",
        "/auth/%55ser/%65mailpass/",
        "/auth/%55SER/EMAILPASS",
      ]
      const statuses: number[] = []
      for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) statuses.push((await from(spellings[i % spellings.length], `wrong-${i}`)).status)
      expect(statuses).toEqual(Array(LOGIN_FAILURE_LIMIT).fill(401))
      for (const path of spellings) {
        const refused = await from(path, `wrong-again`)
        expect([path, refused.status, refused.data.type]).toEqual([path, 429, "too_many_requests"])
      }
      // the right password through any spelling gets no answer about it either
      expect((await from("/auth/user/emailpas%73", ADMIN.password)).status).toBe(429)
    })

    it("counts logins by a bounded key: huge addresses from one client fill nothing once it is refused", async () => {
      // the counter's keys: the memory counter's windows, or (the Redis pass) the shop's keys in Redis
      const counter = hitCounter()
      const redis = counter instanceof MemoryHitCounter ? null : new Redis(String(process.env.REDIS_URL))
      const keys = async () => (redis ? await redis.keys(`${shopKeyPrefix()}login-failures:*`) : null)
      const count = async () => (counter instanceof MemoryHitCounter ? counter.size : (await keys())!.length)
      const keysBefore = await count()
      const statuses: number[] = []
      for (let i = 0; i < LOGIN_CLIENT_FAILURE_LIMIT + 20; i += 1) {
        const email = `${String(i).padStart(4, "0")}${"m".repeat(95_000)}@example.com`
        statuses.push(
          (await requestFrom("127.0.0.31", api.defaults.baseURL!, "POST", "/auth/customer/email-code", { email, code: "123456" })).status,
        )
      }
      expect(statuses).toEqual([...Array(LOGIN_CLIENT_FAILURE_LIMIT).fill(401), ...Array(20).fill(429)])
      // the client's window and two per failed address (this client's and anyone's); none per refusal
      expect((await count()) - keysBefore).toBe(1 + 2 * LOGIN_CLIENT_FAILURE_LIMIT)
      // and no key carries the huge address
      for (const key of (await keys()) ?? []) expect(key.length).toBeLessThan(200)
      await redis?.quit()
    })

    it("never locks the seller out: strangers failing from many addresses slow her account down, her right password still logs in", async () => {
      // 2 strangers x 10 wrong passwords for the seller's account, after the 10 of the test before
      for (const stranger of ["127.0.0.11", "127.0.0.12"]) {
        for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) {
          const { status } = await requestFrom(stranger, api.defaults.baseURL!, "POST", "/auth/user/emailpass", {
            email: ADMIN.email,
            password: `guess-${i}`,
          })
          expect(status).toBe(401)
        }
        const refused = await requestFrom(stranger, api.defaults.baseURL!, "POST", "/auth/user/emailpass", {
          email: ADMIN.email,
          password: "guess-x",
        })
        expect(refused.status).toBe(429)
      }
      // the seller, from her own address, while a stranger keeps failing
      const [seller, stranger] = await Promise.all([
        requestFrom("127.0.0.20", api.defaults.baseURL!, "POST", "/auth/user/emailpass", ADMIN),
        requestFrom("127.0.0.14", api.defaults.baseURL!, "POST", "/auth/user/emailpass", { email: ADMIN.email, password: "guess-y" }),
      ])
      expect(stranger.status).toBe(401)
      expect(seller.status).toBe(200)
      expect(seller.data.token).toEqual(expect.any(String))
    })

    it("keeps every other actor's auth routes closed and throttles the seller's registration", async () => {
      const body = { email: ADMIN.email, password: "a-new-password-1" }
      for (const path of [
        "/auth/vendor/emailpass/register",
        "/auth/Staff/emailpass",
        "/auth/%61nything/emailpass/register",
        "/auth/customer-or-any-actor/emailpass",
        "/auth/user/github",
        "/auth/user/emailpass/callback",
      ]) {
        const { status, data } = await requestFrom("127.0.0.51", api.defaults.baseURL!, "POST", path, body)
        expect([path, status, data]).toEqual([path, 404, { type: "not_found", message: NOT_FOUND_MESSAGE }])
      }
      const statuses: number[] = []
      for (let i = 0; i < 6; i += 1)
        statuses.push((await requestFrom("127.0.0.52", api.defaults.baseURL!, "POST", "/auth/user/emailpass/register", body)).status)
      expect(statuses.slice(0, 5).every((status) => status >= 400 && status < 500 && status !== 429)).toBe(true)
      expect(statuses[5]).toBe(429)
      // what the admin's login page asks for stays open
      expect((await api.get("/auth/user/providers")).status).toBe(200)
    })

    it("refuses the seller's registration without a pending invite in one answer for every address, known or not, and in the same time", async () => {
      const refused = { type: "invalid_data", message: REGISTRATION_NEEDS_INVITE }
      const register = (client: string, email: string, query = "", headers: Record<string, string> = {}) =>
        requestFrom(
          client,
          api.defaults.baseURL!,
          "POST",
          `/auth/user/emailpass/register${query}`,
          { email, password: "a-new-password-1" },
          headers,
        )
      const timed = async (client: string, email: string) => {
        const started = performance.now()
        const answer = await register(client, email)
        return { ...answer, ms: performance.now() - started }
      }
      const known: number[] = []
      const unknown: number[] = []
      // four clients, each within the registration limit: a staff address and a new one, in turn
      for (const client of ["127.0.0.61", "127.0.0.62", "127.0.0.63", "127.0.0.64"]) {
        for (let i = 0; i < 2; i += 1) {
          // each goes first once: a warm-up or a busy moment falls on both alike
          const newAddress = `nobody-${client}-${i}@example.com`
          const answers = new Map<string, Awaited<ReturnType<typeof timed>>>()
          for (const email of i === 0 ? [ADMIN.email, newAddress] : [newAddress, ADMIN.email])
            answers.set(email, await timed(client, email))
          const staff = answers.get(ADMIN.email)!
          const stranger = answers.get(newAddress)!
          expect([staff.status, staff.data]).toEqual([400, refused])
          expect([stranger.status, stranger.data]).toEqual([400, refused])
          known.push(staff.ms)
          unknown.push(stranger.ms)
        }
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
      // refused before any look-up: the pairs differ by the machine's noise only (on a busy machine
      // tens of ms), where a look-up against a password hash (Medusa's scrypt) differs by far more
      const differences = known.map((ms, index) => ms - unknown[index])
      expect(Math.abs(median(differences))).toBeLessThan(Math.max(50, median([...known, ...unknown]) / 2))
      // a made-up token, or an invite page of another origin, is no invite either
      const forged = await register("127.0.0.65", ADMIN.email, "?token=eyJhbGciOiJIUzI1NiJ9.e30.forged")
      const elsewhere = await register("127.0.0.65", ADMIN.email, "", { referer: "https://attacker.example/app/invite?token=x" })
      for (const answer of [forged, elsewhere]) expect([answer.status, answer.data]).toEqual([400, refused])
    })

    it("lets an invited seller register from the admin's invite page and accept the invite, as Medusa's admin does it", async () => {
      const { data: login } = await api.post("/auth/user/emailpass", ADMIN)
      const admin = { headers: { authorization: `Bearer ${login.token}` } }
      const staff = { email: `new-staff-${Date.now()}@example.com`, password: "a-new-staff-password" }
      const { data: created } = await api.post("/admin/invites", { email: staff.email }, admin)
      // the admin's page as the browser names it: the backend's own origin (settings.BACKEND_URL)
      const invitePage = `${new URL(settings.BACKEND_URL).origin}/app/invite?token=${created.invite.token}`
      // Medusa's admin registers without naming the invite: its page is the Referer
      const registered = await requestFrom("127.0.0.66", api.defaults.baseURL!, "POST", "/auth/user/emailpass/register", staff, {
        referer: invitePage,
      })
      expect(registered.status).toBe(200)
      const accepted = await api.post(
        `/admin/invites/accept?token=${created.invite.token}`,
        { first_name: "New", last_name: "Staff" },
        { headers: { authorization: `Bearer ${registered.data.token}` } },
      )
      expect(accepted.data.user.email).toBe(staff.email)
      expect((await api.post("/auth/user/emailpass", staff)).status).toBe(200)
      // the accepted invite opens no further registration
      const again = await requestFrom(
        "127.0.0.66",
        api.defaults.baseURL!,
        "POST",
        "/auth/user/emailpass/register",
        { ...staff, email: `x-${staff.email}` },
        { referer: invitePage },
      )
      expect([again.status, again.data.message]).toEqual([400, REGISTRATION_NEEDS_INVITE])
      // an invite's holder who has an identity already is told so (Medusa's admin then signs her in)
      const { data: second } = await api.post("/admin/invites", { email: `second-${staff.email}` }, admin)
      const known = await requestFrom(
        "127.0.0.66",
        api.defaults.baseURL!,
        "POST",
        `/auth/user/emailpass/register?token=${second.invite.token}`,
        staff,
      )
      expect([known.status, known.data.message]).toEqual([401, "Identity with email already exists"])
    })

    it("answers a NUL character or a malformed id with a 4xx on every route, Medusa's and the shop's, never a 5xx or the query's text", async () => {
      const nul = await requestFrom("127.0.0.53", api.defaults.baseURL!, "POST", "/auth/user/emailpass", {
        email: `${ADMIN.email}\u0000`,
        password: "x",
      })
      expect(nul.status).toBe(400)
      const { data: login } = await api.post("/auth/user/emailpass", ADMIN)
      const headersFor = (routePath: string): Record<string, string> =>
        routePath.startsWith("/admin")
          ? { authorization: `Bearer ${login.token}` }
          : routePath.startsWith("/store")
            ? { "x-publishable-api-key": publishableKey }
            : {}
      const requests: { method: string; path: string; body?: unknown; headers: Record<string, string> }[] = []
      for (const route of allApiRoutes()) {
        const at = (value: string) => route.params.reduce((routePath, param) => routePath.replace(`:${param}`, value), route.path)
        for (const method of route.methods) {
          const headers = headersFor(route.path)
          // a NUL in an id, an id that does not decode; a NUL in q (every list, and each route without an id); a NUL in a body
          if (route.params.length) requests.push({ method, path: at("x%00"), headers }, { method, path: at("%E0%A4%A"), headers })
          if (method === "GET" || !route.params.length) requests.push({ method, path: `${at("x")}?q=%00`, headers })
          if (method === "POST" && !route.params.length)
            requests.push({ method, path: route.path, body: { id: "x\u0000", q: "x\u0000" }, headers })
        }
      }
      const failures: string[] = []
      let next = 0
      const worker = async () => {
        for (let index = next++; index < requests.length; index = next++) {
          const { method, path, body, headers } = requests[index]
          const { status, data } = await requestFrom("127.0.0.67", api.defaults.baseURL!, method, path, body, headers)
          const text = JSON.stringify(data).toLowerCase()
          if (status < 400 || status >= 500 || /select |insert into|update "|from "|where "|invalid byte|syntax error/.test(text))
            failures.push(`${method} ${path} ${status} ${text.slice(0, 120)}`)
        }
      }
      await Promise.all(Array.from({ length: 4 }, worker))
      expect(requests.length).toBeGreaterThan(1000)
      expect(failures).toEqual([])
    })

    it("answers 404 to Medusa's generic payment webhook, whatever the body", async () => {
      for (const path of ["/hooks/payment/x", "/hooks/payment/stripe_stripe", "/HOOKS/Payment/pp_system_default"]) {
        const { status, data } = await api.post(
          path,
          { type: "payment_intent.succeeded", data: { object: { id: "pi_forged" } } },
          { validateStatus: () => true },
        )
        expect([path, status, data]).toEqual([path, 404, { type: "not_found", message: NOT_FOUND_MESSAGE }])
      }
    })

    it("keeps Medusa's customer register, password login and profile routes closed: customers sign in with an e-mail code only", async () => {
      const customer = { email: "who-registered@example.com", password: "a-password-123" }
      const attempts = [
        api.post("/auth/customer/emailpass/register", customer, store()),
        api.post("/auth/customer/emailpass", customer, store()),
        api.post("/auth/%63ustomer/emailpass/register", customer, store()),
        api.post("/auth/Customer/emailpass", customer, store()),
        api.post("/auth/customer/emailpass/reset-password", { identifier: customer.email }, store()),
        api.post("/store/customers", { email: customer.email }, store()),
        api.get("/store/customers/me", store()),
      ]
      for (const { status, data } of await Promise.all(attempts))
        expect([status, data]).toEqual([404, { type: "not_found", message: NOT_FOUND_MESSAGE }])
    })

    it("does not tell shoppers the exact stock: inventory fields of the Store API are refused", async () => {
      const asked = [
        "*variants.inventory_items.inventory.location_levels",
        "+variants.inventory_items.inventory.location_levels.stocked_quantity",
        "id,*VARIANTS.Inventory_Items.INVENTORY",
        "variants.inventory_items.inventory.*",
      ]
      for (const fields of asked) {
        const { status, data } = await api.get(`/store/products?fields=${encodeURIComponent(fields)}`, store())
        expect([fields, status, data.message]).toEqual([fields, 400, STOCK_FIELDS_REFUSED])
        expect(JSON.stringify(data)).not.toContain("stocked_quantity")
      }
      const normal = await api.get("/store/products?limit=1&fields=id,title,*variants", store())
      expect(normal.status).toBe(200)
    })

    it("answers nothing of a guest order to its id: GET /store/orders/:id is closed", async () => {
      for (const path of ["/store/orders/order_01ANYTHING", "/store/orders", "/store/Orders/order_01ANYTHING"]) {
        const { status } = await api.get(path, store())
        expect([path, status]).toEqual([path, 404])
      }
    })

    // Last: it locks this client out of admin logins for 15 minutes
    it("refuses the 11th wrong admin password (429), also in a burst, then even the right one, from that address", async () => {
      const login = (email: string, password: string) =>
        api.post("/auth/user/emailpass", { email, password }, { validateStatus: () => true })

      const right = await login(ADMIN.email, ADMIN.password)
      expect(right.status).toBe(200)
      expect(right.data.token).toEqual(expect.any(String))

      for (let i = 0; i < LOGIN_FAILURE_LIMIT / 2; i += 1) {
        expect((await login(ADMIN.email, `wrong-password-${i}`)).status).toBe(401)
      }
      // a burst of parallel guesses gets no further than the limit
      const burst = await Promise.all(Array.from({ length: LOGIN_FAILURE_LIMIT }, (_, i) => login(ADMIN.email, `burst-${i}`)))
      const statuses = burst.map((answer) => answer.status).sort()
      expect(statuses).toEqual([...Array(LOGIN_FAILURE_LIMIT / 2).fill(401), ...Array(LOGIN_FAILURE_LIMIT / 2).fill(429)])
      const eleventh = await login(ADMIN.email, "wrong-password-11")
      expect(eleventh.status).toBe(429)
      expect(eleventh.headers["retry-after"]).toBe("900")
      expect(eleventh.data.type).toBe("too_many_requests")
      // a guessed password that happens to be right gets no answer about it either
      expect((await login(ADMIN.email, ADMIN.password)).status).toBe(429)
    })
  },
})
