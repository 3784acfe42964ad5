// The page cache's stores (storefront/server/page-cache-store.mjs): in memory, and in a real
// redis-server of its own where two storefront processes share pages, invalidations and locks.
import assert from "node:assert/strict"
import { spawnSync } from "node:child_process"
import { test } from "node:test"
import { memoryPageStore, redisPageStore } from "../../storefront/server/page-cache-store.mjs"
import { startRedis } from "../lib/redis-server.mjs"

const REDIS_PORT = 9472
const hasRedis = spawnSync("redis-server", ["--version"]).status === 0
const page = (group, generation, body) => ({
  group,
  status: 200,
  headers: [["content-type", "text/html"]],
  body,
  nonce: "n",
  storedAt: Date.now(),
  generation,
})
const TTL_MS = 60_000

async function until(condition, what) {
  const deadline = Date.now() + 10_000
  while (!condition()) {
    if (Date.now() > deadline) assert.fail(`not within 10 s: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** What every store must do; `a` and `b` are two storefront processes (the same store in memory). */
async function behavesAsPageStore(a, b) {
  const { generation } = await a.get("/product/resin", "catalogue")
  await a.set("/product/resin", page("catalogue", generation, "resin"), TTL_MS)
  await a.set("/about", page("content", (await a.get("/about", "content")).generation, "about"), TTL_MS)
  const read = await b.get("/product/resin", "catalogue")
  assert.equal(read.page.body, "resin")
  assert.equal(read.page.generation, read.generation, "a stored page is of the current generation")

  // every process hears of an invalidation (and forgets the shop's rules), the one that made it too
  const heard = { a: [], b: [] }
  await a.onInvalidated((groups) => heard.a.push(groups))
  await b.onInvalidated((groups) => heard.b.push(groups))
  // a render that started before the seller's change and is stored after it is never served
  const before = (await b.get("/products", "catalogue")).generation
  await b.invalidate(["catalogue"])
  await until(() => heard.a.length > 0 && heard.b.length > 0, "both processes hear the invalidation")
  assert.deepEqual(heard.a.at(-1), ["catalogue"])
  assert.deepEqual(heard.b.at(-1), ["catalogue"])
  await a.set("/products", page("catalogue", before, "old listing"), TTL_MS)
  const afterChange = await a.get("/products", "catalogue")
  assert.notEqual(afterChange.page?.generation, afterChange.generation)
  const resin = await a.get("/product/resin", "catalogue")
  assert.ok(!resin.page || resin.page.generation !== resin.generation, "the catalogue is dropped")
  const about = await a.get("/about", "content")
  assert.equal(about.page.generation, about.generation, "the content pages stay")

  // one background render per page at a time, across processes
  assert.equal(await a.lock("/"), true)
  assert.equal(await b.lock("/"), false)
  await a.unlock("/")
  assert.equal(await b.lock("/"), true)
  await b.unlock("/")
}

test("in memory: pages, generations and locks", async () => {
  const store = memoryPageStore()
  await behavesAsPageStore(store, store)
})

test(
  "in Redis: two storefront processes share pages, invalidations and locks",
  { skip: hasRedis || process.env.CI ? false : "redis-server is not installed" },
  async () => {
    const redis = await startRedis(REDIS_PORT)
    const prefix = `test-${Date.now()}:`
    const a = redisPageStore(redis.url, prefix)
    const b = redisPageStore(redis.url, prefix)
    try {
      await new Promise((resolve) => setTimeout(resolve, 200))
      await behavesAsPageStore(a, b)
      // another shop's prefix sees none of it
      const other = redisPageStore(redis.url, "another-shop:")
      await new Promise((resolve) => setTimeout(resolve, 200))
      assert.equal((await other.get("/about", "content")).page, undefined)
      await other.close()
    } finally {
      await a.close()
      await b.close()
      await redis.stop()
    }
    // Redis gone: the store fails fast (the page cache then renders as without a cache)
    const gone = redisPageStore(redis.url, prefix)
    await new Promise((resolve) => setTimeout(resolve, 200))
    await assert.rejects(gone.get("/about", "content"))
    await gone.close()
  },
)
