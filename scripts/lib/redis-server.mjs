// A redis-server of our own on a spare port, without persistence, for benches and fault tests: the
// machine's shared Redis is never touched. Needs `redis-server` on PATH.
import { execFile, spawn } from "node:child_process"
import { redisAnswers } from "./services.mjs"

/**
 * `dir` given: append-only persistence there, as a production Redis has (Medusa keeps its scheduled
 * jobs and queued events in Redis; a restart without persistence loses them).
 */
export async function startRedis(port, { dir } = {}) {
  const url = `redis://127.0.0.1:${port}`
  if (await redisAnswers(url)) throw new Error(`Port ${port} already has a Redis: pick another spare port`)
  let child
  const launch = async () => {
    const persistence = dir ? ["--appendonly", "yes", "--dir", dir] : ["--appendonly", "no"]
    child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", ...persistence], { stdio: "ignore" })
    for (let i = 0; i < 100 && !(await redisAnswers(url)); i++) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const stop = async () => {
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once("exit", resolve))
    child.kill("SIGTERM")
    await exited
  }
  await launch()
  return { url, stop, start: launch }
}

/** BullMQ's keys of Medusa's Redis event bus queue (event-bus-redis: prefix and queue name). */
const EVENT_QUEUE = "RedisEventBusService:events-queue"
/** One redis-cli command against the redis-server on `port`: its output, trimmed. */
export const redisCli = (port, ...args) =>
  new Promise((resolve, reject) =>
    execFile("redis-cli", ["-p", String(port), ...args], (error, stdout) => (error ? reject(error) : resolve(stdout.trim()))),
  )

/**
 * Waits until Medusa's Redis event bus has handled every queued event (none waiting, active,
 * prioritised or delayed), twice in a row a second apart. A shop just set up still works through
 * its setup's events (products, sales channel, publishable key) for a while on a busy machine,
 * and Medusa's caching module drops the cached reads they touch as it hears them: the cached
 * publishable key among them, which Medusa checks before any of the shop's own middleware (so
 * before its database gate; see docs/operations.md). A fault test breaks things after this.
 */
export async function eventsDrained(url, { timeoutMs = 180_000 } = {}) {
  const { port } = new URL(url)
  const deadline = Date.now() + timeoutMs
  let quietReads = 0
  while (quietReads < 2) {
    if (Date.now() > deadline) throw new Error(`Medusa's event queue in ${url} did not empty within ${timeoutMs / 1000} s`)
    const counts = await Promise.all([
      redisCli(port, "LLEN", `${EVENT_QUEUE}:wait`),
      redisCli(port, "LLEN", `${EVENT_QUEUE}:active`),
      redisCli(port, "ZCARD", `${EVENT_QUEUE}:prioritized`),
      redisCli(port, "ZCARD", `${EVENT_QUEUE}:delayed`),
    ])
    quietReads = counts.every((count) => Number(count) === 0) ? quietReads + 1 : 0
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}
