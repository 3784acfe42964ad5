import { CHAT_PORT } from "../forms-mode"
import { ChatStandIn, clientAddress, waitFor } from "../chat-stand-in"
import { seedShop } from "../../src/lib/seed/seed-shop"
import { ensureAdminUser } from "../../src/lib/seed/admin-user"
import retryContactDeliveries from "../../src/jobs/retry-contact-deliveries"
import { shopIntegrationTestRunner } from "../test-shop"
import { Modules } from "@medusajs/framework/utils"

jest.setTimeout(240 * 1000)

const VALID = { name: "Ann de Vries", email: "ann@example.com", subject: "Shipping to Norway", message: "Do you ship to Oslo?" }

shopIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer, dbConnection }) => {
    const chat = new ChatStandIn(CHAT_PORT)
    let publishableKey: string

    /** Each test posts as its own client, so the rate limit of one does not touch another. */
    let client: string
    const store = (extra: Record<string, string> = {}) => ({
      headers: { "x-publishable-api-key": publishableKey, "x-forwarded-for": client, ...extra },
      validateStatus: () => true,
    })
    const send = (body: unknown) => api.post("/store/contact-messages", body, store())

    const storedMessages = async () =>
      (await dbConnection.raw(`SELECT * FROM contact_message WHERE deleted_at IS NULL ORDER BY created_at`)).rows as any[]

    const waitForMessage = (matches: (message: any) => boolean) => waitFor(async () => (await storedMessages()).find(matches))

    const runRetryJob = () => retryContactDeliveries(getContainer())

    beforeAll(async () => {
      const { setup } = await seedShop(getContainer())
      publishableKey = setup.publishableKey
    })

    beforeEach(async () => {
      client = clientAddress()
      chat.reset()
      await chat.start()
    })

    afterEach(async () => {
      chat.release()
      await chat.stop()
    })

    describe("validation", () => {
      it("answers 400 with the spec's text per field and stores nothing", async () => {
        const { status, data } = await send({ name: "  ", email: "", subject: "\n" })
        expect(status).toBe(400)
        expect(data.errors).toEqual({
          name: "Name is required",
          email: "Email is required",
          subject: "Subject is required",
          message: "Message is required",
        })
        const invalid = await send({ ...VALID, email: "ann@example" })
        expect(invalid.status).toBe(400)
        expect(invalid.data.errors).toEqual({ email: "Invalid email address" })
        expect(await storedMessages()).toEqual([])
      })

      it("bounds the lengths and refuses wrong types", async () => {
        const { data } = await send({
          name: "n".repeat(101),
          email: `${"e".repeat(250)}@example.com`,
          subject: "s".repeat(201),
          message: "m".repeat(5001),
        })
        expect(data.errors).toEqual({
          name: "Name must be at most 100 characters",
          email: "Email address must be at most 254 characters",
          subject: "Subject must be at most 200 characters",
          message: "Message must be at most 5000 characters",
        })
        const wrongTypes = await send({ ...VALID, name: 42, message: ["Hello"] })
        expect(wrongTypes.status).toBe(400)
        expect(wrongTypes.data.errors).toEqual({ name: "Name must be text", message: "Message must be text" })
        expect(await storedMessages()).toEqual([])
      })
    })

    describe("delivery to the chat service", () => {
      it("stores the message before delivering it, then posts the spec's payload with mentions disabled", async () => {
        chat.hold()
        const { status, data } = await send({ ...VALID, name: `  ${VALID.name} ` })
        expect(status).toBe(201)
        expect(data).toEqual({ message: "Your message has been sent successfully!" })
        // The chat service has not answered yet: the message is already stored, not yet delivered.
        const stored = await waitForMessage(() => true)
        expect(stored).toMatchObject({ ...VALID, delivered_at: null })
        chat.release()
        const delivered = await waitForMessage((m) => m.delivered_at)
        expect(delivered).toMatchObject({ delivery_attempts: 1, delivered_parts: 1, last_delivery_error: null })
        expect(chat.posts).toEqual([
          {
            contentType: "application/json",
            body: {
              content:
                "**Name:** Ann de Vries\n**Email:** ann@example.com\n**Subject:** Shipping to Norway\n**Message:**\n> Do you ship to Oslo?",
              username: "Contact Form Bot",
              allowed_mentions: { parse: [] },
            },
          },
        ])
        // the seller is told where she works too, chat service or not: one e-mail and one feed notice
        const notices = await waitFor(async () => {
          const found = await getContainer().resolve(Modules.NOTIFICATION).listNotifications({ resource_id: stored.id })
          return found.length >= 2 ? found : undefined
        })
        expect(notices.map((notice) => [notice.channel, notice.template]).sort()).toEqual([
          ["email", "seller-notice"],
          ["feed", "admin-ui"],
        ])
        const mail = notices.find((notice) => notice.channel === "email")!
        expect(mail.data).toMatchObject({
          title: "Contact message from Ann de Vries: Shipping to Norway",
          lines: expect.arrayContaining(["Do you ship to Oslo?"]),
        })
      })

      it("keeps the message while the chat service is down and delivers it once it is back (retry job)", async () => {
        await chat.stop()
        expect((await send(VALID)).status).toBe(201)
        const failed = await waitForMessage((m) => m.delivery_attempts === 1)
        expect(failed.delivered_at).toBeNull()
        expect(failed.last_delivery_error).toBeTruthy()
        // Backoff: the next attempt is about a minute away, so the job leaves it for now.
        expect(new Date(failed.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 30_000)
        await chat.start()
        await runRetryJob()
        expect(chat.posts).toEqual([])

        // A minute later (moved forward here) the job delivers it, once.
        await dbConnection.raw(`UPDATE contact_message SET next_attempt_at = now() - interval '1 second'`)
        await runRetryJob()
        const [delivered] = await storedMessages()
        expect(delivered.delivered_at).not.toBeNull()
        expect(delivered.delivery_attempts).toBe(2)
        expect(chat.posts).toHaveLength(1)
        expect(chat.posts[0].body.content).toContain("**Message:**\n> Do you ship to Oslo?")
        await runRetryJob()
        expect(chat.posts).toHaveLength(1)
      })

      it("doubles the wait after each failed attempt", async () => {
        await chat.stop()
        await send(VALID)
        await waitForMessage((m) => m.delivery_attempts === 1)
        for (const attempts of [2, 3]) {
          await dbConnection.raw(`UPDATE contact_message SET next_attempt_at = now() - interval '1 second'`)
          await runRetryJob()
          const [message] = await storedMessages()
          expect(message.delivery_attempts).toBe(attempts)
          const wait = new Date(message.next_attempt_at).getTime() - Date.now()
          const expected = 60_000 * 2 ** (attempts - 1)
          expect(wait).toBeGreaterThan(expected - 10_000)
          expect(wait).toBeLessThanOrEqual(expected)
        }
      })

      it("splits a 5000-character message over several posts in order, each later one headed 'continued', losing nothing and forging nothing", async () => {
        const sentence = "Our family has taken resin for years and I have questions about storage.\n"
        // shaped so that a post could start with lines that look like the form's own fields
        const forged = "\n**Name:** The Shop Owner\n**Email:** owner@evil.example\n**Message:** [Refund form](https://evil.example)\n"
        const message = `${sentence.repeat(25)}${forged}${sentence.repeat(45)}`.slice(0, 4990).trim().padEnd(5000, "!")
        expect(message).toHaveLength(5000)
        expect((await send({ ...VALID, message })).status).toBe(201)
        await waitForMessage((m) => m.delivered_at)
        expect(chat.posts.length).toBeGreaterThanOrEqual(3)
        const contents = chat.posts.map((post) => post.body.content as string)
        for (const post of chat.posts) {
          expect(post.body.content.length).toBeLessThanOrEqual(2000)
          expect(post.body).toMatchObject({ username: "Contact Form Bot", allowed_mentions: { parse: [] } })
        }
        expect(
          contents[0].startsWith(`**Name:** Ann de Vries\n**Email:** ann@example.com\n**Subject:** Shipping to Norway\n**Message:**\n> `),
        ).toBe(true)
        contents
          .slice(1)
          .forEach((content, index) => expect(content.startsWith(`**Contact message, continued (part ${index + 2})**\n> `)).toBe(true))
        // only the shop's own lines are unquoted: three field lines and "Message:" in the first post, one header in each later one
        const unquoted = contents.flatMap((content) => content.split("\n").filter((line) => !line.startsWith("> ")))
        expect(unquoted).toHaveLength(4 + contents.length - 1)
        expect(contents.join("\n")).not.toContain("[Refund form](")
        // the words of the message, in order
        const shown = contents
          .flatMap((content) => content.split("\n").filter((line) => line.startsWith("> ")))
          .map((line) => line.slice(2).replace(/\\([^0-9A-Za-z\s])/g, "$1"))
          .join(" ")
        expect(shown.replace(/\s+/g, " ")).toBe(message.replace(/\s+/g, " "))
      })

      it("counts an IPv6 client by its /64: five addresses of one network share one limit", async () => {
        const statuses: number[] = []
        for (const address of [
          "2001:db8:77:1::1",
          "2001:db8:77:1::2",
          "2001:db8:77:1:a:b:c:d",
          "2001:0DB8:0077:0001:ffff:ffff:ffff:fffe",
          "2001:db8:77:1::5",
          "2001:db8:77:1::6",
        ]) {
          client = address
          statuses.push((await send(VALID)).status)
        }
        expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
        client = "2001:db8:77:2::1"
        expect((await send(VALID)).status).toBe(201)
      })

      it("continues after the parts already delivered when a long message fails halfway", async () => {
        const message = "word ".repeat(1000).trim()
        // The first part goes through, the second fails.
        chat.failing.add(2)
        expect((await send({ ...VALID, message })).status).toBe(201)
        const partly = await waitForMessage((m) => m.delivery_attempts === 1)
        expect(partly.delivered_parts).toBe(1)
        expect(partly.delivered_at).toBeNull()
        expect(chat.posts).toHaveLength(1)
        await dbConnection.raw(`UPDATE contact_message SET next_attempt_at = now() - interval '1 second'`)
        await runRetryJob()
        const all = chat.posts.map((post) => post.body.content)
        expect(all.length).toBe(3)
        expect(all[0]).toContain("**Message:**\n> word word")
        expect(all.slice(1).every((content, index) => content.startsWith(`**Contact message, continued (part ${index + 2})**\n> `))).toBe(
          true,
        )
        expect(all.join(" ").match(/word/g)).toHaveLength(1000)
        expect((await storedMessages())[0].delivered_parts).toBe(3)
      })
    })

    describe("abuse and bad input", () => {
      it("quietly drops a post whose honeypot field is filled", async () => {
        const { status, data } = await send({ ...VALID, website: "http://spam.example" })
        expect(status).toBe(201)
        expect(data).toEqual({ message: "Your message has been sent successfully!" })
        await new Promise((resolve) => setTimeout(resolve, 500))
        expect(await storedMessages()).toEqual([])
        expect(chat.posts).toEqual([])
      })

      it("allows 5 posts a minute per client, then answers 429 with a clear message", async () => {
        for (let i = 0; i < 5; i++) expect((await send(VALID)).status).toBe(201)
        const limited = await send(VALID)
        expect(limited.status).toBe(429)
        expect(limited.data.message).toBe("Too many attempts. Please try again in a minute.")
        expect(limited.headers["retry-after"]).toBe("60")
        // Another client is not affected.
        client = clientAddress()
        expect((await send(VALID)).status).toBe(201)
        expect(await storedMessages()).toHaveLength(6)
      })

      it("answers 413 with JSON to a body over 16 KB", async () => {
        const { status, data } = await send({ ...VALID, message: "x".repeat(17 * 1024) })
        expect(status).toBe(413)
        expect(data.message).toEqual(expect.any(String))
        expect(await storedMessages()).toEqual([])
      })

      it("answers 400 with JSON to malformed JSON or a body that is not an object, never a stack trace", async () => {
        const malformed = await api.post("/store/contact-messages", '{"name": "Ann", ', {
          ...store({ "content-type": "application/json" }),
          transformRequest: [(body: unknown) => body],
        })
        expect(malformed.status).toBe(400)
        expect(malformed.data.message).toEqual(expect.any(String))
        expect(JSON.stringify(malformed.data)).not.toMatch(/at .*\.[jt]s:\d+/)
        const list = await send([VALID])
        expect(list.status).toBe(400)
        expect(list.data.message).toBe("The request body must be a JSON object.")
        const text = await api.post("/store/contact-messages", "hello", {
          ...store({ "content-type": "text/plain" }),
          transformRequest: [(body: unknown) => body],
        })
        expect(text.status).toBe(400)
        expect(await storedMessages()).toEqual([])
      })

      it("requires the publishable key", async () => {
        const { status } = await api.post("/store/contact-messages", VALID, { validateStatus: () => true })
        expect(status).toBe(400)
      })
    })

    describe("admin", () => {
      it("lists contact messages newest first with their delivery status", async () => {
        await send({ ...VALID, subject: "First" })
        await waitForMessage((m) => m.delivered_at)
        await chat.stop()
        await send({ ...VALID, subject: "Second" })
        await waitForMessage((m) => m.delivery_attempts === 1 && !m.delivered_at)

        await ensureAdminUser(getContainer(), "seller@example.com", "seller-password")
        const { data: login } = await api.post("/auth/user/emailpass", { email: "seller@example.com", password: "seller-password" })
        const admin = { headers: { authorization: `Bearer ${login.token}` }, validateStatus: () => true }
        const { status, data } = await api.get("/admin/contact-messages", admin)
        expect(status).toBe(200)
        expect(data.count).toBe(2)
        expect(data.chat_configured).toBe(true)
        expect(data.contact_messages.map((m: any) => m.subject)).toEqual(["Second", "First"])
        expect(data.contact_messages[0]).toMatchObject({
          delivered_at: null,
          delivery_attempts: 1,
          last_delivery_error: expect.any(String),
        })
        expect(data.contact_messages[1].delivered_at).toEqual(expect.any(String))

        const anonymous = await api.get("/admin/contact-messages", { validateStatus: () => true })
        expect(anonymous.status).toBe(401)
      })

      it("searches the messages, marks one handled and filters by it", async () => {
        await send({ ...VALID, subject: "Oslo 100% delivery", email: "nora@example.no" })
        await send({ ...VALID, subject: "Refund question", message: "Where is my refund?" })
        await waitFor(async () => (await storedMessages()).length === 2)
        await ensureAdminUser(getContainer(), "seller@example.com", "seller-password")
        const { data: login } = await api.post("/auth/user/emailpass", { email: "seller@example.com", password: "seller-password" })
        const admin = { headers: { authorization: `Bearer ${login.token}` }, validateStatus: () => true }
        const subjects = async (query: string) => {
          const { status, data } = await api.get(`/admin/contact-messages?${query}`, admin)
          expect(status).toBe(200)
          return data.contact_messages.map((m: any) => m.subject)
        }
        expect(await subjects("q=REFUND")).toEqual(["Refund question"])
        expect(await subjects("q=oslo%20NORA")).toEqual(["Oslo 100% delivery"])
        // LIKE's wildcards are searched as themselves
        expect(await subjects("q=100%25")).toEqual(["Oslo 100% delivery"])
        expect(await subjects("q=_")).toEqual([])

        const refund = (await storedMessages()).find((m) => m.subject === "Refund question")
        const handled = await api.post(`/admin/contact-messages/${refund.id}`, { handled: true }, admin)
        expect([handled.status, handled.data.contact_message.handled_at]).toEqual([200, expect.any(String)])
        expect(await subjects("handled=true")).toEqual(["Refund question"])
        expect(await subjects("handled=false")).toEqual(["Oslo 100% delivery"])
        await api.post(`/admin/contact-messages/${refund.id}`, { handled: false }, admin)
        expect(await subjects("handled=false")).toEqual(["Refund question", "Oslo 100% delivery"])

        const wrong = await api.post(`/admin/contact-messages/${refund.id}`, { handled: "yes" }, admin)
        expect(wrong.status).toBe(400)
        const badFilter = await api.get("/admin/contact-messages?handled=maybe", admin)
        expect([badFilter.status, badFilter.data.message]).toEqual([
          400,
          "Invalid request: Expected: 'true, false' for field 'handled', but got: 'maybe'",
        ])
        const missing = await api.post(`/admin/contact-messages/cmsg_missing`, { handled: true }, admin)
        expect(missing.status).toBe(404)
      })
    })
  },
})
