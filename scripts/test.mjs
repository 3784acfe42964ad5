#!/usr/bin/env node
// `npm test`: every test of the project. Unit tests, the backend's integration tests against a real
// PostgreSQL (and again with Redis when one answers), the start script's own tests, then the
// end-to-end tests in Chromium against the whole shop started as `npm start` starts it.
import { spawn, spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { bin, repoRoot } from "./lib/env.mjs"
import { CONTAINER_SPECS, dockerLaneAvailable } from "./lib/docker-lane.mjs"
import { freshDatabase, redisAnswers, testPostgres } from "./lib/services.mjs"
import { TEMPLATE_MIGRATE_ARGS, templateDatabase } from "./lib/test-template-database.mjs"

// e.g. `npm test -- unit integration`. Steps: lint (ESLint and tsc), unit, integration (in-memory modules), redis (the
// suites again on Redis), start (the `npm start` tests), e2e (Chromium), stripe (e2e with Stripe on),
// faults, model (the model-based test of the order lifecycle), docker (the images, docker-compose
// and the e2e specs that buy against the containers, scripts/test-docker.mjs). A part names its
// steps: `integration` alone runs the in-memory pass only. `upgrade-gate` is run only when named:
// the in-memory pass over UPGRADE_GATE_SUITES and shop-setup on Redis (its B2 test's Redis half),
// which the whole run's passes hold already.
// `quick` (`npm run test:quick`): lint, types, the unit tests and QUICK_SUITES, its time printed.
const asked = process.argv.slice(2)
const quick = asked.includes("quick")
const only = quick ? [...asked, "lint", "unit"] : asked
const wanted = (step) => only.length === 0 || only.includes(step)
/** The quick run's integration suites: the shop's setup and boot, the cart's rules, the order page. */
const QUICK_SUITES = ["shop-setup", "cart-input", "order-page"]
/**
 * The suites to run before and after a Medusa upgrade: the tests of each Medusa behaviour the
 * checkout's completion relies on (docs/checkout-completion.md), with the backend's unit tests.
 */
const UPGRADE_GATE_SUITES = ["order-concurrency", "stripe-settlement"]
const upgradeGateOnly = only.includes("upgrade-gate") && !wanted("integration")
const startedAt = Date.now()
const results = []
/** Steps at once (POOL_SLOTS to try another number): three on CI's two cores, see inPool. */
const POOL_SLOTS = Number(process.env.POOL_SLOTS ?? 3)

const logDir = path.join(repoRoot, ".data", "test-logs")
let logCount = 0

/**
 * The lines that name what failed: Jest's and Node's test-runner's failure headers, Playwright's
 * failed tests, the fault checks' FAIL lines. The summary repeats them, so the end of a long output
 * says which test failed, not only which step; after a Jest test's header, the first lines of why
 * (its expectation and what was received, up to the stack), so a run whose whole output is not
 * kept still tells what went wrong; the same after a Playwright test's header (its error, the line
 * of the spec).
 */
function failureLines(output) {
  const playwrightTest = /^\s+\d+\) \[[^\]]+\] › / // Playwright: a failed test in the closing list
  const failure = [
    /^\s*● /, // Jest: a failed test's header
    /^\s*FAIL \S+\.(spec|test)\.\w+/, // Jest: a failed suite
    playwrightTest,
    /^\s*not ok \d+ - /, // Node's test runner
    /^FAIL {2}/, // the fault tests' checks
  ]
  const lines = output.split("\n")
  const seen = new Set()
  const named = lines.flatMap((line, index) => {
    const header = line.trimEnd()
    if (!failure.some((pattern) => pattern.test(line)) || /● Console/.test(line) || seen.has(header)) return []
    seen.add(header)
    if (!/^\s*● /.test(line) && !playwrightTest.test(line)) return [header]
    const why = []
    for (const next of lines.slice(index + 1, index + 40)) {
      if (/^\s*at /.test(next) || /^\s*● /.test(next) || playwrightTest.test(next) || why.length === 12) break
      if (next.trim()) why.push(`  ${next.trim()}`)
    }
    return [header, ...why]
  })
  return named.slice(0, 60)
}

