// Settings and the start's checks: .env.example documents every setting, URLs follow the ports,
// a taken port stops the start with one line, a build made for other settings is rebuilt.
import assert from "node:assert/strict"
import { spawn } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { test } from "node:test"
import { adminLoginLine, repoRoot } from "../lib/env.mjs"
import { deriveUrlsFromPorts } from "../lib/urls.mjs"
import { backendBuildSettings, builtForOtherSettings } from "../lib/build.mjs"

/** Names of settings read by code: process.env.X, env.X in the scripts, and the backend's schema. */
function settingsReadByCode() {
  const names = new Set()
  const visit = (entry) => {
    const stat = fs.statSync(entry)
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(entry)) {
        if (!["node_modules", "tests", "__tests__", "build", ".medusa"].includes(child)) visit(path.join(entry, child))
      }
    } else if (/\.(ts|tsx|mjs|js)$/.test(entry) && !/\.(test|spec)\./.test(entry)) {
      const text = fs.readFileSync(entry, "utf8")
      for (const match of text.matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)) names.add(match[1])
    }
  }
  for (const dir of [
    "backend/src",
    "backend/medusa-config.ts",
    "storefront/app",
    "storefront/server.mjs",
    "storefront/server",
    "scripts/start.mjs",
    "scripts/seed.mjs",
    "scripts/lib/env.mjs",
    "scripts/lib/urls.mjs",
    "scripts/lib/embedded-postgres.mjs",
    "scripts/lib/build.mjs",
  ]) {
    visit(path.join(repoRoot, dir))
  }
  const schema = fs
    .readFileSync(path.join(repoRoot, "backend/src/lib/settings.ts"), "utf8")
    .split("const schema = z.object({")[1]
    .split("\n})")[0]
  for (const match of schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)) names.add(match[1])
  return names
}

test(".env.example lists every setting the code reads, each with a line saying what it does", () => {
  const example = fs.readFileSync(path.join(repoRoot, ".env.example"), "utf8").split("\n")
  const documented = new Map()
  example.forEach((line, index) => {
    const match = line.match(/^#? ?([A-Z][A-Z0-9_]+)=/)
    if (match) documented.set(match[1], index)
  })
  // set by the scripts for their children or by the test runners, not by a seller
  const internal = new Set(["NODE_OPTIONS", "TEST_POSTGRES_PORT", "DB_HOST", "DB_PORT", "DB_USERNAME", "DB_PASSWORD"])
  const missing = [...settingsReadByCode()].filter((name) => !internal.has(name) && !documented.has(name))
  assert.deepEqual(missing, [], `.env.example should list ${missing.join(", ")}`)
  for (const [name, index] of documented) {
    const above = example
      .slice(0, index)
      .reverse()
      .find((line) => !/^#? ?[A-Z][A-Z0-9_]+=/.test(line))
    assert.ok(above?.startsWith("# ") || example[index].startsWith("#"), `${name} has a line saying what it does`)
  }
})

test("URLs and CORS origins follow the ports unless they are set", () => {
  assert.deepEqual(deriveUrlsFromPorts({ PORT: "9100", STOREFRONT_PORT: "8100" }), {
    PORT: "9100",
    STOREFRONT_PORT: "8100",
    BACKEND_URL: "http://localhost:9100",
    STOREFRONT_URL: "http://localhost:8100",
    STORE_CORS: "http://localhost:8100",
    ADMIN_CORS: "http://localhost:9100",
    AUTH_CORS: "http://localhost:8100,http://localhost:9100",
  })
  const set = deriveUrlsFromPorts({ PORT: "9100", STOREFRONT_URL: "https://shop.example.com" })
  assert.equal(set.STORE_CORS, "https://shop.example.com")
  assert.equal(set.BACKEND_URL, "http://localhost:9100")
  // .env.example leaves the URLs to the ports: changing PORT alone moves the storefront's backend too
  const example = fs.readFileSync(path.join(repoRoot, ".env.example"), "utf8")
  for (const name of ["BACKEND_URL", "STOREFRONT_URL", "STORE_CORS", "ADMIN_CORS", "AUTH_CORS"]) {
    assert.doesNotMatch(example, new RegExp(`^${name}=`, "m"), `${name} is not fixed in .env.example`)
  }
})

test("the start banner shows the admin password only while it is the local default", () => {
  assert.equal(adminLoginLine({}), "  Admin login: admin@example.com / supersecret")
  assert.equal(adminLoginLine({ ADMIN_EMAIL: "me@shop.nl", ADMIN_PASSWORD: "supersecret" }), "  Admin login: me@shop.nl / supersecret")
  const own = adminLoginLine({ ADMIN_EMAIL: "me@shop.nl", ADMIN_PASSWORD: "my own long password" })
  assert.equal(own, "  Admin login: me@shop.nl / (the ADMIN_PASSWORD you set)")
  assert.doesNotMatch(own, /my own long password/)
})

test("a backend build made for another admin URL is rebuilt; one made for these settings is kept", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-build-stamp-"))
  const stamp = path.join(dir, "build-settings.json")
  assert.equal(builtForOtherSettings(stamp, backendBuildSettings({})), true, "no record: rebuild")
  fs.writeFileSync(stamp, JSON.stringify(backendBuildSettings({})))
  assert.equal(builtForOtherSettings(stamp, backendBuildSettings({ PORT: "9100", BACKEND_URL: "http://localhost:9100" })), false)
  assert.equal(builtForOtherSettings(stamp, backendBuildSettings({ MEDUSA_ADMIN_BACKEND_URL: "https://api.example.com" })), true)
  fs.rmSync(dir, { recursive: true, force: true })
})

function runStart(env) {
  const child = spawn(process.execPath, [path.join(repoRoot, "scripts/start.mjs")], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let text = ""
  child.stdout.on("data", (chunk) => (text += chunk))
  child.stderr.on("data", (chunk) => (text += chunk))
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, text })))
}

function occupy(port) {
  return new Promise((resolve) => {
    const server = net.createServer().listen(port, () => resolve(server))
  })
}

for (const [setting, name] of [
  ["STOREFRONT_PORT", "the storefront"],
  ["PORT", "the backend"],
  ["EMBEDDED_POSTGRES_PORT", "the embedded database"],
]) {
  test(`a taken ${setting} stops the start at once with one line naming it`, async () => {
    const ports = { PORT: "9397", STOREFRONT_PORT: "8397", EMBEDDED_POSTGRES_PORT: "54397" }
    const blocker = await occupy(Number(ports[setting]))
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-ports-"))
    const started = Date.now()
    const { code, text } = await runStart({ ...ports, DATABASE_URL: "", DATA_DIR: dataDir, REDIS_URL: "" })
    blocker.close()
    assert.equal(code, 1)
    const lines = text
      .trim()
      .split("\n")
      .filter((line) => !line.startsWith("npm warn"))
    assert.deepEqual(lines, [`Port ${ports[setting]} for ${name} is taken: stop what runs there or set ${setting}.`])
    assert.ok(Date.now() - started < 20_000, "nothing was built or started first")
    assert.deepEqual(fs.readdirSync(dataDir), [], "no database was created")
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
}

test("the same port for the backend and the storefront is refused before anything starts", async () => {
  const { code, text } = await runStart({ PORT: "9398", STOREFRONT_PORT: "9398", DATABASE_URL: "", EMBEDDED_POSTGRES_PORT: "54398" })
  assert.equal(code, 1)
  assert.match(text.trim(), /^Port 9398 is set for both the backend \(PORT\) and the storefront \(STOREFRONT_PORT\): give each its own\.$/)
})
