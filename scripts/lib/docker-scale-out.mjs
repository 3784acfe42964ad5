// The scale-out claims of the README's deploy section, checked on the running docker-compose stack
// (scripts/test-docker.mjs): two servers and two storefronts behind the proxy, one worker.
import { execFileSync } from "node:child_process"
import pg from "pg"
import { checkOrders, describeExtraOrders, runShoppers } from "./shoppers.mjs"

const ADDRESS = {
  first_name: "Scale",
  last_name: "Out",
  address_1: "Coolsingel 1",
  city: "Rotterdam",
  postal_code: "3011 AD",
  country_code: "nl",
}

/** Store API calls on one server's own port, as the storefront's page makes them. */
async function storeApi(backendUrl) {
  const { publishable_key: key } = await (await fetch(`${backendUrl}/storefront-config`)).json()
  return async (path, body) => {
    const response = await fetch(backendUrl + path, {
      method: body ? "POST" : "GET",
      headers: { "content-type": "application/json", "x-publishable-api-key": key },
      body: body && JSON.stringify(body),
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`${backendUrl}${path} answered ${response.status}: ${text.slice(0, 200)}`)
    return JSON.parse(text)
  }
}

/** A cart made, filled and paid (test payment) through server A, then completed through server B. */
export async function cartAcrossServers({ serverA, serverB }) {
  const a = await storeApi(serverA)
  const b = await storeApi(serverB)
  const { regions } = await a("/store/regions?fields=id,name")
  const regionId = regions.find((region) => region.name === "Europe").id
  const { products } = await a("/store/products?fields=id,handle,*variants&limit=1")
  const { cart } = await a("/store/carts", { region_id: regionId })
  await a(`/store/carts/${cart.id}/line-items`, { variant_id: products[0].variants[0].id, quantity: 1 })
  await a(`/store/carts/${cart.id}`, { email: `scale-out.${Date.now()}@example.com`, shipping_address: ADDRESS })
  const { shipping_options } = await a(`/store/shipping-options?cart_id=${cart.id}`)
  await a(`/store/carts/${cart.id}/shipping-methods`, { option_id: shipping_options[0].id })
  const { payment_providers } = await a(`/store/payment-providers?region_id=${regionId}`)
  await a(`/store/carts/${cart.id}/checkout`, { provider_id: payment_providers[0].id })
  const completed = await b(`/store/carts/${cart.id}/complete`, {})
  return { type: completed.type, orderId: completed.order?.id }
}

/**
 * Shoppers buy through the proxy while one server is stopped (SIGTERM, as `docker stop` and a
 * rolling deploy do) and started again: every checkout a shopper saw completed has exactly one
 * order, and no order exists that a shopper was told had failed.
 */
export async function serverStoppedMidRun({ storefrontUrl, backendUrl, databaseUrl, stop, start, log }) {
  const run = runShoppers({ storefrontUrl, backendUrl, shoppers: 3, seconds: 40, completionRetries: 20 })
  await new Promise((resolve) => setTimeout(resolve, 10_000))
  log("stopping the second server while shoppers buy")
  stop()
  await new Promise((resolve) => setTimeout(resolve, 10_000))
  log("starting it again")
  start()
  const result = await run
  const orders = await checkOrders(databaseUrl, result)
  describeExtraOrders(orders.extra, log)
  return { completed: result.completedCarts.length, errors: result.errors.length, ...orders }
}

/**
 * The page cache of every storefront hears a change: a product page read through each storefront
 * (so both hold it), the product's subtitle changed in the Admin API (the worker's subscriber
 * invalidates), then each storefront serves the new subtitle within `withinMs`.
 */
export async function invalidationReachesEveryStorefront({ storefronts, backendUrl, adminToken, withinMs = 20_000 }) {
  const auth = { authorization: `Bearer ${adminToken}`, "content-type": "application/json" }
  const { products } = await (await fetch(`${backendUrl}/admin/products?limit=1&fields=id,handle,subtitle`, { headers: auth })).json()
  const [product] = products
  for (const storefront of storefronts) await fetch(`${storefront}/product/${product.handle}`)
  const marker = `Scale-out check ${Date.now()}`
  const changed = await fetch(`${backendUrl}/admin/products/${product.id}`, {
    method: "POST",
    headers: auth,
    body: JSON.stringify({ subtitle: marker }),
  })
  if (!changed.ok) throw new Error(`changing the product answered ${changed.status}`)
  const seen = {}
  const deadline = Date.now() + withinMs
  try {
    while (Date.now() < deadline && Object.keys(seen).length < storefronts.length) {
      for (const storefront of storefronts) {
        if (seen[storefront] !== undefined) continue
        const html = await (await fetch(`${storefront}/product/${product.handle}`)).text()
        if (html.includes(marker)) seen[storefront] = withinMs - (deadline - Date.now())
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  } finally {
    await fetch(`${backendUrl}/admin/products/${product.id}`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ subtitle: product.subtitle ?? "" }),
    })
  }
  return storefronts.map((storefront) => ({ storefront, ms: seen[storefront] }))
}

/**
 * Scheduled jobs run in the worker only: Medusa loads the jobs (and logs "No job to load from" for
 * its own empty jobs folder) only where MEDUSA_WORKER_MODE is worker or shared. Whether each
 * service's log shows the jobs loader at work.
 */
export function jobsLoadedPerService({ compose, services }) {
  return Object.fromEntries(
    services.map((service) => {
      const logs = compose(["logs", "--no-color", service], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] })
      return [service, /No job to load from|Registering job from/.test(logs)]
    }),
  )
}

/** Orders in the shop's database (the container's PostgreSQL on the host's network). */
export async function orderCount(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return Number((await client.query(`SELECT count(*) FROM "order" WHERE deleted_at IS NULL`)).rows[0].count)
  } finally {
    await client.end()
  }
}

export const dockerStop = (env, container) => execFileSync("docker", ["stop", "-t", "30", container], { env, stdio: "ignore" })
export const dockerStart = (env, container) => execFileSync("docker", ["start", container], { env, stdio: "ignore" })
