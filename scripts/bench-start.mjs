#!/usr/bin/env node
// `npm run bench:start`: how long the one-command start takes and what the idle server holds.
// Cold: no build and an empty data folder (as right after `npm install`). Warm: the same again with
// the builds and data kept. Idle memory: the backend's resident set 20 s after ready.
// `--keep-build` skips deleting the builds (cold then means: empty database only).
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { repoRoot } from "./lib/env.mjs"

const keepBuild = process.argv.includes("--keep-build")
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-"))
fs.chmodSync(dataDir, 0o755)
const env = {
  ...process.env,
  DATABASE_URL: "",
  DATA_DIR: dataDir,
  EMBEDDED_POSTGRES_PORT: "54392",
  PORT: process.env.BENCH_BACKEND_PORT ?? "9392",
  STOREFRONT_PORT: process.env.BENCH_STOREFRONT_PORT ?? "8392",
}

function residentKb(pid) {
  // The process and everything it started (Medusa may fork).
  const children = fs.existsSync(`/proc/${pid}/task/${pid}/children`)
    ? fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean)
    : []
  const own = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0)
  return own + children.reduce((sum, child) => sum + residentKb(Number(child)), 0)
}

async function startOnce(label) {
  const startedAt = Date.now()
  const child = spawn(process.execPath, [path.join(repoRoot, "scripts/start.mjs")], {
    env,
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  })
  const ready = await new Promise((resolve, reject) => {
    child.on("message", (message) => message?.ready && resolve(message))
    child.once("exit", (code) => reject(new Error(`${label}: start exited with ${code}`)))
  })
  const seconds = (Date.now() - startedAt) / 1000
  return { child, seconds, backendPid: ready.backendPid }
}

async function stop(child) {
  const exited = new Promise((resolve) => child.once("exit", resolve))
  child.kill("SIGINT")
  await exited
}

if (!keepBuild) {
  fs.rmSync(path.join(repoRoot, "backend/.medusa"), { recursive: true, force: true })
  fs.rmSync(path.join(repoRoot, "storefront/build"), { recursive: true, force: true })
}
const cold = await startOnce("cold start")
await stop(cold.child)
const warm = await startOnce("warm restart")
await new Promise((resolve) => setTimeout(resolve, 20_000))
const idleMb = residentKb(warm.backendPid) / 1024
await stop(warm.child)
fs.rmSync(dataDir, { recursive: true, force: true })

console.log(`cold start to ready${keepBuild ? " (builds kept)" : " (builds included)"}: ${cold.seconds.toFixed(1)} s`)
console.log(`warm restart to ready: ${warm.seconds.toFixed(1)} s (target < 30 s)`)
console.log(`idle backend resident memory: ${idleMb.toFixed(0)} MB (target < 400 MB)`)
console.log(`BENCH_START cold_s=${cold.seconds.toFixed(1)} warm_s=${warm.seconds.toFixed(1)} idle_rss_mb=${idleMb.toFixed(0)}`)
