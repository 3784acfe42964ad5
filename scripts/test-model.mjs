#!/usr/bin/env node
// `npm run test:model`: a model-based test of the order lifecycle. A seeded generator makes histories
// of shopper, seller and infrastructure actions (carts, lines and parallel adds, single-use and
// welcome codes, checkouts, single, double and racing completions of carts sharing a code or the last
// units, double and triple checkout starts, one cart placed from two tabs at once, double adds, reloads, the buyer's withdrawals, the seller's shipments, cancels and refunds, short PostgreSQL and Redis outages), plays each
// against the real shop (the production build, with its own PostgreSQL, Redis and SMTP stand-in; see
// lib/model/shop.mjs), then checks the invariants of DESIGN.md on what the shop holds. A history that
// breaks one is shrunk (steps dropped while it still breaks the same invariant, a bounded number of
// replays) and printed. Options:
//   --runs=N       runs per payment mode (default: the fixed CI seeds)   --seed=S  first seed (then S+1, ...)
//   --payment=test|stripe|both   the test payment, Stripe (the stand-in) or both, one shop each (default both)
//   --actions=K    actions per run (default 30)           --shrink=R  replays the shrink may use (default 12)
//   --no-outages   --no-seller   --no-subscriptions   --no-withdrawals         --keep      keep the shop's data and log
//   --history=FILE play the steps of a JSON file (a printed history's `json:` line) instead
//   --verbose      print each history and every answer
//   --no-redis     Medusa's in-memory modules (event bus, locking, workflow engine) as a plain `npm start` runs
//   --port-offset=N  every port of the run moved by N (two runs side by side)
//   --data=DIR     start on the data a --keep run left (warm: no migrations)
// Ends with `MODEL runs=.. actions=.. violations=..` and `N passed, M failed`; exits 1 on a violation.
import fs from "node:fs"
import { describeStep, generateHistory } from "./lib/model/generate.mjs"
import { checkInvariants, settle } from "./lib/model/invariants.mjs"
import { connectToShop, playHistory } from "./lib/model/run.mjs"
import { MODEL_PORTS, startModelShop, stopEverything } from "./lib/model/shop.mjs"

/**
 * The seeds CI runs, per payment mode: a few minutes on two busy cores. Test 1: six carts racing
 * for one welcome code; test 63: a withdrawal at the moment the seller ships, a refund, a renewal,
 * skip and pause; Stripe 38: withdrawals while the seller ships, cancels and refunds, webhooks late
 * and twice, an outage.
 */
const CI_SEEDS = { test: [1, 63], stripe: [38] }

const options = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, "").split("=")
    return [key, value ?? true]
  }),
)
const actionsPerRun = Number(options.actions ?? 30)
const modes = options.payment && options.payment !== "both" ? [options.payment] : ["test", "stripe"]
const seedsOf = (mode) =>
  options.runs || options.seed
    ? Array.from({ length: Number(options.runs ?? 1) }, (_, i) => Number(options.seed ?? Date.now() % 100_000) + i)
    : CI_SEEDS[mode]
const shrinkBudget = Number(options.shrink ?? 12)
const startedAt = Date.now()
const log = (line) => console.log(`[${((Date.now() - startedAt) / 1000).toFixed(0).padStart(4)} s] ${line}`)

let shop = null
let stopping = false
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, async () => {
    stopping = true
    await stopEverything()
    process.exit(130)
  })
}

let connection = null
let features = null
const actionCount = (history) => history.reduce((n, step) => n + (step.t === "together" ? step.actions.length : 1), 0)

/** Plays a history and checks the invariants; the violations it found. */
async function attempt(seed, history) {
  const run = await playHistory({ shop, connection, history, seed, log })
  await settle(shop, connection, run)
  const { violations, orders } = await checkInvariants(shop, connection, run)
  return { violations, orders, run }
}

/**
 * The shortest history found that still breaks one of `invariants`: halves, quarters, ... of the
 * steps dropped, then single steps, each kept out while the rest still fails; at most `budget` replays.
 */
