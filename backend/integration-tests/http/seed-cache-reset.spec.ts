import net from "node:net"
import { seededShop, shopIntegrationTestRunner } from "../test-shop"
import { CACHE_RESET_HEADER, CACHE_RESET_PATH, cacheResetSignature, clearServerCaches } from "../../src/lib/cache-reset"

jest.setTimeout(240 * 1000)

const HANDLE = "moringa-leaf-powder"

shopIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer, dbConnection }) => {
    let publishableKey: string
    let europeRegionId: string

    beforeAll(async () => {
      ;({ publishableKey, europeRegionId } = await seededShop(getContainer()))
    })

    const firstPrice = async () => {
      const { data } = await api.get(
        `/store/products?handle=${HANDLE}&region_id=${europeRegionId}&fields=*variants,*variants.calculated_price`,
        { headers: { "x-publishable-api-key": publishableKey } },
      )
      const variant = data.products[0].variants.sort((a: any, b: any) => a.sku.localeCompare(b.sku))[0]
      return { sku: variant.sku as string, amount: variant.calculated_price.calculated_amount as number }
    }

    /**
     * A price changed the way `npm run seed` changes it for a running server: in the database, from
     * another process, whose events this server never hears.
     */
    async function changePriceElsewhere(sku: string, amount: number) {
      await dbConnection.raw(
        `UPDATE price SET amount = ?, raw_amount = ?::jsonb
           WHERE price_list_id IS NULL AND deleted_at IS NULL AND price_set_id IN (
             SELECT link.price_set_id FROM product_variant_price_set link
               JOIN product_variant variant ON variant.id = link.variant_id WHERE variant.sku = ?)`,
        [amount, JSON.stringify({ value: String(amount), precision: 20 }), sku],
      )
    }

    it("refuses a cache reset without a current signature of ours", async () => {
      const post = (signature?: string) =>
        api.post(CACHE_RESET_PATH, undefined, { headers: signature ? { [CACHE_RESET_HEADER]: signature } : {}, validateStatus: () => true })
      const [sentAt] = cacheResetSignature().split(".")
      for (const signature of [undefined, "", "garbage", `${sentAt}.forged`, cacheResetSignature(Date.now() - 60 * 60_000)]) {
        const { status, data } = await post(signature)
        expect({ signature, status }).toEqual({ signature, status: 401 })
        expect(data.message).toBe("A cache reset needs a current signature")
      }
      expect((await post(cacheResetSignature())).status).toBe(200)
    })

    it("after a seed in another process, the next Store API read shows the new price", async () => {
      const before = await firstPrice()
      expect(await firstPrice()).toEqual(before) // now cached
      const newAmount = before.amount + 3
      await changePriceElsewhere(before.sku, newAmount)
      // the failure the reset exists for: the server still answers from its cache
      expect((await firstPrice()).amount).toBe(before.amount)

      // what the seed does when it is done, pointed at this server
      const outcome = await clearServerCaches(getContainer(), api.defaults.baseURL!)
      expect(outcome).toBe(process.env.REDIS_URL ? "shared cache cleared" : "running server cleared its cache")
      expect((await firstPrice()).amount).toBe(newAmount)
    })

    it("a seed with no server running does not fail", async () => {
      // a port nothing listens on: one the system just handed out and took back
      const server = net.createServer()
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
      const { port } = server.address() as net.AddressInfo
      await new Promise((resolve) => server.close(resolve))
      expect(await clearServerCaches(getContainer(), `http://127.0.0.1:${port}`)).toBe(
        process.env.REDIS_URL ? "shared cache cleared" : "no running server",
      )
    })
  },
})
