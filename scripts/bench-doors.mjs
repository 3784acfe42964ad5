#!/usr/bin/env node
// `npm run bench:doors`: what a login flood costs the backend. One client sends
// `POST /auth/customer/email-code` with a new address of about 95 KB each time (150, then 1,350 more:
// 1,500 in all), as an attacker filling the login throttle would; meanwhile a shopper reads the
// Store API from another address. Prints the backend's heap after a full garbage collection before
// and after each batch (read through Node's inspector, opened on the running backend with SIGUSR1,
// as `kill -USR1` would), its resident set, the answers' statuses and the shopper's latency, and
// one BENCH_DOORS line. Target: the heap holds less than 5 MB more after the 1,500.
//
//   --backend-port=<n> --storefront-port=<n>   default 9620 / 8620
//   DATABASE_URL                               the shop's database (else an embedded PostgreSQL)
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import { startShop } from "./lib/shop-run.mjs"

const TARGET_MB = 5
const ADDRESS_BYTES = 95_000
const BATCHES = [150, 1_350]

async function bench() {
  const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback
  const backendPort = Number(arg("backend-port", 9620))
  const storefrontPort = Number(arg("storefront-port", 8620))
  const env = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}
  console.log(
    `bench:doors: ${BATCHES.join(" + ")} logins with ${ADDRESS_BYTES / 1000} KB addresses; load now: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  )
  const shop = await startShop({ backendPort, storefrontPort, env })
  let inspector
  try {
    const base = shop.backendUrl
    const { publishable_key: key } = await fetch(`${base}/storefront-config`).then((r) => r.json())
    inspector = await openInspector(shop.backendPid)
    const shopperRead = async () => {
      const startedAt = performance.now()
      const response = await fetch(`${base}/store/regions?fields=id`, {
        headers: { "x-publishable-api-key": key, "x-forwarded-for": "198.51.100.20" },
      })
      await response.arrayBuffer()
      return { status: response.status, ms: performance.now() - startedAt }
    }
    const quiet = await shopperReads(shopperRead, 40)
    const heaps = [await inspector.heapUsedAfterGc()]
    const resident = [residentMb(shop.backendPid)]
    const statuses = {}
    const during = []
    let sent = 0
    for (const size of BATCHES) {
      let attacking = true
      const shopper = (async () => {
        while (attacking) {
          during.push(await shopperRead())
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
      })()
      for (let i = 0; i < size; i += 1, sent += 1) {
        const email = `${String(sent).padStart(5, "0")}${"x".repeat(ADDRESS_BYTES)}@example.com`
        const response = await fetch(`${base}/auth/customer/email-code`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.66" },
          body: JSON.stringify({ email, code: "123456" }),
        })
        await response.arrayBuffer()
        statuses[response.status] = (statuses[response.status] ?? 0) + 1
      }
      attacking = false
      await shopper
      heaps.push(await inspector.heapUsedAfterGc())
      resident.push(residentMb(shop.backendPid))
      console.log(
        `  after ${String(sent).padStart(5)} logins: heap ${heaps.at(-1).toFixed(1)} MB (+${(heaps.at(-1) - heaps[0]).toFixed(1)}), resident ${resident.at(-1).toFixed(0)} MB; answers ${JSON.stringify(statuses)}`,
      )
    }
    const p95 = (reads) =>
      percentile(
        reads.map((read) => read.ms).sort((a, b) => a - b),
        95,
      )
    const shopperErrors = during.filter((read) => read.status >= 500).length
    const grown = heaps.map((heap) => heap - heaps[0])
    const serverErrors = Object.entries(statuses)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, n]) => sum + n, 0)
    console.log(
      `  shopper's read: p95 ${p95(quiet).toFixed(0)} ms quiet, ${p95(during).toFixed(0)} ms during the flood (${during.length} reads, ${shopperErrors} 5xx)`,
    )
    console.log(
      `BENCH_DOORS heap_growth_150_mb=${grown[1].toFixed(1)} heap_growth_1500_mb=${grown[2].toFixed(1)} resident_mb=${resident.map((mb) => mb.toFixed(0)).join("/")} answers=${Object.entries(
        statuses,
      )
        .map(([status, n]) => `${n}x${status}`)
        .join(
          ",",
        )} server_errors=${serverErrors + shopperErrors} shopper_p95_ms=${p95(quiet).toFixed(0)}/${p95(during).toFixed(0)} target_ok=${grown.every((mb) => mb < TARGET_MB) && serverErrors + shopperErrors === 0}`,
    )
  } finally {
    inspector?.close()
    await shop.stop()
  }
  process.exit(0)
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN
}

async function shopperReads(read, count) {
  const reads = []
  for (let i = 0; i < count; i += 1) reads.push(await read())
  return reads
}

function residentMb(pid) {
  return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024
}

/**
 * Node's inspector on the backend process: SIGUSR1 makes a running Node process listen on
 * 127.0.0.1:9229; the heap is read with the DevTools protocol after a full collection.
 */
async function openInspector(pid) {
  process.kill(pid, "SIGUSR1")
  let targets
  for (let tries = 0; !targets && tries < 50; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200))
    targets = await fetch("http://127.0.0.1:9229/json/list")
      .then((r) => r.json())
      .catch(() => undefined)
  }
  if (!targets?.length) throw new Error("the backend's inspector did not open on 127.0.0.1:9229")
  const socket = new WebSocket(targets[0].webSocketDebuggerUrl)
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true })
    socket.addEventListener("error", reject, { once: true })
  })
  let nextId = 1
  const pending = new Map()
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data))
    pending.get(message.id)?.(message)
    pending.delete(message.id)
  })
  const call = (method, params = {}) =>
    new Promise((resolve) => {
      const id = nextId++
      pending.set(id, resolve)
      socket.send(JSON.stringify({ id, method, params }))
    })
  return {
    async heapUsedAfterGc() {
      // twice: objects freed by the first collection's finalisers go in the second
      await call("HeapProfiler.collectGarbage")
      await call("HeapProfiler.collectGarbage")
      const { result } = await call("Runtime.evaluate", { expression: "process.memoryUsage().heapUsed", returnByValue: true })
      return result.result.value / 1024 / 1024
    },
    close() {
      socket.close()
    },
  }
}

// Node 20 has WebSocket (the inspector's protocol) only behind a flag; Node 22 and later by default
if (!globalThis.WebSocket) {
  const child = spawn(process.execPath, ["--experimental-websocket", ...process.argv.slice(1)], { stdio: "inherit" })
  child.on("exit", (code) => process.exit(code ?? 1))
} else {
  await bench()
}
