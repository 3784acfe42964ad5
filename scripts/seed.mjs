#!/usr/bin/env node
// `npm run seed`: loads the seed workspace's catalogue into the shop's database. Reads `.env` like
// `npm start`; without DATABASE_URL it uses the embedded database (the running one of `npm start`,
// or starts it for the seed and stops it after).
import { bin, loadSettingsFile, repoRoot } from "./lib/env.mjs"
import { embeddedDatabaseUrl, startEmbeddedPostgres } from "./lib/embedded-postgres.mjs"
import { assertDatabaseReachable } from "./lib/database.mjs"
import { portIsFree } from "./lib/ports.mjs"
import { ProcessGroup } from "./lib/process-group.mjs"
import { deriveUrlsFromPorts } from "./lib/urls.mjs"

loadSettingsFile()
deriveUrlsFromPorts()
const group = new ProcessGroup()

async function main() {
  if (!process.env.DATABASE_URL) {
    const port = Number(process.env.EMBEDDED_POSTGRES_PORT || 54329)
    if (await portIsFree(port, "127.0.0.1")) {
      const database = await startEmbeddedPostgres({ port })
      group.onStop(() => database.stop())
      process.env.DATABASE_URL = database.url
    } else {
      process.env.DATABASE_URL = embeddedDatabaseUrl(port)
    }
  }
  await assertDatabaseReachable(process.env.DATABASE_URL)
  await group.run("seed", bin("medusa"), ["exec", "./src/scripts/seed.ts"], { cwd: `${repoRoot}/backend` })
  await group.stopAll()
}

main().catch(async (error) => {
  console.error(error.message)
  await group.stopAll()
  process.exit(typeof error.exitCode === "number" ? error.exitCode : 1)
})
