// A redis-server of our own on a spare port, without persistence, for benches and fault tests: the
// machine's shared Redis is never touched. Needs `redis-server` on PATH.
import { spawn } from "node:child_process"
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
