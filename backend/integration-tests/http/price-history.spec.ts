import { seededShop, sellerSession, shopIntegrationTestRunner, type RequestOptions } from "../test-shop"
import recordPriceChangesJob from "../../src/jobs/record-price-changes"
import { PRICE_HISTORY_MODULE } from "../../src/modules/price-history"
import type PriceHistoryModuleService from "../../src/modules/price-history/service"

jest.setTimeout(240 * 1000)

const DAY_MS = 24 * 60 * 60 * 1000

type Reference = { variant_id: string; currency_code: string; price: number; reference_price: number | null; percent_off: number | null }

shopIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let publishableKey: string
    let regionId: string
    let admin: RequestOptions
    const store = () => ({ headers: { "x-publishable-api-key": publishableKey }, validateStatus: () => true })
    const history = () => getContainer().resolve(PRICE_HISTORY_MODULE) as PriceHistoryModuleService

    beforeAll(async () => {
      ;({ publishableKey, europeRegionId: regionId } = await seededShop(getContainer()))
      admin = await sellerSession(api, getContainer())
    })

    async function variantBySku(sku: string) {
      const { data } = await api.get(`/admin/product-variants?sku=${sku}&fields=id,product_id,*prices`, admin)
      const variant = data.variants[0] as {
        id: string
        product_id: string
        prices: { id: string; amount: number; currency_code: string }[]
      }
      return { id: variant.id, productId: variant.product_id, priceId: variant.prices.find((price) => price.currency_code === "eur")!.id }
    }

    const recordsOf = (variantId: string) =>
      history().listPriceRecords({ variant_id: variantId }, { order: { started_at: "ASC", kind: "ASC" } })

    /** Moves a variant's whole recorded history `days` back in time, as if it had happened then. */
    async function backdate(variantId: string, days: number) {
      const shift = (date: Date | string) => new Date(new Date(date).getTime() - days * DAY_MS)
      const records = await recordsOf(variantId)
      await history().updatePriceRecords(
        records.map((record) => ({
          id: record.id,
          started_at: shift(record.started_at),
          ended_at: record.ended_at ? shift(record.ended_at) : null,
        })),
      )
    }

    /** The seller changes a variant's regular price in the admin. */
    async function setRegularPrice(sku: string, amount: number) {
      const variant = await variantBySku(sku)
      const response = await api.post(
        `/admin/products/${variant.productId}/variants/${variant.id}`,
        { prices: [{ id: variant.priceId, currency_code: "eur", amount }] },
        admin,
      )
      expect(response.status).toBe(200)
    }

    /** The seller starts a sale in the admin: a price list of type sale. */
    async function startSale(title: string, prices: { variant_id: string; amount: number }[]) {
      const response = await api.post(
        "/admin/price-lists",
        { title, description: title, type: "sale", status: "active", prices: prices.map((price) => ({ ...price, currency_code: "eur" })) },
        admin,
      )
      expect(response.status).toBe(200)
      return response.data.price_list.id as string
    }

    const sweep = () => recordPriceChangesJob(getContainer())

    async function referenceOf(variantId: string): Promise<Reference> {
      const { status, data } = await api.get(`/store/price-references?region_id=${regionId}&variant_ids=${variantId}`, store())
      expect(status).toBe(200)
      return data.price_references.find((reference: Reference) => reference.variant_id === variantId)
    }

    /** What the product's page in the admin says of a variant's sale (widget product-sale). */
    async function saleNoteOf(variant: { id: string; productId: string }) {
      const { status, data } = await api.get(`/admin/products/${variant.productId}/sale-notes`, admin)
      expect(status).toBe(200)
      return data.sale_notes.find((note: { variant_id: string }) => note.variant_id === variant.id)
    }

    it("records the seed's prices, and shows its sale as no reduction: no price applied for 30 days before it", async () => {
      const onSale = await variantBySku("SHI-RES-30")
      const records = await recordsOf(onSale.id)
      expect(records.map((record) => [record.kind, Number(record.amount), record.ended_at])).toEqual(
        expect.arrayContaining([
          ["base", 59.99, null],
          ["sale", 49.99, null],
        ]),
      )
      expect(records).toHaveLength(2)
      // a second sweep with no price change records nothing
      await sweep()
      expect(await recordsOf(onSale.id)).toHaveLength(2)
      expect(await referenceOf(onSale.id)).toEqual({
        variant_id: onSale.id,
        currency_code: "eur",
        price: 49.99,
        reference_price: null,
        percent_off: null,
      })
      // the seller's product page says why: less than 30 days of price history before the sale
      expect(await saleNoteOf(onSale)).toMatchObject({
        price: 49.99,
        regular_price: 59.99,
        reduction: null,
        withheld: { reason: "short-history" },
      })
      expect((await api.get("/admin/products/prod_unknown/sale-notes", admin)).status).toBe(404)
    })

    it("shows a reduction after 30 days of a steady price against that price, the percentage off it", async () => {
      const variant = await variantBySku("SHI-GLD-30")
      await backdate(variant.id, 45)
      expect(await referenceOf(variant.id)).toMatchObject({ price: 69.95, reference_price: null, percent_off: null })

      await startSale("Gold sale", [{ variant_id: variant.id, amount: 55.96 }])
      // the minute job's sweep (the subscriber of the price list's events may have been first)
      await sweep()
      const records = await recordsOf(variant.id)
      expect(records.map((record) => [record.kind, Number(record.amount), record.ended_at === null])).toEqual([
        ["base", 69.95, true],
        ["sale", 55.96, true],
      ])
      expect(await referenceOf(variant.id)).toEqual({
        variant_id: variant.id,
        currency_code: "eur",
        price: 55.96,
        reference_price: 69.95,
        percent_off: 20,
      })
      expect(await saleNoteOf(variant)).toMatchObject({
        price: 55.96,
        reduction: { reference_price: 69.95, percent_off: 20 },
        withheld: null,
      })
    })

    it("shows no reduction when the price was raised and then 'discounted' back within 30 days", async () => {
      const variant = await variantBySku("ESS-ASH-100")
      await backdate(variant.id, 60)
      // raised 10 days ago: the admin's change is recorded when the seller saves it
      await setRegularPrice("ESS-ASH-100", 29.95)
      await sweep()
      const afterRaise = await recordsOf(variant.id)
      expect(afterRaise.map((record) => [record.kind, Number(record.amount), record.ended_at === null])).toEqual([
        ["base", 19.95, false],
        ["base", 29.95, true],
      ])
      await backdate(variant.id, 10)

      await startSale("Ashwagandha 'sale'", [{ variant_id: variant.id, amount: 19.95 }])
      await sweep()
      expect(await referenceOf(variant.id)).toEqual({
        variant_id: variant.id,
        currency_code: "eur",
        price: 19.95,
        reference_price: null,
        percent_off: null,
      })
      expect(await saleNoteOf(variant)).toMatchObject({
        price: 19.95,
        reduction: null,
        withheld: { reason: "not-lower", reference_price: 19.95 },
      })
    })

    it("computes the percentage from the lowest price of the 30 days before the reduction", async () => {
      const variant = await variantBySku("ESS-MOR-250")
      await backdate(variant.id, 60)
      // 28.00 for five days, from 20 days ago, then 32.95 again
      await setRegularPrice("ESS-MOR-250", 28)
      await sweep()
      await backdate(variant.id, 5)
      await setRegularPrice("ESS-MOR-250", 32.95)
      await sweep()
      await backdate(variant.id, 15)

      await startSale("Moringa sale", [{ variant_id: variant.id, amount: 21 }])
      await sweep()
      // 21.00 against 28.00 (not 32.95): 25% off
      expect(await referenceOf(variant.id)).toEqual({
        variant_id: variant.id,
        currency_code: "eur",
        price: 21,
        reference_price: 28,
        percent_off: 25,
      })
    })

    it("ends a sale in the history when the seller ends it, and announces nothing after", async () => {
      const variant = await variantBySku("SHI-STK-15")
      await backdate(variant.id, 40)
      const listId = await startSale("Sticks sale", [{ variant_id: variant.id, amount: 29.95 }])
      await sweep()
      expect(await referenceOf(variant.id)).toMatchObject({ price: 29.95, reference_price: 39.95, percent_off: 25 })
      expect((await api.post(`/admin/price-lists/${listId}`, { status: "draft" }, admin)).status).toBe(200)
      // before the sweep the history still holds the sale: the shopper's price differs, nothing is announced
      expect(await referenceOf(variant.id)).toMatchObject({ price: 39.95, reference_price: null, percent_off: null })
      await sweep()
      const sale = (await recordsOf(variant.id)).find((record) => record.kind === "sale")
      expect(sale?.ended_at).not.toBeNull()
      expect(await referenceOf(variant.id)).toMatchObject({ price: 39.95, reference_price: null })
    })

    it("refuses malformed requests with a 400 naming the problem", async () => {
      const variant = await variantBySku("SHI-RES-15")
      const get = (query: string) => api.get(`/store/price-references?${query}`, store())
      for (const query of [
        `variant_ids=${variant.id}`,
        `region_id=${regionId}`,
        `region_id=${regionId}&variant_ids=`,
        `region_id=${regionId}&variant_ids=not-a-variant`,
        `region_id=nope&variant_ids=${variant.id}`,
        `region_id=${regionId}&variant_ids=${Array.from({ length: 251 }, (_, index) => `variant_${index}`).join(",")}`,
      ]) {
        const response = await get(query)
        expect([query, response.status]).toEqual([query, 400])
        expect(typeof response.data.message).toBe("string")
      }
      const unknownRegion = await get(`region_id=reg_unknown&variant_ids=${variant.id}`)
      expect(unknownRegion.status).toBe(400)
      expect(unknownRegion.data.message).toContain("Unknown region")
      // repeated ids and ids of no variant answer for what exists
      const { data } = await get(`region_id=${regionId}&variant_ids[]=${variant.id}&variant_ids[]=${variant.id}&variant_ids[]=variant_none`)
      expect(data.price_references).toEqual([
        { variant_id: variant.id, currency_code: "eur", price: 34.95, reference_price: null, percent_off: null },
      ])
    })
  },
})
