#!/usr/bin/env node
// `npm start`: the whole shop from one command. Starts an embedded PostgreSQL when DATABASE_URL is
// unset, migrates, seeds an empty catalogue, creates the admin user, then runs the Medusa server and
// the storefront. Ctrl-C stops everything it started.
import { loadSettingsFile, repoRoot } from "./lib/env.mjs"
import { startEmbeddedPostgres } from "./lib/embedded-postgres.mjs"
import { assertDatabaseReachable } from "./lib/database.mjs"
import { ensureBuilt } from "./lib/build.mjs"
import { ProcessGroup } from "./lib/process-group.mjs"
import { waitForHttp } from "./lib/wait.mjs"

loadSettingsFile()
const group = new ProcessGroup()
const startedAt = Date.now()
const seconds = () => ((Date.now() - startedAt) / 1000).toFixed(1)

async function main() {
  if (!process.env.DATABASE_URL) {
    const database = await startEmbeddedPostgres()
    group.onStop(() => database.stop())
    process.env.DATABASE_URL = database.url
  }
  await assertDatabaseReachable(process.env.DATABASE_URL)

  await ensureBuilt(group)
  await group.run("migrations", "npx", ["medusa", "db:migrate"], { cwd: `${repoRoot}/backend` })
  await group.run("catalogue and admin user", "npx", ["medusa", "exec", "./src/scripts/setup.ts"], {
    cwd: `${repoRoot}/backend`,
  })

  const backendPort = process.env.PORT ?? "9000"
  const storefrontPort = process.env.STOREFRONT_PORT ?? "8000"
  group.spawn("backend", "npx", ["medusa", "start"], { cwd: `${repoRoot}/backend/.medusa/server` })
  await waitForHttp(`http://localhost:${backendPort}/health`, group)
  group.spawn("storefront", "node", ["server.mjs"], {
    cwd: `${repoRoot}/storefront`,
    env: { PORT: storefrontPort, NODE_ENV: "production" },
  })
  await waitForHttp(`http://localhost:${storefrontPort}/`, group)

  console.log(
    [
      "",
      `The shop is ready (${seconds()} s).`,
      `  Storefront:  http://localhost:${storefrontPort}`,
      `  Admin:       http://localhost:${backendPort}/app`,
      `  Admin login: ${process.env.ADMIN_EMAIL ?? "admin@example.com"} / ${process.env.ADMIN_PASSWORD ?? "supersecret"}`,
      "Press Ctrl-C to stop.",
      "",
    ].join("\n")
  )
  process.send?.({ ready: true, seconds: Number(seconds()) })
}

main().catch(async (error) => {
  console.error(error.message)
  await group.stopAll()
  process.exit(typeof error.exitCode === "number" ? error.exitCode : 1)
})
