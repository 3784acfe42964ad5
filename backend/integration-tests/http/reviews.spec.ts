import { placeTestOrder, shopIntegrationTestRunner, shopSuite } from "../test-shop"
import { Modules } from "@medusajs/framework/utils"
import { renderEmail } from "../../src/modules/email-notification/templates"
import { linkToken, linkPayload } from "../../src/lib/shop-links"

jest.setTimeout(240 * 1000)

const RESIN = "pure-himalayan-shilajit-resin"
const ASHWAGANDHA = "ashwagandha-root-powder"
const REVIEW = { rating: 5, title: "Works for me", text: "Dissolves well in warm water.", display_name: "Anna" }

type PlacedOrder = { id: string; cartId: string; items: { id: string; product_id: string; product_handle: string }[] }

shopIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer, dbConnection }) => {
    // each test is its own client: the review route's rate limit does not carry over
    const { shop, store } = shopSuite(api, getContainer, "10.0.5")

    /** Buys the products with the test payment, as the storefront's checkout does. */
    async function placeOrder(handles: string[]): Promise<PlacedOrder> {
      const { cartId, order } = await placeTestOrder(api, { regionId: shop.europeRegionId, email: "buyer@example.com", handles, store })
      return { id: order.id, cartId, items: order.items }
    }

    const tokenFor = (order: PlacedOrder, index = 0) =>
      linkToken("order-line-review", { order_id: order.id, line_item_id: order.items[index].id, product_id: order.items[index].product_id })

    const submit = (body: Record<string, unknown>) => api.post("/store/reviews", body, store())

    const moderate = (id: string, status: string) => api.post(`/admin/reviews/${id}`, { status }, shop.admin)

    async function ratingsOfAllProducts() {
      const { status, data } = await api.get("/store/products?limit=100&fields=id,handle,*product_rating", store())
      expect(status).toBe(200)
      return new Map<string, { average: number; count: number } | null>(
        data.products.map((product: any) => [
          product.handle,
          product.product_rating ? { average: product.product_rating.average, count: product.product_rating.count } : null,
        ]),
      )
    }

    async function submittedReview(order: PlacedOrder, rating: number) {
      const { status, data } = await submit({ ...REVIEW, rating, token: tokenFor(order) })
      expect(status).toBe(201)
      return data.review.id as string
    }

    describe("who may review", () => {
      it("marks an order placed with the test payment as paid for the seller", async () => {
        const order = await placeOrder([ASHWAGANDHA])
        let status: string | undefined
        for (let attempt = 0; attempt < 40 && status !== "captured"; attempt++) {
          const { data } = await api.get(`/admin/orders/${order.id}?fields=payment_status`, shop.admin)
          status = data.order?.payment_status
          if (status !== "captured") await new Promise((resolve) => setTimeout(resolve, 250))
        }
        expect(status).toBe("captured")
      })

      it("refuses a review without a token, with a forged token, or for a product not in that order, with a JSON 4xx", async () => {
        const order = await placeOrder([RESIN])
        const other = await placeOrder([RESIN])
        const { data: products } = await api.get("/store/products?limit=100&fields=id,handle", store())
        const notBought = products.products.find((product: any) => product.handle !== RESIN)

        const missing = await submit({ ...REVIEW })
        const blank = await submit({ ...REVIEW, token: "  " })
        const [payload] = tokenFor(order).split(".")
        const forged = await submit({ ...REVIEW, token: `${payload}.${"A".repeat(43)}` })
        const garbage = await submit({ ...REVIEW, token: "not-a-token" })
        const otherProduct = await submit({
          ...REVIEW,
          token: linkToken("order-line-review", { order_id: order.id, line_item_id: order.items[0].id, product_id: notBought.id }),
        })
        const lineOfAnotherOrder = await submit({
          ...REVIEW,
          token: linkToken("order-line-review", {
            order_id: order.id,
            line_item_id: other.items[0].id,
            product_id: other.items[0].product_id,
          }),
        })
        for (const refused of [missing, blank, forged, garbage, otherProduct, lineOfAnotherOrder]) {
          expect(refused.status).toBe(400)
          expect(refused.data.message).toEqual(expect.any(String))
          expect(JSON.stringify(refused.data)).not.toMatch(/at .*\.js:\d+/)
        }
        expect(missing.data.errors).toEqual({ token: "This review link is incomplete." })
        expect(forged.data.message).toBe("This review link is not valid.")
        expect(otherProduct.data.message).toBe("This product is not in that order.")
        expect(lineOfAnotherOrder.data.message).toBe("This product is not in that order.")
        const { rows } = await dbConnection.raw(`SELECT count(*)::int AS count FROM review`)
        expect(rows[0].count).toBe(0)
      })

      it("accepts one review per order line: a reused token is refused", async () => {
        const order = await placeOrder([RESIN])
        const token = tokenFor(order)
        const invitation = await api.get(`/store/reviews/invitation?token=${encodeURIComponent(token)}`, store())
        expect(invitation.data).toEqual({
          product: expect.objectContaining({ id: order.items[0].product_id, handle: RESIN }),
          already_reviewed: false,
        })

        const first = await submit({ ...REVIEW, token })
        expect(first.status).toBe(201)
        expect(first.data.review.status).toBe("pending")
        const reused = await submit({ ...REVIEW, title: "Again", token })
        expect(reused.status).toBe(422)
        expect(reused.data.message).toBe("This product of your order has already been reviewed.")
        const concurrent = await Promise.all([1, 2, 3].map(() => submit({ ...REVIEW, token })))
        expect(concurrent.map((response) => response.status)).toEqual([422, 422, 422])

        const { data: again } = await api.get(`/store/reviews/invitation?token=${encodeURIComponent(token)}`, store())
        expect(again.already_reviewed).toBe(true)
        const { rows } = await dbConnection.raw(`SELECT count(*)::int AS count FROM review WHERE order_id = ?`, [order.id])
        expect(rows[0].count).toBe(1)
        // the seller is told once, in the admin's feed and by e-mail to the shop, that it waits for her
        const notices = await getContainer().resolve(Modules.NOTIFICATION).listNotifications({ resource_id: first.data.review.id })
        expect(notices.map((notice) => [notice.channel, notice.to]).sort()).toEqual([
          ["email", "info@example.com"],
          ["feed", ""],
        ])
        expect(notices.find((notice) => notice.channel === "feed")?.data).toEqual({
          title: "Review to approve: 5/5 for Pure Himalayan Shilajit Resin",
          description: expect.stringContaining('Anna wrote "Works for me". It shows in the shop once you approve it.'),
        })
        // the seller's list searches title, text and name, within the status asked for
        const found = async (query: string) =>
          (await api.get(`/admin/reviews?${query}`, shop.admin)).data.reviews.map((review: { id: string }) => review.id)
        expect(await found("q=DISSOLVES%20anna")).toEqual([first.data.review.id])
        expect(await found("q=dissolves&status=approved")).toEqual([])
        expect(await found("q=nothing-like-this")).toEqual([])
      })

      it("validates the review's fields", async () => {
        const order = await placeOrder([RESIN])
        const token = tokenFor(order)
        for (const rating of [0, 6, 4.5, "five"]) {
          const { status, data } = await submit({ ...REVIEW, rating, token })
          expect(status).toBe(400)
          expect(data.errors).toEqual({ rating: "Choose a rating from 1 to 5 stars" })
        }
        const { data } = await submit({ token, rating: 4, title: " ", text: "", display_name: "x".repeat(61) })
        expect(data.errors).toEqual({
          title: "Title is required",
          text: "Review is required",
          display_name: "Name must be at most 60 characters",
        })
      })
    })

    describe("the review links", () => {
      it("are in the order confirmation email and on the success page, one per order line", async () => {
        const order = await placeOrder([RESIN, ASHWAGANDHA])
        const notifications = getContainer().resolve(Modules.NOTIFICATION)
        let sent: any
        for (let attempt = 0; attempt < 50 && !sent; attempt++) {
          ;[sent] = await notifications.listNotifications({ resource_id: order.id, template: "order-confirmation" })
          if (!sent) await new Promise((resolve) => setTimeout(resolve, 200))
        }
        expect(sent.data.lines).toHaveLength(2)
        const email = renderEmail("order-confirmation", sent.data)
        // a sealed link has a nonce of its own each time: what each token carries is compared
        const invitations = (tokens: (string | null)[]) =>
          tokens
            .map((token) => linkPayload("order-line-review", token ?? ""))
            .sort((a, b) => String(a?.line_item_id).localeCompare(String(b?.line_item_id)))
        const expectedInvitations = invitations(order.items.map((_, index) => tokenFor(order, index)))
        expect(expectedInvitations.every(Boolean)).toBe(true)
        expect(invitations(sent.data.lines.map((line: any) => new URL(line.review_url).searchParams.get("token")))).toEqual(
          expectedInvitations,
        )
        for (const line of sent.data.lines) {
          expect(new URL(line.review_url).pathname).toBe("/review")
          expect(email.html).toContain(`href="${line.review_url}"`)
          expect(email.text).toContain(`Write a review: ${line.review_url}`)
        }

        const { status, data } = await api.get(`/store/carts/${order.cartId}/review-links`, store())
        expect(status).toBe(200)
        expect(invitations(data.review_links.map((link: any) => link.token))).toEqual(expectedInvitations)
        expect(data.review_links[0]).toEqual({
          line_item_id: expect.any(String),
          product_id: expect.any(String),
          product_title: expect.any(String),
          token: expect.any(String),
        })
        const unknownCart = await api.get(`/store/carts/cart_unknown/review-links`, store())
        expect(unknownCart.status).toBe(404)
      })
    })

    describe("moderation and ratings", () => {
      it("counts an approved review in the product's average and count, and not a rejected or pending one", async () => {
        const before = await ratingsOfAllProducts()
        expect(before.get(RESIN)).toBeNull()

        const five = await submittedReview(await placeOrder([RESIN]), 5)
        const four = await submittedReview(await placeOrder([RESIN]), 4)
        const one = await submittedReview(await placeOrder([RESIN]), 1)
        const pending = await submittedReview(await placeOrder([RESIN]), 2)
        expect((await ratingsOfAllProducts()).get(RESIN)).toBeNull()

        const { status, data: queue } = await api.get("/admin/reviews", shop.admin)
        expect(status).toBe(200)
        expect(queue.reviews.map((review: any) => review.id)).toEqual(expect.arrayContaining([five, four, one, pending]))
        expect(queue.reviews.every((review: any) => review.status === "pending")).toBe(true)
        expect(queue.reviews[0]).toMatchObject({ product: { handle: RESIN }, order: { display_id: expect.any(Number) } })
        expect((await api.get("/admin/reviews", { validateStatus: () => true })).status).toBe(401)

        expect((await moderate(five, "approved")).status).toBe(200)
        expect((await ratingsOfAllProducts()).get(RESIN)).toEqual({ average: 5, count: 1 })
        await moderate(four, "approved")
        expect((await ratingsOfAllProducts()).get(RESIN)).toEqual({ average: 4.5, count: 2 })
        await moderate(one, "rejected")
        expect((await ratingsOfAllProducts()).get(RESIN)).toEqual({ average: 4.5, count: 2 })
        // approving and then rejecting takes it out again
        await moderate(one, "approved")
        expect((await ratingsOfAllProducts()).get(RESIN)?.count).toBe(3)
        await moderate(one, "rejected")
        expect((await ratingsOfAllProducts()).get(RESIN)).toEqual({ average: 4.5, count: 2 })

        const { data: rejected } = await api.get("/admin/reviews?status=rejected", shop.admin)
        expect(rejected.reviews.map((review: any) => review.id)).toEqual([one])
        const invalid = await moderate(pending, "published")
        expect(invalid.status).toBe(400)
        expect((await moderate("rev_unknown", "approved")).status).toBe(404)

        // the product page's list: approved reviews only, newest first, paged, without the order
        const productId = (await api.get(`/store/products?handle=${RESIN}&fields=id`, store())).data.products[0].id
        const page1 = await api.get(`/store/reviews?product_id=${productId}&limit=1`, store())
        expect(page1.data).toMatchObject({ count: 2, limit: 1, offset: 0 })
        expect(page1.data.reviews).toEqual([
          {
            id: four,
            rating: 4,
            title: REVIEW.title,
            text: REVIEW.text,
            display_name: REVIEW.display_name,
            created_at: expect.any(String),
          },
        ])
        const page2 = await api.get(`/store/reviews?product_id=${productId}&limit=1&offset=1`, store())
        expect(page2.data.reviews.map((review: any) => review.id)).toEqual([five])
        expect((await api.get(`/store/reviews`, store())).status).toBe(400)

        // the whole product list answers with every product's rating in one request
        const { status: listed, data } = await api.get("/store/products?limit=100&fields=id,handle,*product_rating", store())
        expect(listed).toBe(200)
        expect(data.products.length).toBeGreaterThan(3)
        const rated = data.products.filter((product: any) => product.product_rating?.count > 0)
        expect(rated.map((product: any) => product.handle)).toEqual([RESIN])
        expect(rated[0].product_rating).toMatchObject({ average: 4.5, count: 2 })
        // a single product answers the same way
        const { data: single } = await api.get(`/store/products/${rated[0].id}?fields=id,*product_rating`, store())
        expect(single.product.product_rating).toMatchObject({ average: 4.5, count: 2 })
      })
    })
  },
})