async function shrink(seed, history, invariants, budget) {
  let current = history
  let replays = 0
  let last = null
  for (let size = Math.ceil(current.length / 2); size >= 1 && replays < budget; size = Math.floor(size / 2)) {
    for (let start = current.length - size; start >= 0 && replays < budget; start -= size) {
      const candidate = [...current.slice(0, start), ...current.slice(start + size)]
      if (!candidate.length) continue
      replays++
      const { violations } = await attempt(seed, candidate)
      const same = violations.filter((v) => invariants.includes(v.invariant))
      log(`  shrink replay ${replays}/${budget}: ${candidate.length} steps ${same.length ? "still fails" : "passes"}`)
      if (same.length) {
        current = candidate
        last = same
        start = Math.min(start, current.length)
      }
    }
  }
  return { history: current, violations: last, replays }
}

let passed = 0
let failed = 0
let actions = 0
let runs = 0
let violationsTotal = 0
for (const mode of modes) {
  if (stopping) break
  // subscriptions renew through `subscriptions:renew-due` with the test payment; Stripe bills its own
  features = {
    outages: !options["no-outages"],
    redis: !options["no-redis"],
    seller: !options["no-seller"],
    withdrawals: !options["no-withdrawals"],
    stripe: mode === "stripe",
    subscriptions: mode === "test" && !options["no-subscriptions"],
  }
  try {
    const offset = Number(options["port-offset"] ?? 0)
    const ports = Object.fromEntries(Object.entries(MODEL_PORTS).map(([name, port]) => [name, port + offset]))
    shop = await startModelShop({ log, stripe: features.stripe, redis: !options["no-redis"], dataDir: options.data, ports })
    connection = await connectToShop(shop)
  } catch (error) {
    console.error(error.message)
    failed++
    break
  }
  try {
    await runSeeds(mode, seedsOf(mode))
  } catch (error) {
    console.error(error)
    failed++
  }
  await shop.stop({ keepData: Boolean(options.keep) || failed > 0 }).catch((error) => console.error(error.message))
  shop = null
}
console.log(`MODEL runs=${runs} actions=${actions} violations=${violationsTotal} seconds=${((Date.now() - startedAt) / 1000).toFixed(0)}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)

async function runSeeds(mode, seeds) {
  for (const seed of seeds) {
    if (stopping) return
    runs++
    const history = options.history ? JSON.parse(fs.readFileSync(options.history, "utf8")) : generateHistory(seed, actionsPerRun, features)
    actions += actionCount(history)
    const started = Date.now()
    const { violations, orders, run } = await attempt(seed, history)
    const fiveHundreds = run.answers.filter((a) => typeof a.status !== "number" || a.status >= 500).length
    log(
      `${mode} seed ${seed}: ${history.length} steps, ${actionCount(history)} actions, ${run.answers.length} requests (${fiveHundreds} 5xx), ${orders.length} orders, ${violations.length} violations, ${((Date.now() - started) / 1000).toFixed(0)} s`,
    )
    if (options.verbose) {
      history.forEach((step, i) => console.log(`  ${String(i + 1).padStart(3)}. ${describeStep(step)}`))
      for (const a of run.answers)
        console.log(`    ${a.action} ${a.method} ${a.path} ${a.status} ${a.ms} ms${a.message ? ` ${a.message}` : ""}`)
    }
    if (!violations.length) {
      passed++
      continue
    }
    failed++
    violationsTotal += violations.length
    for (const v of violations) log(`  VIOLATION ${v.invariant}: ${v.detail}`)
    const invariants = [...new Set(violations.map((v) => v.invariant))]
    const shrunk = await shrink(seed, history, invariants, shrinkBudget)
    console.log(
      `\n${mode} seed ${seed} breaks ${invariants.join(", ")}; shortest history found (${shrunk.history.length} of ${history.length} steps, ${shrunk.replays} replays):`,
    )
    shrunk.history.forEach((step, i) => console.log(`  ${String(i + 1).padStart(3)}. ${describeStep(step)}`))
    console.log(`  json: ${JSON.stringify(shrunk.history)}`)
    for (const v of shrunk.violations ?? violations) console.log(`  -> ${v.invariant}: ${v.detail}`)
    console.log(
      `  replay: npm run test:model -- --payment=${mode} --seed=${seed} --runs=1 --actions=${actionsPerRun}${features.outages ? "" : " --no-outages"}${features.seller ? "" : " --no-seller"}${features.withdrawals ? "" : " --no-withdrawals"}${features.subscriptions || features.stripe ? "" : " --no-subscriptions"}\n`,
    )
  }
}
