// The one-command start: a bad database setting fails with one line; Ctrl-C leaves nothing behind.
import assert from "node:assert/strict"
import { execFileSync, spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { test } from "node:test"
import { repoRoot } from "../lib/env.mjs"

const startScript = path.join(repoRoot, "scripts/start.mjs")

function runStart(env, { ipc = false } = {}) {
  return spawn(process.execPath, [startScript], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe", ...(ipc ? ["ipc"] : [])],
  })
}

function output(child) {
  let text = ""
  child.stdout.on("data", (chunk) => (text += chunk))
  child.stderr.on("data", (chunk) => (text += chunk))
  return () => text
}

function isAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const exited = (child) => new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })))

test("an unreachable DATABASE_URL stops the start with one clear line", async () => {
  const child = runStart({ DATABASE_URL: "postgres://nobody@127.0.0.1:1/x" })
  const text = output(child)
  const { code } = await exited(child)
  assert.notEqual(code, 0)
  const lines = text()
    .trim()
    .split("\n")
    .filter((line) => !line.startsWith("npm warn"))
  assert.equal(lines.length, 1, `expected one line, got:\n${text()}`)
  assert.match(lines[0], /^Cannot reach the database at DATABASE_URL=postgres:\/\/nobody@127\.0\.0\.1:1\/x: /)
})

test("a DATABASE_URL that is not a URL stops the start with one clear line", async () => {
  const child = runStart({ DATABASE_URL: "not a url" })
  const text = output(child)
  const { code } = await exited(child)
  assert.notEqual(code, 0)
  assert.equal(text().trim(), "Invalid setting: DATABASE_URL is not a URL (not a url)")
})

function processesMentioning(marker) {
  const out = execFileSync("ps", ["-eo", "pid,args"], { encoding: "utf8" })
  return out.split("\n").filter((line) => line.includes(marker) && !line.includes("ps -eo"))
}

test(
  "npm start runs the embedded database and the shop, and Ctrl-C stops every process it started",
  { timeout: 15 * 60_000 },
  async (t) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-start-"))
    fs.chmodSync(dataDir, 0o755) // the embedded database may run as a dedicated user
    const env = {
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: "54391",
      PORT: "9391",
      STOREFRONT_PORT: "8391",
      REDIS_URL: "",
    }
    delete process.env.DATABASE_URL
    const child = runStart(env, { ipc: true })
    // whatever ends the test (its time limit included), the shop it started is stopped: a running
    // child would keep the test file's process, and so the whole test run, waiting
    t.after(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGINT")
    })
    const text = output(child)
    const ready = await new Promise((resolve, reject) => {
      child.on("message", (message) => message?.ready && resolve(message))
      child.once("exit", (code) => reject(new Error(`start exited early (${code}):\n${text().slice(-3000)}`)))
    })
    // a failed check stops the shop first, so the test ends with its failure instead of waiting on it
    try {
      assert.ok(ready.seconds > 0)
      assert.match(text(), /Storefront: {2}http:\/\/localhost:8391/)
      assert.match(text(), /Admin: {7}http:\/\/localhost:9391\/app/)
      assert.match(text(), /Admin login: admin@example\.com/)

      const health = await fetch("http://localhost:9391/health")
      assert.equal(health.status, 200)
      // the admin's answers carry the backend's security headers (instrumentation.ts) and no X-Powered-By
      for (const path of ["/app", "/app/login", "/admin/users/me"]) {
        const answer = await fetch(`http://localhost:9391${path}`)
        assert.equal(answer.headers.get("x-frame-options"), "DENY", path)
        const policy = answer.headers.get("content-security-policy") ?? ""
        // the admin's pages run only their own scripts (no eval); its API answers load nothing at all
        assert.match(policy, path.startsWith("/app") ? /(^|; )script-src 'self'(;|$)/ : /^default-src 'none'/, path)
        assert.match(policy, /(^|; )frame-ancestors 'none'(;|$)/, path)
        assert.doesNotMatch(policy, /unsafe-eval/, path)
        assert.equal(answer.headers.get("x-content-type-options"), "nosniff", path)
        assert.equal(answer.headers.get("x-powered-by"), null, path)
      }
      const page = await fetch("http://localhost:8391/products")
      assert.match(await page.text(), /Pure Himalayan Shilajit Resin/)
      assert.ok(processesMentioning(dataDir).length > 0, "the embedded database runs from the data folder")
    } catch (error) {
      child.kill("SIGINT")
      await exited(child)
      throw error
    }

    // Ctrl-C while shoppers are still browsing: a busy server takes longer to stop, and the database
    // must outlive it (the embedded-postgres package's own signal handler once stopped it first and
    // exited, leaving the server running with no parent).
    const { publishable_key: key } = await fetch("http://localhost:9391/storefront-config").then((r) => r.json())
    let browsing = true
    const shopper = async () => {
      while (browsing) {
        await fetch("http://localhost:9391/store/products?fields=*variants", {
          headers: { "x-publishable-api-key": key },
          signal: AbortSignal.timeout(2000),
        })
          .then((r) => r.arrayBuffer())
          .catch(() => new Promise((resolve) => setTimeout(resolve, 50)))
      }
    }
    const shoppers = Array.from({ length: 32 }, shopper)
    await new Promise((resolve) => setTimeout(resolve, 2000))
    child.kill("SIGINT")
    await exited(child)
    const serverOutlivedStart = isAlive(ready.backendPid)
    browsing = false
    await Promise.all(shoppers)
    if (serverOutlivedStart) process.kill(ready.backendPid, "SIGKILL")
    assert.equal(serverOutlivedStart, false, "npm start exits only once the server it started has stopped")
    await new Promise((resolve) => setTimeout(resolve, 500))
    assert.deepEqual(processesMentioning(dataDir), [])
    await assert.rejects(fetch("http://localhost:9391/health"))
    await assert.rejects(fetch("http://localhost:8391/"))
    fs.rmSync(dataDir, { recursive: true, force: true })
  },
)
