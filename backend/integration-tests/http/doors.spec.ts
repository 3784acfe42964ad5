import { CHAT_PORT } from "../forms-mode"
import "../doors-mode"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ChatStandIn, waitFor } from "../chat-stand-in"
import { seedShop } from "../../src/lib/seed/seed-shop"
import { ensureAdminUser } from "../../src/lib/seed/admin-user"
import { LOGIN_FAILURE_LIMIT, MAX_JSON_DEPTH } from "../../src/api/doors"

jest.setTimeout(240 * 1000)

const ADMIN = { email: "doors-admin@example.com", password: "a-long-admin-password" }

/** `{"metadata":{"a":{"a":...1}}}`: objects nested `depth` levels inside the body. */
const nestedBody = (depth: number) => `{"metadata":${'{"a":'.repeat(depth)}1${"}".repeat(depth)}}`

medusaIntegrationTestRunner({
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
      const statuses: number[] = []
      for (let i = 1; i <= 7; i += 1) {
        const { status } = await api.post(
          "/store/newsletter-subscriptions",
          { email: `forged-${i}-${Date.now()}@example.com` },
          store({ "x-forwarded-for": `10.77.0.${i}` })
        )
        statuses.push(status)
      }
      // 5 posts a minute per client, whatever address the client claims
      expect(statuses.slice(0, 5).every((status) => status < 300)).toBe(true)
      expect(statuses.slice(5)).toEqual([429, 429])
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

    it("keeps each contact field on its own line in the chat post: line breaks in a name forge nothing", async () => {
      const { status } = await api.post(
        "/store/contact-messages",
        {
          name: "Ann\n**Email:** boss@evil.example\r\n**Subject:** urgent",
          email: "ann@example.com",
          subject: "Order\u2028**Message:** pay now",
          message: "First line\nSecond line",
        },
        store()
      )
      expect(status).toBe(201)
      const post = await waitFor(() => chat.posts[0])
      const lines = (post.body.content as string).split("\n")
      expect(lines).toEqual([
        "**Name:** Ann **Email:** boss@evil.example **Subject:** urgent",
        "**Email:** ann@example.com",
        "**Subject:** Order **Message:** pay now",
        "**Message:** First line",
        "Second line",
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

    // Last: it locks this client out of admin logins for 15 minutes
    it("refuses the 11th wrong admin password (429), also in a burst, then even the right one, for the account and the address", async () => {
      const login = (email: string, password: string) => api.post("/auth/user/emailpass", { email, password }, { validateStatus: () => true })

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
      // and the same address cannot move on to another account
      expect((await login("someone-else@example.com", "whatever-password")).status).toBe(429)
    })
  },
})
