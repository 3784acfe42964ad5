#!/usr/bin/env node
// `npm start`: the whole shop from one command. Starts an embedded PostgreSQL when DATABASE_URL is
// unset, migrates, seeds an empty catalogue, creates the admin user, then runs the Medusa server and
// the storefront. Ctrl-C stops everything it started.
import { adminLoginLine, bin, loadSettingsFile, repoRoot } from "./lib/env.mjs"
import { assertPortsFree } from "./lib/ports.mjs"
import { startEmbeddedPostgres } from "./lib/embedded-postgres.mjs"
import { assertDatabaseReachable } from "./lib/database.mjs"
import { ensureBuilt } from "./lib/build.mjs"
import { ProcessGroup } from "./lib/process-group.mjs"
import { waitForHttp } from "./lib/wait.mjs"
import { deriveUrlsFromPorts } from "./lib/urls.mjs"
import { schemaFingerprint, setupFingerprint, unlessUnchanged } from "./lib/start-state.mjs"

loadSettingsFile()
deriveUrlsFromPorts()
const group = new ProcessGroup()
// Started by a test or benchmark that has gone away: stop too, rather than leave a shop running.
process.on("disconnect", () => group.stopAll().then(() => process.exit(1)))
const startedAt = Date.now()
const seconds = () => ((Date.now() - startedAt) / 1000).toFixed(1)

/** Every port this start will listen on, checked before anything is built or started. */
function portsNeeded(env = process.env) {
  const ports = [
    { port: Number(env.PORT), name: "the backend", setting: "PORT" },
    { port: Number(env.STOREFRONT_PORT), name: "the storefront", setting: "STOREFRONT_PORT" },
  ]
  if (!env.DATABASE_URL) {
    const port = Number(env.EMBEDDED_POSTGRES_PORT || 54329)
    ports.push({ port, name: "the embedded database", setting: "EMBEDDED_POSTGRES_PORT", host: "127.0.0.1" })
  }
  return ports
}

async function main() {
  // Before anything is built or started: a wrong database setting, then every port needed
  if (process.env.DATABASE_URL) {
    await assertDatabaseReachable(process.env.DATABASE_URL)
    await assertPortsFree(portsNeeded())
  } else {
    await assertPortsFree(portsNeeded())
    const database = await startEmbeddedPostgres()
    group.onStop(() => database.stop())
    process.env.DATABASE_URL = database.url
    await assertDatabaseReachable(process.env.DATABASE_URL)
  }

  await ensureBuilt(group)
  // The compiled server runs every step: the same code that serves, and no TypeScript compile at start.
  const server = `${repoRoot}/backend/.medusa/server`
  const backendEnv = {
    SHOP_MODE: process.env.SHOP_MODE ?? (process.env.NODE_ENV === "production" ? "production" : "local"),
    // Keeps the idle server under 400 MB resident (432 MB without): fewer malloc arenas and a
    // smaller young generation, at the cost of slightly more frequent minor garbage collections.
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --max-semi-space-size=2`.trim(),
    // The storefront's server started here sends the forms (contact, newsletter, withdrawal, review)
    // for the shopper and passes their address on, as a proxy does: trusted from this host only
    // (nothing elsewhere connects from loopback), so the rate limits count shoppers, not the server
    TRUSTED_PROXY: process.env.TRUSTED_PROXY ?? "loopback",
  }
  const databaseUrl = process.env.DATABASE_URL
  await unlessUnchanged(databaseUrl, "schema", schemaFingerprint(), () =>
    group.run("migrations", bin("medusa"), ["db:migrate"], { cwd: server, env: backendEnv }),
  )
  await unlessUnchanged(databaseUrl, "setup", setupFingerprint(), () =>
    group.run("setup", bin("medusa"), ["exec", "./src/scripts/setup.js"], { cwd: server, env: backendEnv }),
  )

  const backendPort = process.env.PORT
  const storefrontPort = process.env.STOREFRONT_PORT
  // MEDUSA_CLUSTER=n: n server processes (Medusa's cluster mode); the backend refuses it without Redis
  const cluster = process.env.MEDUSA_CLUSTER ? ["--cluster", process.env.MEDUSA_CLUSTER] : []
  const backend = group.spawn("backend", bin("medusa"), ["start", ...cluster], { cwd: server, env: backendEnv })
  await waitForHttp(`http://localhost:${backendPort}/health`, group)
  group.spawn("storefront", "node", ["server.mjs"], {
    cwd: `${repoRoot}/storefront`,
    env: {
      PORT: storefrontPort,
      NODE_ENV: "production",
      MEDUSA_BACKEND_URL: process.env.BACKEND_URL,
      STOREFRONT_URL: process.env.STOREFRONT_URL,
      // the backend's mode: a local start accepts the local PAGE_CACHE_SECRET
      SHOP_MODE: backendEnv.SHOP_MODE,
    },
  })
  await waitForHttp(`http://localhost:${storefrontPort}/`, group)

  console.log(
    [
      "",
      `The shop is ready (${seconds()} s).`,
      `  Storefront:  ${process.env.STOREFRONT_URL}`,
      `  Admin:       ${process.env.BACKEND_URL}/app`,
      adminLoginLine(),
      "Press Ctrl-C to stop.",
      "",
    ].join("\n"),
  )
  process.send?.({ ready: true, seconds: Number(seconds()), backendPid: backend.pid })
}

main().catch(async (error) => {
  console.error(error.message)
  await group.stopAll()
  process.exit(typeof error.exitCode === "number" ? error.exitCode : 1)
})
