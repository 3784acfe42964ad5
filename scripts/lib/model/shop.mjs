// The shop a model run acts on: the production build started as `npm start` starts it, with services
// of its own on spare ports (an embedded PostgreSQL and a redis-server, so either can be stopped and
// started for an outage; an SMTP relay stand-in that records every mail), and, with Stripe on, the
// backend pointed at the local Stripe stand-in, which sends real signed webhooks.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { spawn } from "node:child_process"
import { createRequire } from "node:module"
import { startEmbeddedPostgres } from "../embedded-postgres.mjs"
import { eventsDrained, startRedis } from "../redis-server.mjs"
import { startShop } from "../shop-run.mjs"
import { smtpStandIn } from "../stand-ins.mjs"
import { bin, repoRoot } from "../env.mjs"

/** The model test's ports: apart from the benches' (96xx/86xx) and the e2e runs'. */
export const MODEL_PORTS = { backend: 9730, storefront: 8730, postgres: 9757, redis: 9777, smtp: 9725, stripe: 9712 }
const STRIPE_KEY = "sk_test_model_stand_in"
const WEBHOOK_SECRET = "whsec_model_test_secret"

/** The backend's Stripe stand-in (TypeScript), loaded in this process so a run drives its sessions and webhooks. */
function loadStripeStandIn() {
  const require = createRequire(path.join(repoRoot, "backend/package.json"))
  require("ts-node").register({ transpileOnly: true, compilerOptions: { module: "commonjs" } })
  return require(path.join(repoRoot, "backend/integration-tests/stripe-stand-in.ts")).StripeStandIn
}

/** What is running now, stopped by stopEverything() when the test is stopped from outside mid-start. */
const running = new Set()
export async function stopEverything() {
  for (const stop of [...running].reverse()) await stop().catch(() => {})
  running.clear()
}

/** `dataDir` given: a shop kept from an earlier run (`--keep`) starts warm on its data. */
export async function startModelShop({ stripe = false, redis: withRedis = true, ports = MODEL_PORTS, log = console.log, dataDir } = {}) {
  dataDir ??= fs.mkdtempSync(path.join(os.tmpdir(), "shop-model-"))
  fs.chmodSync(dataDir, 0o755)
  const postgresDir = path.join(dataDir, "postgres")
  let postgres = await startEmbeddedPostgres({ directory: postgresDir, port: ports.postgres, log: () => {} })
  // without Redis: Medusa's in-memory event bus, locking and workflow engine, as `npm start` runs by default
  const redis = withRedis ? await startRedis(ports.redis, { dir: dataDir }) : null
  const smtp = smtpStandIn(ports.smtp)
  await smtp.start()
  let standIn = null
  const env = {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis?.url ?? "",
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(ports.smtp),
    SMTP_SECURE: "false",
  }
  if (stripe) {
    const StripeStandIn = loadStripeStandIn()
    standIn = await new StripeStandIn({
      port: ports.stripe,
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: `http://localhost:${ports.backend}/hooks/stripe`,
    }).start()
    Object.assign(env, { STRIPE_API_KEY: STRIPE_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: standIn.url })
  }
  const stopServices = async () => {
    running.delete(stopServices)
    await redis?.stop().catch(() => {})
    await postgres.stop().catch(() => {})
    await smtp.stop().catch(() => {})
    await standIn?.stop().catch(() => {})
  }
  running.add(stopServices)
  const shop = await startShop({ backendPort: ports.backend, storefrontPort: ports.storefront, dataDir, env }).catch(async (error) => {
    await stopServices()
    throw error
  })
  running.add(shop.stop)
  // the histories' outages begin once the shop has handled its setup's events (see eventsDrained)
  if (redis) await eventsDrained(redis.url)
  log(`shop started in ${shop.startSeconds} s (${stripe ? "Stripe stand-in" : "test payment"}); log and data in ${dataDir}`)
  return {
    backendUrl: shop.backendUrl,
    dataDir,
    log: shop.log,
    smtp,
    stripe: standIn,
    redisUrl: redis?.url ?? null,
    get databaseUrl() {
      return postgres.url
    },
    /** PostgreSQL down for `ms`, then started again on the same data. */
    async postgresOutage(ms) {
      await postgres.stop()
      await new Promise((resolve) => setTimeout(resolve, ms))
      postgres = await startEmbeddedPostgres({ directory: postgresDir, port: ports.postgres, log: () => {} })
    },
    async redisOutage(ms) {
      if (!redis) return
      await redis.stop()
      await new Promise((resolve) => setTimeout(resolve, ms))
      await redis.start()
    },
    /** `npm run subscriptions:renew-due` against this shop, as if it were `now`. */
    renewDue(now) {
      return new Promise((resolve) => {
        const child = spawn(bin("medusa"), ["exec", "./src/scripts/renew-due-subscriptions.js"], {
          cwd: path.join(repoRoot, "backend/.medusa/server"),
          env: {
            ...process.env,
            ...env,
            DATABASE_URL: postgres.url,
            DATA_DIR: dataDir,
            SUBSCRIPTIONS_NOW: now.toISOString(),
            MEDUSA_WORKER_MODE: "server",
          },
          stdio: ["ignore", "pipe", "pipe"],
        })
        let output = ""
        child.stdout.on("data", (chunk) => (output += chunk))
        child.stderr.on("data", (chunk) => (output += chunk))
        child.on("exit", (code) => resolve({ code, output }))
      })
    },
    async stop({ keepData = false } = {}) {
      running.delete(shop.stop)
      await shop.stop()
      await stopServices()
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
