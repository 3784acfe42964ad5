#!/usr/bin/env node
// `npm test`: every test of the project. Unit tests, the backend's integration tests against a real
// PostgreSQL (and again with Redis when one answers), the start script's own tests, then the
// end-to-end tests in Chromium against the whole shop started as `npm start` starts it.
import { spawn, spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { bin, repoRoot } from "./lib/env.mjs"
import { freshDatabase, redisAnswers, testPostgres } from "./lib/services.mjs"

// e.g. `npm test -- unit integration`. Steps: lint (ESLint and tsc), unit, integration (in-memory modules), redis (the
// suites again on Redis), start (the `npm start` tests), e2e (Chromium), stripe (e2e with Stripe on),
// faults. A part names its steps: `integration` alone runs the in-memory pass only.
const only = process.argv.slice(2)
const wanted = (step) => only.length === 0 || only.includes(step)
const results = []

function run(name, command, args, options = {}) {
  const startedAt = Date.now()
  console.log(`\n=== ${name}`)
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? repoRoot,
      env: { ...process.env, ...options.env },
      stdio: "inherit",
      detached: options.detached ?? false,
    })
    options.onStart?.(child)
    child.on("exit", (code) => {
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(0)
      results.push({ name, ok: code === 0, seconds })
      resolve(code === 0)
    })
  })
}

async function waitForReady(child) {
  return new Promise((resolve, reject) => {
    child.on("message", (message) => message?.ready && resolve())
    child.on("exit", (code) => reject(new Error(`the shop did not start (exit code ${code})`)))
  })
}

/** The whole shop with `extraEnv`, then Playwright on `specs` (all when empty). */
async function endToEnd(postgres, { name, database, ports, extraEnv = {}, specs = [] }) {
  const env = {
    DATABASE_URL: await freshDatabase(postgres.serverUrl, database),
    PORT: ports[0],
    STOREFRONT_PORT: ports[1],
    DATA_DIR: path.join(repoRoot, ".data", database),
    // the specs speak as many shoppers through X-Forwarded-For, from this machine
    TRUSTED_PROXY: "loopback",
    ...extraEnv,
  }
  env.BACKEND_URL = `http://localhost:${env.PORT}`
  env.STOREFRONT_URL = `http://localhost:${env.STOREFRONT_PORT}`
  console.log(`\n=== starting the shop for the ${name}`)
  fs.mkdirSync(env.DATA_DIR, { recursive: true })
  const log = path.join(env.DATA_DIR, "shop.log")
  console.log(`(the shop's output goes to ${path.relative(repoRoot, log)})`)
  const shop = spawn(process.execPath, [path.join(repoRoot, "scripts/start.mjs")], {
    env: { ...process.env, ...env },
    stdio: ["ignore", fs.openSync(log, "w"), fs.openSync(log, "a"), "ipc"],
  })
  try {
    await waitForReady(shop)
    await run(`${name} (Playwright, Chromium)`, bin("playwright"), ["test", ...specs], { env })
  } catch (error) {
    results.push({ name: `${name} (Playwright, Chromium)`, ok: false, seconds: "-" })
    console.error(error.message)
  } finally {
    await new Promise((resolve) => {
      if (shop.exitCode !== null) return resolve()
      shop.once("exit", resolve)
      shop.kill("SIGTERM")
    })
  }
}

