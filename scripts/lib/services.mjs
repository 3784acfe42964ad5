import net from "node:net"
import pg from "pg"
import { startEmbeddedPostgres } from "./embedded-postgres.mjs"
import { dataDir } from "./env.mjs"
import path from "node:path"

/** True when a Redis server answers PING at the URL. */
export function redisAnswers(url) {
  return new Promise((resolve) => {
    const { hostname, port } = new URL(url)
    const socket = net.connect({ host: hostname, port: Number(port || 6379) })
    const done = (ok) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(1000, () => done(false))
    socket.on("error", () => done(false))
    socket.on("connect", () => socket.write("PING\r\n"))
    socket.on("data", (chunk) => done(String(chunk).startsWith("+PONG")))
  })
}

async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * A PostgreSQL server for the tests: the machine's (DB_HOST/DB_PORT, default localhost:5432) when it
 * answers, otherwise an embedded one of our own under .data/test-postgres.
 */
export async function testPostgres() {
  const host = process.env.DB_HOST ?? "localhost"
  const port = process.env.DB_PORT ?? "5432"
  const user = process.env.DB_USERNAME ?? "postgres"
  const password = process.env.DB_PASSWORD ?? ""
  const credentials = password ? `${user}:${encodeURIComponent(password)}` : user
  const serverUrl = `postgres://${credentials}@${host}:${port}`
  if (await postgresAnswers(`${serverUrl}/postgres`)) {
    return { env: { DB_HOST: host, DB_PORT: port, DB_USERNAME: user, DB_PASSWORD: password }, serverUrl, stop: async () => {} }
  }
  const embedded = await startEmbeddedPostgres({
    directory: path.join(dataDir, "test-postgres"),
    port: Number(process.env.TEST_POSTGRES_PORT ?? 54330),
  })
  const embeddedUrl = new URL(embedded.url)
  return {
    env: { DB_HOST: "localhost", DB_PORT: embeddedUrl.port, DB_USERNAME: "postgres", DB_PASSWORD: "postgres" },
    serverUrl: `postgres://postgres:postgres@localhost:${embeddedUrl.port}`,
    stop: embedded.stop,
  }
}

/** Runs statements on the server's `postgres` database, one connection for them all. */
async function onServer(serverUrl, ...statements) {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` })
  await client.connect()
  try {
    for (const statement of statements) await client.query(statement)
  } finally {
    await client.end()
  }
}

const dropStatement = (name) => `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`

/** Drops and creates a database, for a run that must start from nothing. */
export async function freshDatabase(serverUrl, name) {
  await onServer(serverUrl, dropStatement(name), `CREATE DATABASE "${name}"`)
  return `${serverUrl}/${name}`
}

/** Drops a database, whoever is still connected to it. */
export const dropDatabase = (serverUrl, name) => onServer(serverUrl, dropStatement(name))
