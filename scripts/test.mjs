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

const logDir = path.join(repoRoot, ".data", "test-logs")
let logCount = 0

/**
 * The lines that name what failed: Jest's and Node's test-runner's failure headers, Playwright's
 * failed tests, the fault checks' FAIL lines. The summary repeats them, so the end of a long output
 * says which test failed, not only which step; after a Jest test's header, the first lines of why
 * (its expectation and what was received, up to the stack), so a run whose whole output is not
 * kept still tells what went wrong.
 */
function failureLines(output) {
  const failure = [
    /^\s*● /, // Jest: a failed test's header
    /^\s*FAIL \S+\.(spec|test)\.\w+/, // Jest: a failed suite
    /^\s+\d+\) \[[^\]]+\] › /, // Playwright: a failed test in the closing list
    /^\s*not ok \d+ - /, // Node's test runner
    /^FAIL {2}/, // the fault tests' checks
  ]
  const lines = output.split("\n")
  const seen = new Set()
  const named = lines.flatMap((line, index) => {
    const header = line.trimEnd()
    if (!failure.some((pattern) => pattern.test(line)) || /● Console/.test(line) || seen.has(header)) return []
    seen.add(header)
    if (!/^\s*● /.test(line)) return [header]
    const why = []
    for (const next of lines.slice(index + 1, index + 40)) {
      if (/^\s*at /.test(next) || /^\s*● /.test(next) || why.length === 12) break
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
 * Runs each lane's steps in order, the lanes side by side; a step beside another logs to a file.
 * Returns when each lane ended, in seconds from the start: what balancing the lanes goes by.
 */
async function inLanes(lanes, logDir) {
  const besideAnother = lanes.filter((lane) => lane.length > 0).length > 1
  const tag = `${Date.now()}`
  const startedAt = Date.now()
  return Promise.all(
    lanes.map(async (lane, index) => {
      for (const [step, start] of lane.entries())
        await start(besideAnother ? path.join(logDir, `${tag}-lane-${index}-${step}.log`) : undefined)
      return Math.round((Date.now() - startedAt) / 1000)
    }),
  )
}

async function main() {
  // Two lanes side by side, one per core, ending about together: the code checks (ESLint and the
  // unit tests in the first, tsc in the second) open them; then the in-memory pass in the first,
  // and in the second more of it, the Redis pass and the start tests; each ends with a shop for
  // the end-to-end tests (builds are serialised by ensureBuilt's lock), the first's after the model
  // test. A third lane holds the docker lane, then the pass's last part and the fault tests. Each
  // suite has a database of its own and the app takes a free port, so they cannot meet; their
  // e-mail outboxes are kept apart by DATA_DIR.
  const lanes = [[], []]
  if (wanted("lint")) {
    lanes[1].push((log) => run("typecheck (tsc, backend and storefront)", "npm", ["run", "typecheck"], { log }))
    lanes[0].push((log) => run("lint (ESLint, Prettier)", "npm", ["run", "lint"], { log }))
  }
  if (wanted("unit")) {
    lanes[0].push((log) => run("order-summary unit tests (Vitest)", "npm", ["test", "-w", "order-summary"], { log }))
    lanes[0].push((log) => run("signing unit tests (Vitest)", "npm", ["test", "-w", "shop-signing"], { log }))
    lanes[0].push((log) => run("seed unit tests (Vitest)", "npm", ["test", "-w", "seed"], { log }))
    lanes[0].push((log) => run("storefront unit tests (Vitest)", "npm", ["test", "-w", "storefront"], { log }))
    if (process.env.SECOND_NODE) {
      const bin = path.dirname(process.env.SECOND_NODE)
      lanes[0].push((log) =>
        run("storefront unit tests (Vitest), second runtime", "npm", ["test", "-w", "storefront"], {
          env: { PATH: `${bin}${path.delimiter}${process.env.PATH}` },
          log,
        }),
      )
    }
  }
  // The docker lane: a third lane beside the other tests (the engine at nice 10, so the suites
  // keep their cores): the images, then the stack and the e2e specs that buy against it
  const docker = wanted("docker") ? dockerLaneAvailable() : { ok: false, why: "not asked for" }
  if (docker.ok) {
    lanes.push([
      (log) =>
        run("docker images (debootstrap stand-ins, the real Dockerfile)", process.execPath, ["scripts/test-docker.mjs", "images"], { log }),
      (log) =>
        run(
          "docker-compose stack: checks, e2e specs against the containers, scale-out",
          process.execPath,
          ["scripts/test-docker.mjs", "stack"],
          { log },
        ),
    ])
  } else if (wanted("docker") && process.env.CI) {
    results.push({ name: "docker lane", ok: false, seconds: "-", failures: [docker.why] })
  } else if (wanted("docker")) {
    console.log(`\n=== docker lane: skipped, ${docker.why}`)
  }
  const postgres = await testPostgres()
  /** The in-memory pass's migrated template database (scripts/lib/test-template-database.mjs) */
  let template
  let laneEnds = []
  try {
    const backend = path.join(repoRoot, "backend")
    // one test file at a time in one worker, replaced when a suite leaves it above 1 GB: in one
    // process the suites' Medusa apps grew the heap past 3 GB, and the pass slowed to collecting it
    const jest = [bin("jest"), "--maxWorkers=1", "--workerIdleMemoryLimit=1GB", "--forceExit"]
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
    let fourthPart
    if (wanted("integration") || upgradeGateOnly || quick) {
      // one migration for the in-memory pass's suites, beside the code checks: each suite's database
      // is a copy of it (scripts/lib/test-template-database.mjs)
      template = await templateDatabase(postgres.serverUrl)
      const migrated = run("the suites' template database (medusa db:migrate)", bin("medusa"), TEMPLATE_MIGRATE_ARGS, {
        cwd: backend,
        env: { ...env, NODE_ENV: "test", DATABASE_URL: template.url },
        log: path.join(logDir, `${Date.now()}-template-database.log`),
      })
      // a part waits for it; without it the suites migrate their own databases
      const inMemory = (name, args, partEnv) => async (log) =>
        run(name, process.execPath, [...jest, ...args], {
          cwd: backend,
          env: { ...partEnv, ...((await migrated) ? { SHOP_TEST_TEMPLATE_DB: template.name } : {}) },
          log,
        })
      // INTEGRATION_SUITES: the suites a pass runs, by name (CI's second runtime pass runs a few)
      // (with the backend's unit tests under src/)
      const suitePaths = (names) => names.map((name) => `integration-tests/http/${name}.spec.ts`)
      const named = process.env.INTEGRATION_SUITES
        ? process.env.INTEGRATION_SUITES.split(",")
        : quick
          ? QUICK_SUITES
          : upgradeGateOnly
            ? UPGRADE_GATE_SUITES
            : null
      if (named) {
        const suites = ["src/", ...suitePaths(named)]
        // the quick run's suites after tsc, beside ESLint and the unit tests
        lanes[quick ? 1 : 0].push(inMemory("backend tests, in-memory modules", suites, env))
      } else {
        // the pass in four Jest runs over the lanes, so they end about together: the first part in
        // the first lane, the second and third in the lane of tsc, the Redis pass and the start
        // tests, the fourth in the docker lane (the clean-clone run of f525bb2 on 28 November:
        // first part 1,188 s, second 378, third 651, fourth 353; the first lane ended 444 s after
        // the docker lane, so fuzz and two short suites went from the first part to the fourth)
        const later = ["checkout-countries", "price-history", "order-languages"]
        const afterwards = ["order-concurrency", "order-emails", "order-page", "seller-withdrawals", "cart-input", "reviews"]
        // doors (HTTP parsing, headers, the throttles) is proved once: in the Redis pass when one
        // runs (the images' runtime, its counters in Redis), else here
        const doorsInRedisPass = wanted("redis") && redisUp
        const last = ["images", "product-texts", "accounts", "books", "fuzz", "translations", "admin-password"]
        const fourth = doorsInRedisPass ? last : [...last, "doors"]
        const ignore = [
          "--testPathIgnorePatterns=/node_modules/",
          `--testPathIgnorePatterns=/(${[...later, ...afterwards, ...last, "doors"].join("|")})\\.spec\\.ts$`,
          ...(unitsInRedisPass ? ["--testPathIgnorePatterns=<rootDir>/src/"] : []),
        ]
        lanes[0].push(inMemory("backend tests, in-memory modules", ignore, env))
        fourthPart = inMemory("backend tests, in-memory modules, fourth part", suitePaths(fourth), {
          ...env,
          DATA_DIR: path.join(repoRoot, ".data", "test-fourth-part"),
        })
        lanes[1].push(
          inMemory("backend tests, in-memory modules, second part", suitePaths(later), {
            ...env,
            DATA_DIR: path.join(repoRoot, ".data", "test-second-part"),
          }),
        )
        lanes[1].push(
          inMemory("backend tests, in-memory modules, third part", suitePaths(afterwards), {
            ...env,
            DATA_DIR: path.join(repoRoot, ".data", "test-third-part"),
          }),
        )
      }
    }
    // SECOND_NODE: another Node binary (CI: Node 24 LTS, the images' runtime) for the Redis pass
    // and the start tests, so each runtime proves a part once instead of the whole twice
    const secondNode = process.env.SECOND_NODE
    const laneOneNode = secondNode ?? process.execPath
    const laneOneRuntime = secondNode
      ? {
          label: `, Node ${spawnSync(secondNode, ["--version"], { encoding: "utf8" }).stdout.trim()}`,
          env: { PATH: `${path.dirname(secondNode)}${path.delimiter}${process.env.PATH}` },
        }
      : { label: "", env: {} }
    if (wanted("redis") || upgradeGateOnly) {
      if (redisUp) {
        // Again on Redis: the suites whose behaviour depends on it and that nothing else on Redis
        // proves (module choice and boot, the cached reads behind region moves, the login and
        // rate-limit counters kept in Redis). The rest would only repeat the first pass: Redis's
        // locking of racing completions, its event bus and workflow engine with Stripe's webhooks
        // are proved by the model-based test (its shops run on redis-server: double and racing
        // completions, late and repeated webhooks), the fault tests and the docker stack (two
        // servers on one Redis). On the second runtime the pass also carries what a runtime
        // changes most: HTTP parsing and headers (doors) and the backend's unit tests.
        // (the upgrade gate alone: shop-setup, whose gate test B2 has a Redis half)
        const redisSuites = wanted("redis") ? ["shop-setup", "checkout-countries", "doors"] : ["shop-setup"]
        const paths = [...(unitsInRedisPass ? ["src/"] : []), ...redisSuites.map((name) => `integration-tests/http/${name}.spec.ts`)]
        lanes[1].push((log) =>
          run(`backend tests, Redis modules${laneOneRuntime.label}`, laneOneNode, [...jest, ...paths], {
            cwd: backend,
            // the 41-country orders were proved by the first pass: here one country of each kind
            env: {
              ...env,
              ...laneOneRuntime.env,
              REDIS_URL: redisUrl,
              DATA_DIR: path.join(repoRoot, ".data", "test-redis"),
              CHECKOUT_COUNTRIES: "sample",
            },
            log,
          }),
        )
      } else if (process.env.CI) {
        // under CI a missing layer fails the run instead of passing without it
        results.push({ name: "backend tests, Redis modules", ok: false, seconds: "-", failures: [`no Redis answers at ${redisUrl}`] })
      } else {
        console.log(`\n=== backend tests, Redis modules: skipped, no Redis answers at ${redisUrl}`)
      }
    }
    if (wanted("start")) {
      // Builds what is missing, then proves the one-command start and its clean stop.
      // the files by name: Node 22 and later read `--test` arguments as globs, not folders
      const startTests = fs
        .readdirSync(path.join(repoRoot, "scripts/tests"))
        .filter((file) => file.endsWith(".test.mjs"))
        .map((file) => `scripts/tests/${file}`)
      lanes[1].push((log) =>
        run(`npm start tests${laneOneRuntime.label}`, laneOneNode, ["--test", "--test-concurrency=1", ...startTests], {
          env: laneOneRuntime.env,
          log,
        }),
      )
    }
    // The fault tests mostly wait (outages, retry schedules): they follow the docker lane when it
    // runs, so their waiting overlaps the other lanes' work instead of lengthening one of them.
    // Faults: their own embedded PostgreSQL and redis-server on spare ports, never the shared ones.
    const waiting = docker.ok ? lanes[2] : lanes[1]
    // the in-memory pass's fourth part before them: the clean-clone run of 27 November (34eba53)
    // ended the second lane six minutes after the others with it there
    if (fourthPart) waiting.push(fourthPart)
    if (wanted("faults")) {
      if (spawnSync("redis-server", ["--version"]).status === 0) {
        const name = "fault tests (PostgreSQL and Redis restarts, chat and SMTP outage)"
        waiting.push((log) => run(name, process.execPath, ["scripts/test-faults.mjs"], { log }))
      } else if (process.env.CI) {
        results.push({ name: "fault tests", ok: false, seconds: "-", failures: ["redis-server is not installed"] })
      } else {
        console.log("\n=== fault tests: skipped, redis-server is not installed")
      }
    }
    // The model-based test of the order lifecycle: seeded histories of shoppers, the seller, Stripe
    // and outages against the production build on its own database and redis-server, with the
    // lifecycle's invariants checked after each run. A violation is a defect: it is not run again.
    // In the first lane, before its shop for the browsing specs: in the clean-clone run of stop 34
    // the third lane, with it, ended 12 minutes after the first.
    if (wanted("model")) {
      if (spawnSync("redis-server", ["--version"]).status === 0) {
        lanes[0].push((log) => run("model-based test of the order lifecycle", process.execPath, ["scripts/test-model.mjs"], { log }))
      } else if (process.env.CI) {
        results.push({ name: "model-based test", ok: false, seconds: "-", failures: ["redis-server is not installed"] })
      } else {
        console.log("\n=== model-based test: skipped, redis-server is not installed")
      }
    }
    // Then two shops, one at the end of each of the first two lanes (each starts when the steps
    // before it in its lane are done, so no core waits for the slower lane), each on its own
    // database and ports: one runs the specs that browse, the other the specs that buy (orders,
    // stock, totals), then the checkout with Stripe on.
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
        ? [{ name: "end-to-end tests", specs: process.env.E2E_SPECS.split(",") }]
        : [
            { name: "end-to-end tests, browsing", specs: allSpecs.filter((file) => !buying.includes(file)).map((file) => `e2e/${file}`) },
            {
              name: "end-to-end tests, buying",
              // the specs the docker lane runs against the containers are not run here again
              specs: allSpecs
                .filter((file) => buying.includes(file))
                .map((file) => `e2e/${file}`)
                .filter((spec) => !(docker.ok && CONTAINER_SPECS.includes(spec))),
            },
          ]
      groups.forEach((group, index) =>
        lanes[index].push((log) =>
          endToEnd(postgres, {
            ...group,
            database: index === 0 ? database : `${database}_${index}`,
            ports: [String(backendPort + index), String(storefrontPort + index)],
            log,
          }),
        ),
      )
    }
    if (wanted("stripe")) {
      // The same checkout with Stripe on, paying on the local Stripe stand-in the spec starts.
      lanes[1].push((log) =>
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
      )
    }
    laneEnds = await inLanes(lanes, logDir)
  } finally {
    await template?.drop()
    await postgres.stop()
  }

  console.log(`\n=== summary (Node ${process.versions.node})`)
  for (const result of results) {
    console.log(`${result.ok ? "pass" : "FAIL"}  ${result.name} (${result.seconds} s)`)
    for (const line of result.failures ?? []) console.log(`      ${line.trim()}`)
  }
  if (laneEnds.length > 1) console.log(`lanes ended after ${laneEnds.map((seconds, lane) => `${seconds} s (lane ${lane})`).join(", ")}`)
  const failed = results.filter((result) => !result.ok).length
  console.log(failed ? `${failed} step(s) failed` : "all tests passed")
  console.log(`took ${Math.round((Date.now() - startedAt) / 1000)} s`)
  process.exit(failed ? 1 : 0)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