async function main() {
  if (wanted("lint")) {
    // The code style and the types, before anything runs: ESLint and tsc for backend and storefront.
    await run("lint (ESLint)", "npm", ["run", "lint"])
    await run("typecheck (tsc, backend and storefront)", "npm", ["run", "typecheck"])
  }
  if (wanted("unit")) {
    await run("storefront unit tests (Vitest)", "npm", ["test", "-w", "storefront"])
  }
  const postgres = await testPostgres()
  try {
    const backend = path.join(repoRoot, "backend")
    const jest = [bin("jest"), "--runInBand", "--forceExit"]
    const env = {
      ...postgres.env,
      NODE_OPTIONS: "--experimental-vm-modules",
      REDIS_URL: "",
      DATA_DIR: path.join(repoRoot, ".data", "test"),
    }
    if (wanted("integration")) {
      // INTEGRATION_IGNORE: a pattern of suites a pass leaves out (CI's second runtime pass)
      const ignore = process.env.INTEGRATION_IGNORE ? ["--testPathIgnorePatterns=/node_modules/", `--testPathIgnorePatterns=${process.env.INTEGRATION_IGNORE}`] : []
      await run("backend tests, in-memory modules", process.execPath, [...jest, ...ignore], { cwd: backend, env })
    }
    if (wanted("redis")) {
      const redisUrl = process.env.REDIS_URL || "redis://127.0.0.1:6379"
      if (await redisAnswers(redisUrl)) {
        // Again on Redis: the suites whose behaviour depends on it (module choice, rate limits,
        // locking of concurrent completions, the cached reads behind region moves). The rest would only
        // repeat the first pass.
        const redisSuites = ["shop-setup", "contact-messages", "newsletter", "stripe-checkout", "stripe-settlement", "checkout-countries"]
        await run("backend tests, Redis modules", process.execPath, [...jest, ...redisSuites.map((name) => `integration-tests/http/${name}.spec.ts`)], {
          cwd: backend,
          env: { ...env, REDIS_URL: redisUrl },
        })
      } else {
        console.log(`\n=== backend tests, Redis modules: skipped, no Redis answers at ${redisUrl}`)
      }
    }
    if (wanted("start")) {
      // Builds what is missing, then proves the one-command start and its clean stop.
      // the files by name: Node 22 and later read `--test` arguments as globs, not folders
      const startTests = fs.readdirSync(path.join(repoRoot, "scripts/tests")).filter((file) => file.endsWith(".test.mjs")).map((file) => `scripts/tests/${file}`)
      await run("npm start tests", process.execPath, ["--test", "--test-concurrency=1", ...startTests])
    }
    if (wanted("e2e")) {
      await endToEnd(postgres, {
        name: "end-to-end tests",
        database: "shop_e2e",
        ports: [process.env.E2E_BACKEND_PORT ?? "9400", process.env.E2E_STOREFRONT_PORT ?? "8400"],
      })
    }
    if (wanted("stripe")) {
      // The same checkout with Stripe on, paying on the local Stripe stand-in the spec starts.
      await endToEnd(postgres, {
        name: "Stripe checkout end-to-end tests",
        database: "shop_e2e_stripe",
        ports: ["9410", "8410"],
        extraEnv: {
          STRIPE_API_KEY: "sk_test_local_stand_in",
          STRIPE_WEBHOOK_SECRET: "whsec_local_stand_in",
          STRIPE_API_BASE: "http://127.0.0.1:12111",
          STRIPE_STAND_IN_PORT: "12111",
        },
        specs: ["e2e/checkout.spec.ts"],
      })
    }
  } finally {
    await postgres.stop()
  }
  // --- faults: own embedded PostgreSQL and redis-server on spare ports, never the shared ones
  if (wanted("faults")) {
    if (spawnSync("redis-server", ["--version"]).status === 0) {
      await run("fault tests (PostgreSQL and Redis restarts, chat and SMTP outage)", process.execPath, ["scripts/test-faults.mjs"])
    } else {
      console.log("\n=== fault tests: skipped, redis-server is not installed")
    }
  }

  console.log(`\n=== summary (Node ${process.versions.node})`)
  for (const result of results) console.log(`${result.ok ? "pass" : "FAIL"}  ${result.name} (${result.seconds} s)`)
  const failed = results.filter((result) => !result.ok).length
  console.log(failed ? `${failed} step(s) failed` : "all tests passed")
  process.exit(failed ? 1 : 0)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
