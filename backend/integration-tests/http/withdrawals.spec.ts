import { SMTP_PORT } from "../forms-mode"
import { waitFor } from "../chat-stand-in"
import { SmtpStandIn } from "../smtp-stand-in"
import { retryUnsentEmailsWorkflow } from "../../src/workflows/notification/retry-unsent-emails"
import { feedNoticesOf, placeTestOrder, shopIntegrationTestRunner, shopSuite } from "../test-shop"
import { Modules } from "@medusajs/framework/utils"
import { POSTAL_CODE_REQUIRED } from "../../src/api/store/withdrawals/validators"
import { REVIEW_OF_WITHDRAWN_LINE } from "../../src/workflows/review/steps/resolve-reviewable-line"
import { ORDER_NOT_FOUND } from "../../src/workflows/withdrawal/steps/withdrawal-errors"
import { withdrawalReceived, type WithdrawalReceivedData } from "../../src/modules/email-notification/templates/withdrawal-received"
import { WITHDRAWAL_LOOKUP_FAILURES, WITHDRAWAL_LOOKUPS_LOCKED } from "../../src/lib/withdrawal-lookups"
import { linkToken } from "../../src/lib/shop-links"

jest.setTimeout(240 * 1000)

const RESIN = "pure-himalayan-shilajit-resin"
const ASHWAGANDHA = "ashwagandha-root-powder"
const BUYER = "withdrawal-buyer@example.com"

type PlacedOrder = { id: string; display_id: number; items: { id: string; quantity: number; product_id?: string }[] }

shopIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer, dbConnection }) => {
    // the shop mails through a local SMTP relay, which one test takes down
    const smtp = new SmtpStandIn(SMTP_PORT)
    beforeAll(() => smtp.start())
    afterAll(() => smtp.stop())
    // each test is its own client: the withdrawal routes' rate limit does not carry over
    const { shop, store, nextClient } = shopSuite(api, getContainer, "10.0.9")

    /** Buys the products with the test payment, as the storefront's checkout does. */
    async function placeOrder(handles: string[]): Promise<PlacedOrder> {
      const { order } = await placeTestOrder(api, { regionId: shop.europeRegionId, email: BUYER, handles, store })
      return { id: order.id, display_id: order.display_id, items: order.items }
    }

    /** The seller hands the whole order to fulfilment in the admin. */
    async function fulfil(order: PlacedOrder) {
      const { status, data } = await api.post(
        `/admin/orders/${order.id}/fulfillments`,
        { items: order.items.map((item) => ({ id: item.id, quantity: item.quantity })) },
        shop.admin,
      )
      expect([status, data.message]).toEqual([200, undefined])
    }

    const withdraw = (body: unknown) => api.post("/store/withdrawals", body, store())
    const lookup = (body: unknown) => api.post("/store/withdrawals/lookup", body, store())
    // the test orders are delivered to DUTCH_ADDRESS (postal code "3011 AD")
    const statementFor = (order: PlacedOrder) => ({
      name: "Anna de Vries",
      order_number: String(order.display_id),
      email: BUYER,
      postal_code: "3011 AD",
    })

    const reviewLinkOf = (order: PlacedOrder) =>
      linkToken("order-line-review", { order_id: order.id, line_item_id: order.items[0].id, product_id: "prod_any" })
    const count = async (table: string) => (await dbConnection.raw(`SELECT count(*)::int AS count FROM ${table}`)).rows[0].count as number
    const returnsOf = async (orderId: string) => {
      const { data } = await api.get(`/admin/returns?order_id=${orderId}&fields=id,status,order_id,*items`, shop.admin)
      return data.returns as { id: string; status: string; items: { item_id: string; quantity: number }[] }[]
    }
    const acknowledgements = async (orderId: string) => {
      const notifications = await getContainer().resolve(Modules.NOTIFICATION).listNotifications({ resource_id: orderId })
      return notifications.filter((notification) => notification.template === "withdrawal-received")
    }

    it("refuses bad input with a 400 naming the field, before anything else", async () => {
      const order = await placeOrder([RESIN])
      const good = statementFor(order)
      const cases: [unknown, string, string][] = [
        [{ ...good, name: "  " }, "name", "Name is required"],
        [{ ...good, name: undefined }, "name", "Name is required"],
        [{ ...good, order_number: "" }, "order_number", "Order number is required"],
        [{ ...good, order_number: "12a" }, "order_number", "Enter the order number from your order confirmation, e.g. 1042"],
        [{ ...good, order_number: { $gt: 0 } }, "order_number", "Enter the order number from your order confirmation, e.g. 1042"],
        [{ ...good, email: "" }, "email", "Email is required"],
        [{ ...good, email: "anna@" }, "email", "Invalid email address"],
        [{ ...good, postal_code: undefined }, "postal_code", POSTAL_CODE_REQUIRED],
        [{ ...good, postal_code: "   " }, "postal_code", POSTAL_CODE_REQUIRED],
        [{ name: "Anna", token: "" }, "token", "This withdrawal link is incomplete."],
        [{ ...good, item_ids: "all" }, "item_ids", "Choose the items you withdraw from"],
        [{ ...good, item_ids: [] }, "item_ids", "Choose at least one item"],
        [{ ...good, item_ids: [order.items[0].id, order.items[0].id] }, "item_ids", "Each item can be chosen once"],
      ]
      for (const [body, field, message] of cases) {
        nextClient()
        const { status, data } = await withdraw(body)
        expect([status, data.errors?.[field]]).toEqual([400, message])
      }
      const notAnObject = await api.post("/store/withdrawals", [good], store())
      expect(notAnObject.status).toBe(400)
      expect(notAnObject.data.message).toBe("The request body must be a JSON object.")
      expect(await count("withdrawal")).toBe(0)
    })

    it("identifies the buyer by order number, e-mail and delivery postal code: without the postal code or with a wrong one nothing is shown, stored or sent", async () => {
      const order = await placeOrder([RESIN])
      const { postal_code: _left, ...withoutPostalCode } = statementFor(order)
      const refused = [
        await lookup(withoutPostalCode),
        await withdraw(withoutPostalCode),
        await lookup({ ...statementFor(order), postal_code: "3011 AE" }),
        await withdraw({ ...statementFor(order), postal_code: "1011 AB" }),
      ]
      nextClient()
      refused.push(await withdraw({ ...statementFor(order), name: "Somebody Else", postal_code: "10118" }))
      expect(refused.map(({ status, data }) => [status, data.order, data.withdrawal])).toEqual([
        [400, undefined, undefined],
        [400, undefined, undefined],
        [404, undefined, undefined],
        [404, undefined, undefined],
        [404, undefined, undefined],
      ])
      expect(refused[2].data).toEqual({ type: "not_found", message: ORDER_NOT_FOUND })
      expect(await count("withdrawal")).toBe(0)
      expect(await acknowledgements(order.id)).toEqual([])
      expect(smtp.mails.filter((mail) => mail.text.includes(`withdrawal from order #${order.display_id}`))).toEqual([])

      // the buyer's, in any case and spacing, is accepted; her e-mail names her as the order does,
      // not with what was typed in the name field
      nextClient()
      const found = await lookup({ ...statementFor(order), postal_code: " 3011ad " })
      expect(found.status).toBe(200)
      const typedName = "Anna de Vries - call +1 555 0100 for your refund"
      const accepted = await withdraw({ ...statementFor(order), name: typedName, postal_code: "3011-ad" })
      expect(accepted.status).toBe(201)
      const [acknowledgement] = await acknowledgements(order.id)
      expect(acknowledgement.data).toEqual(expect.objectContaining({ name: "Anna de Vries" }))
      expect(JSON.stringify(acknowledgement.data)).not.toContain("555 0100")
    })

    it("answers a wrong order number and a wrong e-mail address alike, and makes nothing", async () => {
      const order = await placeOrder([RESIN])
      const other = await placeOrder([RESIN])
      const wrongNumber = await withdraw({ ...statementFor(order), order_number: String(other.display_id + 1000) })
      const wrongEmail = await withdraw({ ...statementFor(order), email: "someone-else@example.com" })
      const numberOfAnotherOrderOfSomeoneElse = await lookup({ ...statementFor(other), email: "someone-else@example.com" })
      for (const refused of [wrongNumber, wrongEmail, numberOfAnotherOrderOfSomeoneElse]) {
        expect(refused.status).toBe(404)
        expect(refused.data).toEqual({ type: "not_found", message: ORDER_NOT_FOUND })
      }
      expect(await count("withdrawal")).toBe(0)
      expect(await returnsOf(order.id)).toEqual([])
      // the address is compared without case or spaces
      const found = await lookup({ ...statementFor(order), email: `  ${BUYER.toUpperCase()} ` })
      expect(found.status).toBe(200)
      expect(found.data.order).toEqual({
        order_number: order.display_id,
        items: [expect.objectContaining({ id: order.items[0].id, quantity: 1, withdrawn: false })],
      })
    })

    it("makes a shipped order's withdrawal a requested return, once, and acknowledges it", async () => {
      const order = await placeOrder([RESIN, ASHWAGANDHA])
      await fulfil(order)
      const [first, second] = order.items

      const { status, data } = await withdraw({ ...statementFor(order), item_ids: [first.id] })
      expect([status, data.message]).toEqual([201, undefined])
      expect(data.withdrawal).toEqual(
        expect.objectContaining({
          order_number: order.display_id,
          items: [expect.objectContaining({ id: first.id, quantity: 1 })],
          return_id: expect.any(String),
        }),
      )
      expect(Date.now() - new Date(data.withdrawal.received_at).getTime()).toBeLessThan(60_000)

      // the seller sees a requested return of that item on the order
      const [requested] = await returnsOf(order.id)
      expect(requested).toEqual(expect.objectContaining({ id: data.withdrawal.return_id, status: "requested" }))
      expect(requested.items.map((item) => [item.item_id, item.quantity])).toEqual([[first.id, 1]])

      // stored with its time, then acknowledged by e-mail
      const { rows } = await dbConnection.raw(`SELECT name, email, order_display_id, received_at, return_id FROM withdrawal`)
      expect(rows).toEqual([
        expect.objectContaining({ name: "Anna de Vries", email: BUYER, order_display_id: order.display_id, return_id: requested.id }),
      ])
      const [acknowledgement] = await acknowledgements(order.id)
      expect(acknowledgement).toEqual(expect.objectContaining({ to: BUYER, channel: "email" }))
      expect(acknowledgement.data).toEqual(
        expect.objectContaining({
          display_id: order.display_id,
          received_at: data.withdrawal.received_at,
          items: [expect.objectContaining({ quantity: 1 })],
          items_to_return: true,
        }),
      )
      // the law's refund rule: 14 days from the day the withdrawal was received, held back at most until the goods or proof of sending arrive
      const shippedText = withdrawalReceived(acknowledgement.data as WithdrawalReceivedData).text
      expect(shippedText).toContain("Please send items you have already received back within 14 days of your withdrawal")
      expect(shippedText).toContain("within 14 days of the day we receive your withdrawal")
      expect(shippedText).toContain("until we have received them back or you have shown that you have sent them")
      expect(shippedText).not.toContain("inspection")

      // the same item again: refused clearly, nothing more made
      nextClient()
      const again = await withdraw({ ...statementFor(order), item_ids: [first.id] })
      expect(again.status).toBe(422)
      expect(again.data.message).toBe(`You have already withdrawn from these items of order #${order.display_id}.`)
      // all items: the rest of the order, the withdrawn item left out
      const rest = await withdraw(statementFor(order))
      expect(rest.status).toBe(201)
      expect(rest.data.withdrawal.items.map((item: { id: string }) => item.id)).toEqual([second.id])
      const nothingLeft = await withdraw(statementFor(order))
      expect(nothingLeft.status).toBe(422)
      expect((await returnsOf(order.id)).map((orderReturn) => orderReturn.status)).toEqual(["requested", "requested"])
      expect(await acknowledgements(order.id)).toHaveLength(2)
      const { data: looked } = await lookup(statementFor(order))
      expect(looked.order.items.map((item: { withdrawn: boolean }) => item.withdrawn)).toEqual([true, true])
    })

    it("stores and acknowledges the withdrawal of an order not shipped yet, without a return", async () => {
      const order = await placeOrder([ASHWAGANDHA])
      const { status, data } = await withdraw(statementFor(order))
      expect([status, data.message]).toEqual([201, undefined])
      expect(data.withdrawal.return_id).toBeNull()
      expect(await returnsOf(order.id)).toEqual([])
      const sent = await acknowledgements(order.id)
      expect(sent).toHaveLength(1)
      const [acknowledgement] = sent
      expect(acknowledgement.data).toMatchObject({ items_to_return: false })
      // refunded at once, nothing was sent: nothing to send back
      const text = withdrawalReceived(acknowledgement.data as WithdrawalReceivedData).text
      expect(text).not.toContain("send items you have already received back")
      expect(text).toContain("you have nothing to send back")
      expect(text).toContain("within 14 days of the day we receive your withdrawal")
      const feed = await feedNoticesOf(getContainer(), order.id)
      // nothing of it shipped: the withdrawal took the order off (seller-withdrawals has the rest)
      expect(feed[0]?.data?.description).toContain("the order is cancelled, and what was paid is refunded in full")

      // looked up again by its buyer, the order shows as withdrawn (not as an unknown order), and is not withdrawn twice
      const again = await lookup(statementFor(order))
      expect([again.status, again.data.order?.items?.map((item: { withdrawn: boolean }) => item.withdrawn)]).toEqual([200, [true]])
      const twice = await withdraw(statementFor(order))
      expect([twice.status, twice.data.message]).toEqual([
        422,
        `You have already withdrawn from these items of order #${order.display_id}.`,
      ])

      // the order page says so, marks the line, and invites no review of it; a review of it is refused
      const page = await api.get(`/store/order-page?token=${encodeURIComponent(linkToken("order-page", { order_id: order.id }))}`, store())
      expect(page.data.order.status).toEqual({ code: "withdrawn", label: "Withdrawn: cancelled and refunded" })
      expect([
        page.data.order.items.map((item: { withdrawn: boolean }) => item.withdrawn),
        page.data.order.review_links,
        page.data.order.withdrawal_token,
      ]).toEqual([[true], [], null])
      const line = order.items[0]
      const review = await api.post(
        "/store/reviews",
        {
          token: linkToken("order-line-review", { order_id: order.id, line_item_id: line.id, product_id: line.product_id ?? "" }),
          rating: 5,
          title: "Great",
          text: "It arrived well.",
          display_name: "Anna",
        },
        store(),
      )
      expect([review.status, review.data.message]).toEqual([400, REVIEW_OF_WITHDRAWN_LINE])
    })

    it("keeps a withdrawal made while the mail relay is down, and sends its acknowledgement once the relay is back", async () => {
      const order = await placeOrder([RESIN])
      await fulfil(order)
      await smtp.stop()
      let answer: Awaited<ReturnType<typeof withdraw>>
      try {
        answer = await withdraw(statementFor(order))
      } finally {
        await smtp.start()
      }
      // stored before anything was sent: the statement and its return request stay
      expect([answer.status, answer.data.message]).toEqual([201, undefined])
      expect((await returnsOf(order.id)).map((orderReturn) => orderReturn.id)).toEqual([answer.data.withdrawal.return_id])
      const { rows } = await dbConnection.raw(`SELECT id FROM withdrawal WHERE order_id = ?`, [order.id])
      expect(rows).toEqual([{ id: answer.data.withdrawal.id }])
      expect((await acknowledgements(order.id)).map((notification) => notification.status)).toEqual(["failure"])

      // the minute job sends the failed acknowledgement again
      await retryUnsentEmailsWorkflow(getContainer()).run({ input: { now: Date.now() + 2 * 60_000 } })
      const mail = await waitFor(() =>
        smtp.mails.find((sent) => sent.to.includes(BUYER) && sent.text.includes(`Order number: #${order.display_id}`)),
      )
      expect(mail.text).toContain(`We received your withdrawal from order #${order.display_id} on`)
    })

    it("refuses two statements for the same items sent at once: one is stored", async () => {
      const order = await placeOrder([RESIN])
      await fulfil(order)
      const answers = await Promise.all([withdraw(statementFor(order)), withdraw(statementFor(order))])
      expect(answers.map((answer) => [answer.status, answer.data.message]).sort()).toEqual([
        [201, undefined],
        [422, `You have already withdrawn from these items of order #${order.display_id}.`],
      ])
      expect(await returnsOf(order.id)).toHaveLength(1)
      const { rows } = await dbConnection.raw(`SELECT count(*)::int AS count FROM withdrawal WHERE order_id = ?`, [order.id])
      expect(rows[0].count).toBe(1)
    })

    it("fills the form in from the signed link of the order confirmation, and refuses a forged one", async () => {
      const order = await placeOrder([RESIN])
      const token = linkToken("order-withdrawal", { order_id: order.id, email: BUYER })
      // the link carries no readable id or address
      expect(Buffer.from(token, "base64url").toString("latin1")).not.toMatch(/order_|withdrawal-buyer/)
      const { status, data } = await api.get(`/store/withdrawals/invitation?token=${encodeURIComponent(token)}`, store())
      expect(status).toBe(200)
      expect(data.invitation).toEqual({ name: "Anna de Vries", order_number: order.display_id, email: BUYER })
      const [payload] = token.split(".")
      const forged = await api.get(`/store/withdrawals/invitation?token=${payload}.${"A".repeat(43)}`, store())
      expect([forged.status, forged.data.message]).toEqual([400, "This withdrawal link is not valid."])
      const missing = await api.get(`/store/withdrawals/invitation`, store())
      expect(missing.status).toBe(400)
    })

    it("takes the withdrawal by the signed link alone (no other details), and refuses a forged or another purpose's link with nothing stored", async () => {
      const order = await placeOrder([RESIN])
      const token = linkToken("order-withdrawal", { order_id: order.id, email: BUYER })
      const forged = [`${token.slice(0, -4)}AAAA`, reviewLinkOf(order), "not-a-token"]
      for (const bad of forged) {
        nextClient()
        const refused = await withdraw({ name: "Anna de Vries", token: bad })
        expect([refused.status, refused.data.message]).toEqual([404, ORDER_NOT_FOUND])
      }
      expect(await count("withdrawal")).toBe(0)
      nextClient()
      const looked = await lookup({ name: "Anna de Vries", token })
      expect([looked.status, looked.data.order?.order_number]).toEqual([200, order.display_id])
      const accepted = await withdraw({ name: "Anna de Vries", token })
      expect([accepted.status, accepted.data.withdrawal?.order_number]).toEqual([201, order.display_id])
    })

    it("locks an order's details after a few wrong postal codes from any clients, mails its buyer, and still takes the signed link", async () => {
      const buyer = `guessed-${Date.now()}@example.com`
      const { order } = await placeTestOrder(api, { regionId: shop.europeRegionId, email: buyer, handles: [RESIN], store })
      const details = { name: "Anna de Vries", order_number: String(order.display_id), email: buyer }
      // 40 wrong postal codes over 8 clients (5 each: every client stays within its own limit)
      const answers: { status: number; message: string }[] = []
      for (let guess = 0; guess < 40; guess++) {
        if (guess % 5 === 0) nextClient()
        const { status, data } = await (guess % 2 ? withdraw : lookup)({ ...details, postal_code: `${1000 + guess} AA` })
        answers.push({ status, message: data.message })
      }
      const { perOrder } = WITHDRAWAL_LOOKUP_FAILURES
      expect(answers.slice(0, perOrder)).toEqual(Array(perOrder).fill({ status: 404, message: ORDER_NOT_FOUND }))
      expect(answers.slice(perOrder)).toEqual(Array(40 - perOrder).fill({ status: 429, message: WITHDRAWAL_LOOKUPS_LOCKED }))
      // the right postal code by details is refused too now; nothing was withdrawn
      nextClient()
      expect((await withdraw({ ...details, postal_code: "3011 AD" })).status).toBe(429)
      expect(await count("withdrawal")).toBe(0)
      // the buyer is told, once, with the link that still works
      const told = await waitFor(async () => {
        const sent = await getContainer()
          .resolve(Modules.NOTIFICATION)
          .listNotifications({ to: buyer, template: "withdrawal-lookups-locked" })
        return sent.length ? sent : null
      })
      expect(told).toHaveLength(1)
      const token = new URL(String(told[0].data?.withdrawal_url)).searchParams.get("token")!
      const byLink = await lookup({ name: "Anna de Vries", token })
      expect([byLink.status, byLink.data.order?.order_number]).toEqual([200, order.display_id])
      expect((await withdraw({ name: "Anna de Vries", token })).status).toBe(201)
    })

    it("limits a client to 5 lookups and withdrawals a minute", async () => {
      const order = await placeOrder([RESIN])
      const answers: number[] = []
      for (let attempt = 0; attempt < 6; attempt++) {
        answers.push((await lookup({ ...statementFor(order), order_number: String(order.display_id + 100 + attempt) })).status)
      }
      expect(answers).toEqual([404, 404, 404, 404, 404, 429])
      const blocked = await withdraw(statementFor(order))
      expect(blocked.status).toBe(429)
      expect(blocked.data.message).toBe("Too many attempts. Please try again in a minute.")
      expect(await count("withdrawal")).toBe(0)
    })
  },
})
