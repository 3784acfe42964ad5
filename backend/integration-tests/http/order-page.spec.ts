import { Modules } from "@medusajs/framework/utils"
import { waitFor } from "../chat-stand-in"
import { placeTestOrder, shopIntegrationTestRunner, shopSuite } from "../test-shop"
import { linkToken, LINK_REFUSALS } from "../../src/lib/shop-links"

jest.setTimeout(240 * 1000)

const DAY_MS = 24 * 60 * 60 * 1000
const BUYER = "order-page-buyer@example.com"
const RESIN = "pure-himalayan-shilajit-resin"

/**
 * A guest order is read with its signed link only: the success page gets it for the cart that
 * became the order, the confirmation e-mail carries it; Medusa's /store/orders/:id answers nothing.
 */
shopIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    const { shop, store } = shopSuite(api, getContainer, "10.0.31")
    const orderPage = (token: string) => api.get(`/store/order-page?token=${encodeURIComponent(token)}`, store())

    it("answers nothing of a guest order to its id, without a token", async () => {
      const { order } = await placeTestOrder(api, { regionId: shop.europeRegionId, email: BUYER, handles: [RESIN], store })
      for (const path of [`/store/orders/${order.id}`, `/store/orders/${order.id}?fields=email,*shipping_address`, "/store/orders"]) {
        const { status, data } = await api.get(path, store())
        expect([path, status]).toEqual([path, 404])
        expect(JSON.stringify(data)).not.toContain(BUYER)
        expect(JSON.stringify(data)).not.toContain("Coolsingel")
      }
      const missing = await api.get("/store/order-page", store())
      expect(missing.status).toBe(400)
    })

    it("shows the order of the success page's and the e-mail's signed link: lines, totals, address, status, the withdrawal link", async () => {
      const { cartId, order } = await placeTestOrder(api, { regionId: shop.europeRegionId, email: BUYER, handles: [RESIN], store })

      // the success page: the link of the order the shopper's cart became
      const link = await api.get(`/store/carts/${cartId}/order-link`, store())
      expect(link.status).toBe(200)
      const token = link.data.order_link.token as string
      // no readable id in it
      expect(token).not.toContain("order_")
      expect(Buffer.from(token, "base64url").toString("latin1")).not.toContain(order.id)

      const { status, data } = await orderPage(token)
      expect(status).toBe(200)
      expect(data.order).toEqual(
        expect.objectContaining({
          display_id: order.display_id,
          email: BUYER,
          status: { code: "preparing", label: "Paid, being prepared for shipping" },
          total: order.total,
          shipping_address: expect.objectContaining({
            first_name: "Anna",
            last_name: "de Vries",
            postal_code: "3011 AD",
            city: "Rotterdam",
            country_code: "nl",
          }),
          items: [expect.objectContaining({ product_title: "Pure Himalayan Shilajit Resin", quantity: 1 })],
          withdrawal_token: expect.any(String),
        }),
      )
      expect(data.order.review_links).toHaveLength(1)
      // its withdrawal link opens the withdrawal function for this order
      const invitation = await api.get(`/store/withdrawals/invitation?token=${encodeURIComponent(data.order.withdrawal_token)}`, store())
      expect([invitation.status, invitation.data.invitation?.order_number]).toEqual([200, order.display_id])

      // the confirmation e-mail carries a link to the same page
      const [confirmation] = await waitFor(async () => {
        const sent = await getContainer()
          .resolve(Modules.NOTIFICATION)
          .listNotifications({ resource_id: order.id, template: "order-confirmation" })
        return sent.length ? sent : null
      })
      const orderUrl = new URL(confirmation.data?.order_url as string)
      expect(orderUrl.pathname).toBe("/order")
      const fromMail = await orderPage(orderUrl.searchParams.get("token")!)
      expect([fromMail.status, fromMail.data.order?.display_id]).toEqual([200, order.display_id])

      // weeks later: a link of 30 days ago still works
      const old = await orderPage(linkToken("order-page", { order_id: order.id }, { issuedAt: new Date(Date.now() - 30 * DAY_MS) }))
      expect(old.status).toBe(200)
    })

    it("refuses a forged, changed, expired or other purpose's link with the one 404", async () => {
      const { order } = await placeTestOrder(api, { regionId: shop.europeRegionId, email: BUYER, handles: [RESIN], store })
      const good = linkToken("order-page", { order_id: order.id })
      const refused = [
        `${good.slice(0, -3)}AAA`,
        linkToken("order-page", { order_id: order.id }, { issuedAt: new Date(Date.now() - 800 * DAY_MS) }),
        linkToken("order-withdrawal", { order_id: order.id, email: BUYER }),
        Buffer.from(JSON.stringify({ order_id: order.id })).toString("base64url"),
        order.id,
      ]
      for (const token of refused) {
        const { status, data } = await orderPage(token)
        expect([status, data.message]).toEqual([404, LINK_REFUSALS["order-page"]])
      }
      const cartOfNobody = await api.get(`/store/carts/cart_01NOBODY/order-link`, store())
      expect(cartOfNobody.status).toBe(404)
    })
  },
})