function run(name, command, args, options = {}) {
  const startedAt = Date.now()
  // Every step's output is kept in a file too; a step beside another writes there only, printed
  // whole when it ends.
  fs.mkdirSync(logDir, { recursive: true })
  const logPath = options.log ?? path.join(logDir, `${Date.now()}-${(logCount += 1)}.log`)
  const log = fs.openSync(logPath, "w")
  const beside = options.log !== undefined
  let logOpen = true
  console.log(beside ? `\n=== ${name}: started beside another step, its output follows when it ends` : `\n=== ${name}`)
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? repoRoot,
      env: { ...process.env, ...options.env },
      stdio: beside ? ["ignore", log, log] : ["inherit", "pipe", "pipe"],
    })
    if (!beside) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        stream.on("data", (chunk) => {
          out.write(chunk)
          if (logOpen) fs.writeSync(log, chunk)
        })
      }
    }
    // "exit", not "close": a process the step started and left behind may hold the pipes open;
    // the piped output still on its way gets a moment
    const closed = new Promise((done) => child.on("close", done))
    child.on("exit", async (code) => {
      if (!beside) await Promise.race([closed, new Promise((done) => setTimeout(done, 2000))])
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(0)
      logOpen = false
      fs.closeSync(log)
      const output = fs.readFileSync(logPath, "utf8")
      if (beside) {
        console.log(`\n=== ${name} (output)`)
        process.stdout.write(output)
      }
      results.push({ name, ok: code === 0, seconds, failures: code === 0 ? [] : failureLines(output) })
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
async function endToEnd(postgres, { name, database, ports, extraEnv = {}, specs = [], log }) {
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
  const shopLog = path.join(env.DATA_DIR, "shop.log")
  console.log(`(the shop's output goes to ${path.relative(repoRoot, shopLog)})`)
  const shop = spawn(process.execPath, [path.join(repoRoot, "scripts/start.mjs")], {
    env: { ...process.env, ...env },
    stdio: ["ignore", fs.openSync(shopLog, "w"), fs.openSync(shopLog, "a"), "ipc"],
  })
  try {
    await waitForReady(shop)
    // each shop's Playwright run keeps its own output folder: Playwright empties it when it starts
    await run(
      `${name} (Playwright, Chromium)`,
      bin("playwright"),
      ["test", `--output=${path.join(env.DATA_DIR, "test-results")}`, ...specs],
      { env, log },
    )
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

/**
 * About how long each step took in the clean-clone run of 28 November (seconds; two busy cores), by step id: the
 * pool starts the work on the longest remaining chain first, so its slots end about together. An
 * in-memory or Redis suite not named takes SUITE_SECONDS. The summary prints each step's time: update
 * these from it when a step's time changes much.
 */
const EXPECTED_SECONDS = {
  build: 80,
  "docker images": 706,
  "docker stack": 416,
  "e2e browsing": 736,
  "e2e buying": 535,
  "e2e stripe": 52,
  faults: 327,
  model: 241,
  "start tests": 46,
  lint: 54,
  typecheck: 32,
  "suite:checkout-countries": 162,
  "suite:fuzz": 128,
  "suite:order-concurrency": 121,
  "suite:books": 91,
  "redis:doors": 92,
}
const SUITE_SECONDS = 50
const expected = (id) => EXPECTED_SECONDS[id] ?? (/^(suite|redis):/.test(id) ? SUITE_SECONDS : 20)

/**
 * Runs the steps, `slots` at a time: whenever one ends, the ready step (each of its `after` steps
 * ended, or not in this run) on the longest remaining chain of expected seconds starts. So the slots
 * end about together on a fast or a slow machine, with no lanes to balance by hand. A step beside
 * another logs to its own file, printed whole when it ends. Returns when each slot was last busy
 * until, in seconds from the start.
 */
async function inPool(steps, slots) {
  const ids = new Set(steps.map((step) => step.id))
  const chains = new Map()
  const chainOf = (step) => {
    if (!chains.has(step.id)) {
      const next = steps.filter((other) => other.after.includes(step.id))
      chains.set(step.id, expected(step.id) + Math.max(0, ...next.map(chainOf)))
    }
    return chains.get(step.id)
  }
  const beside = slots > 1 && steps.length > 1
  const tag = `${Date.now()}`
  const startedAt = Date.now()
  const ended = new Set()
  const waiting = [...steps]
  const busyUntil = Array(slots).fill(0)
  const free = Array.from({ length: slots }, (_, slot) => slot)
  return new Promise((resolve) => {
    let running = 0
    const startReady = () => {
      while (free.length > 0) {
        const ready = waiting
          .filter((step) => step.after.every((id) => ended.has(id) || !ids.has(id)))
          .sort((a, b) => chainOf(b) - chainOf(a))
        if (ready.length === 0) break
        const [step] = ready
        const slot = free.shift()
        waiting.splice(waiting.indexOf(step), 1)
        running += 1
        const log = beside ? path.join(logDir, `${tag}-${step.id.replace(/[^\w-]+/g, "-")}.log`) : undefined
        Promise.resolve()
          .then(() => step.start(log))
          .catch((error) => results.push({ name: step.id, ok: false, seconds: "-", failures: [String(error?.message ?? error)] }))
          .finally(() => {
            running -= 1
            ended.add(step.id)
            busyUntil[slot] = Math.round((Date.now() - startedAt) / 1000)
            free.push(slot)
            startReady()
          })
      }
      if (running === 0) {
        for (const step of waiting) results.push({ name: step.id, ok: false, seconds: "-", failures: ["never ready: waits for itself"] })
        resolve(busyUntil)
      }
    }
    startReady()
  })
}

async function main() {
  // The steps run in a pool of three (inPool): on two cores, the docker lane and the fault tests
  // mostly wait (the image builds, outages and retry schedules) while the others compute. Each
  // suite has a database of its own and the app takes a free port, so steps cannot meet; their
  // e-mail outboxes are kept apart by DATA_DIR. The shops of the e2e tests, the model-based test,
  // the fault tests and the start tests run the build the `build` step makes once.
  const steps = []
  const step = (id, start, after = []) => steps.push({ id, start, after })
  if (wanted("lint")) {
    step("typecheck", (log) => run("typecheck (tsc, backend, storefront and the e2e specs)", "npm", ["run", "typecheck"], { log }))
    step("lint", (log) => run("lint (ESLint, Prettier)", "npm", ["run", "lint"], { log }))
  }
  if (wanted("unit")) {
    for (const workspace of ["order-summary", "shop-signing", "seed", "storefront"])
      step(`unit:${workspace}`, (log) => run(`${workspace} unit tests (Vitest)`, "npm", ["test", "-w", workspace], { log }))
    if (process.env.SECOND_NODE) {
      const bin = path.dirname(process.env.SECOND_NODE)
      step("unit:storefront, second runtime", (log) =>
        run("storefront unit tests (Vitest), second runtime", "npm", ["test", "-w", "storefront"], {
          env: { PATH: `${bin}${path.delimiter}${process.env.PATH}` },
          log,
        }),
      )
    }
  }
  const startsShops = wanted("e2e") || wanted("stripe") || wanted("model") || wanted("faults") || wanted("start")
  if (startsShops)
    step("build", (log) => run("build (backend with its admin, storefront)", process.execPath, ["scripts/build-shop.mjs"], { log }))
  // The docker lane: the images (the engine at nice 10, so the other steps keep their cores), then
  // the stack and the e2e specs that buy against it
  const docker = wanted("docker") ? dockerLaneAvailable() : { ok: false, why: "not asked for" }
  if (docker.ok) {
    step("docker images", (log) =>
      run("docker images (debootstrap stand-ins, the real Dockerfile)", process.execPath, ["scripts/test-docker.mjs", "images"], { log }),
    )
    step(
      "docker stack",
      (log) =>
        run(
          "docker-compose stack: checks, e2e specs against the containers, scale-out",
          process.execPath,
          ["scripts/test-docker.mjs", "stack"],
          {
            log,
          },
        ),
      ["docker images"],
    )
  } else if (wanted("docker") && process.env.CI) {
    results.push({ name: "docker lane", ok: false, seconds: "-", failures: [docker.why] })
  } else if (wanted("docker")) {
    console.log(`\n=== docker lane: skipped, ${docker.why}`)
  }
  const postgres = await testPostgres()
  /** The in-memory suites' migrated template database (scripts/lib/test-template-database.mjs) */
  let template
  let slotEnds = []
  try {
    const backend = path.join(repoRoot, "backend")
    // in the Redis pass and under a named list, several test files run in one Jest process, one at
    // a time; replaced when a suite leaves it above 1 GB (in one process the suites' Medusa apps grew
    // the heap past 3 GB, and the pass slowed to collecting it)
    const jest = [bin("jest"), "--maxWorkers=1", "--workerIdleMemoryLimit=1GB", "--forceExit"]
    const suitePath = (name) => `integration-tests/http/${name}.spec.ts`
    const redisUrl = process.env.REDIS_URL || "redis://127.0.0.1:6379"
    const redisUp = (wanted("redis") || upgradeGateOnly) && (await redisAnswers(redisUrl))
    // the backend's unit tests (src/) run once: in the Redis pass when it runs on the second
    // runtime, else in the in-memory pass
    const unitsInRedisPass = Boolean(process.env.SECOND_NODE) && redisUp
    const env = {
      ...postgres.env,
      NODE_OPTIONS: "--experimental-vm-modules",
      REDIS_URL: "",
      DATA_DIR: path.join(repoRoot, ".data", "test"),
    }
    if (wanted("integration") || upgradeGateOnly || quick) {
      // one migration for the in-memory suites: each suite's database is a copy of it
      // (scripts/lib/test-template-database.mjs); without it the suites migrate their own databases
      template = await templateDatabase(postgres.serverUrl)
      let migrated = false
      step("template", async (log) => {
        migrated = await run("the suites' template database (medusa db:migrate)", bin("medusa"), TEMPLATE_MIGRATE_ARGS, {
          cwd: backend,
          env: { ...env, NODE_ENV: "test", DATABASE_URL: template.url },
          log,
        })
        return migrated
      })
      const inMemory = (id, name, args, dataDir) =>
        step(
          id,
          (log) =>
            run(name, process.execPath, [...jest, ...args], {
              cwd: backend,
              env: {
                ...env,
                DATA_DIR: path.join(repoRoot, ".data", dataDir),
                ...(migrated ? { SHOP_TEST_TEMPLATE_DB: template.name } : {}),
              },
              log,
            }),
          ["template"],
        )
      // INTEGRATION_SUITES: the suites a run takes, by name (with the backend's unit tests under src/)
      const named = process.env.INTEGRATION_SUITES
        ? process.env.INTEGRATION_SUITES.split(",")
        : quick
          ? QUICK_SUITES
          : upgradeGateOnly
            ? UPGRADE_GATE_SUITES
            : null
      if (named) {
        inMemory("suites", "backend tests, in-memory modules", ["src/", ...named.map(suitePath)], "test")
      } else {
        // each suite a Jest run of its own, so the pool balances them; doors (HTTP parsing, headers,
        // the throttles) is proved once: in the Redis pass when one runs (the images' runtime, its
        // counters in Redis), else here
        const doorsInRedisPass = wanted("redis") && redisUp
        const suites = fs
          .readdirSync(path.join(backend, "integration-tests/http"))
          .filter((file) => file.endsWith(".spec.ts"))
          .map((file) => file.slice(0, -".spec.ts".length))
          .filter((name) => !(doorsInRedisPass && name === "doors"))
        for (const name of suites) inMemory(`suite:${name}`, `backend suite ${name}, in-memory modules`, [suitePath(name)], `test/${name}`)
        if (!unitsInRedisPass) inMemory("suite:src", "backend unit tests (src/)", ["src/"], "test/src")
      }
    }
    // SECOND_NODE: another Node binary (CI: Node 24 LTS, the images' runtime) for the Redis pass
    // and the start tests, so each runtime proves a part once instead of the whole twice
    const secondNode = process.env.SECOND_NODE
    const otherNode = secondNode ?? process.execPath
    const otherRuntime = secondNode
      ? {
          label: `, Node ${spawnSync(secondNode, ["--version"], { encoding: "utf8" }).stdout.trim()}`,
          env: { PATH: `${path.dirname(secondNode)}${path.delimiter}${process.env.PATH}` },
        }
      : { label: "", env: {} }
    if (wanted("redis") || upgradeGateOnly) {
      if (redisUp) {
        // Again on Redis: the suites whose behaviour depends on it and that nothing else on Redis
        // proves (module choice and boot, the cached reads behind region moves, the login and
        // rate-limit counters kept in Redis). The rest would only repeat the in-memory suites:
        // Redis's locking of racing completions, its event bus and workflow engine with Stripe's
        // webhooks are proved by the model-based test (its shops run on redis-server: double and
        // racing completions, late and repeated webhooks), the fault tests and the docker stack (two
        // servers on one Redis). On the second runtime the pass also carries what a runtime changes
        // most: HTTP parsing and headers (doors) and the backend's unit tests.
        // (the upgrade gate alone: shop-setup, whose gate test B2 has a Redis half)
        const redisSuites = wanted("redis") ? ["shop-setup", "checkout-countries", "doors"] : ["shop-setup"]
        const onRedis = (id, name, paths) =>
          step(id, (log) =>
            run(`${name}, Redis modules${otherRuntime.label}`, otherNode, [...jest, ...paths], {
              cwd: backend,
              // the 41-country orders were proved in memory: here one country of each kind
              env: {
                ...env,
                ...otherRuntime.env,
                REDIS_URL: redisUrl,
                DATA_DIR: path.join(repoRoot, ".data", "test-redis", id.replace(/\W+/g, "-")),
                CHECKOUT_COUNTRIES: "sample",
              },
              log,
            }),
          )
        for (const name of redisSuites) onRedis(`redis:${name}`, `backend suite ${name}`, [suitePath(name)])
        if (unitsInRedisPass) onRedis("redis:src", "backend unit tests (src/)", ["src/"])
      } else if (process.env.CI) {
        // under CI a missing layer fails the run instead of passing without it
        results.push({ name: "backend tests, Redis modules", ok: false, seconds: "-", failures: [`no Redis answers at ${redisUrl}`] })
      } else {
        console.log(`\n=== backend tests, Redis modules: skipped, no Redis answers at ${redisUrl}`)
      }
    }
    if (wanted("start")) {
      // Proves the one-command start and its clean stop (and builds what is missing).
      // the files by name: Node 22 and later read `--test` arguments as globs, not folders
      const startTests = fs
        .readdirSync(path.join(repoRoot, "scripts/tests"))
        .filter((file) => file.endsWith(".test.mjs"))
        .map((file) => `scripts/tests/${file}`)
      step(
        "start tests",
        (log) =>
          run(`npm start tests${otherRuntime.label}`, otherNode, ["--test", "--test-concurrency=1", ...startTests], {
            env: otherRuntime.env,
            log,
          }),
        ["build"],
      )
    }
    // Faults: their own embedded PostgreSQL and redis-server on spare ports, never the shared ones.
    if (wanted("faults")) {
      if (spawnSync("redis-server", ["--version"]).status === 0) {
        const name = "fault tests (PostgreSQL and Redis restarts, chat and SMTP outage)"
        step("faults", (log) => run(name, process.execPath, ["scripts/test-faults.mjs"], { log }), ["build"])
      } else if (process.env.CI) {
        results.push({ name: "fault tests", ok: false, seconds: "-", failures: ["redis-server is not installed"] })
      } else {
        console.log("\n=== fault tests: skipped, redis-server is not installed")
      }
    }
    // The model-based test of the order lifecycle: seeded histories of shoppers, the seller, Stripe
    // and outages against the production build on its own database and redis-server, with the
    // lifecycle's invariants checked after each run. A violation is a defect: it is not run again.
    if (wanted("model")) {
      if (spawnSync("redis-server", ["--version"]).status === 0) {
        step("model", (log) => run("model-based test of the order lifecycle", process.execPath, ["scripts/test-model.mjs"], { log }), [
          "build",
        ])
      } else if (process.env.CI) {
        results.push({ name: "model-based test", ok: false, seconds: "-", failures: ["redis-server is not installed"] })
      } else {
        console.log("\n=== model-based test: skipped, redis-server is not installed")
      }
    }
    // Two shops, each on its own database and ports: one runs the specs that browse, the other the
    // specs that buy (orders, stock, totals); a third the checkout with Stripe on.
    if (wanted("e2e")) {
      const database = process.env.E2E_DATABASE ?? "shop_e2e"
      const backendPort = Number(process.env.E2E_BACKEND_PORT ?? 9400)
      const storefrontPort = Number(process.env.E2E_STOREFRONT_PORT ?? 8400)
      const allSpecs = fs.readdirSync(path.join(repoRoot, "e2e")).filter((file) => file.endsWith(".spec.ts"))
      const buying = [
        "account",
        "cart",
        "checkout",
        "checkout-forms",
        "checkout-look",
        "contact-newsletter",
        "order-in-german",
        "reviews",
        "stock-and-limits",
        "subscriptions",
        "totals",
        "withdrawal",
      ].map((name) => `${name}.spec.ts`)
      const groups = process.env.E2E_SPECS
        ? [{ id: "e2e", name: "end-to-end tests", specs: process.env.E2E_SPECS.split(",") }]
        : [
            {
              id: "e2e browsing",
              name: "end-to-end tests, browsing",
              specs: allSpecs.filter((file) => !buying.includes(file)).map((file) => `e2e/${file}`),
            },
            {
              id: "e2e buying",
              name: "end-to-end tests, buying",
              // the specs the docker lane runs against the containers are not run here again
              specs: allSpecs
                .filter((file) => buying.includes(file))
                .map((file) => `e2e/${file}`)
                .filter((spec) => !(docker.ok && CONTAINER_SPECS.includes(spec))),
            },
          ]
      groups.forEach((group, index) =>
        step(
          group.id,
          (log) =>
            endToEnd(postgres, {
              ...group,
              database: index === 0 ? database : `${database}_${index}`,
              ports: [String(backendPort + index), String(storefrontPort + index)],
              log,
            }),
          ["build"],
        ),
      )
    }
    if (wanted("stripe")) {
      // The same checkout with Stripe on, paying on the local Stripe stand-in the spec starts.
      step(
        "e2e stripe",
        (log) =>
          endToEnd(postgres, {
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
            log,
          }),
        ["build"],
      )
    }
    slotEnds = await inPool(steps, POOL_SLOTS)
  } finally {
    await template?.drop()
    await postgres.stop()
  }

  console.log(`\n=== summary (Node ${process.versions.node})`)
  for (const result of results) {
    console.log(`${result.ok ? "pass" : "FAIL"}  ${result.name} (${result.seconds} s)`)
    for (const line of result.failures ?? []) console.log(`      ${line.trim()}`)
  }
  if (slotEnds.length > 1) console.log(`the pool's slots were last busy at ${slotEnds.map((seconds) => `${seconds} s`).join(", ")}`)
  const failed = results.filter((result) => !result.ok).length
  console.log(failed ? `${failed} step(s) failed` : "all tests passed")
  console.log(`took ${Math.round((Date.now() - startedAt) / 1000)} s`)
  process.exit(failed ? 1 : 0)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
