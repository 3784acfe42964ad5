import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import pg from "pg"
import { repoRoot } from "./env.mjs"

/**
 * What a warm restart may skip, remembered in the shop's own database (table shop_start_state, made
 * by a migration of the catalogue-seed module: a database without it has not been migrated yet).
 * Migrations are needed only when the code that defines the schema changed since they last ran on
 * this database (the lock file pins Medusa's own migrations, the build holds ours and the links);
 * the setup only when the settings it depends on changed.
 */
function filesUnder(directory, accept) {
  if (!fs.existsSync(directory)) return []
  return fs
    .readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && accept(path.join(entry.parentPath ?? entry.path, entry.name)))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .sort()
}

export function schemaFingerprint() {
  const server = path.join(repoRoot, "backend/.medusa/server/src")
  const files = [
    path.join(repoRoot, "package-lock.json"),
    ...filesUnder(path.join(server, "modules"), (file) => /\/(migrations|models)\//.test(file)),
    ...filesUnder(path.join(server, "links"), () => true),
  ]
  const hash = crypto.createHash("sha256")
  for (const file of files) hash.update(path.relative(repoRoot, file)).update(fs.readFileSync(file))
  return hash.digest("hex")
}

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/** PostgreSQL's "undefined_table": a database the migrations have not run on yet. */
const UNDEFINED_TABLE = "42P01"

async function read(url, key) {
  return withClient(url, async (client) => {
    try {
      const { rows } = await client.query("SELECT value FROM shop_start_state WHERE key = $1", [key])
      return rows[0]?.value
    } catch (error) {
      if (error.code === UNDEFINED_TABLE) return undefined
      throw error
    }
  })
}

async function remember(url, key, value) {
  await withClient(url, (client) =>
    client.query("INSERT INTO shop_start_state (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = $2", [key, value]),
  )
}

/**
 * The settings the setup step depends on: the payment mode decides the regions' payment
 * providers, the admin email the login it creates, and a first production start checks that the
 * admin login no longer has the local default password.
 */
export function setupFingerprint(env = process.env) {
  const mode = env.SHOP_MODE ?? (env.NODE_ENV === "production" ? "production" : "local")
  // uploads: the setup stores older photos' full URLs as paths; the version makes a shop set up
  // before that run the setup once more
  return JSON.stringify({
    payments: env.STRIPE_API_KEY ? "stripe" : "test",
    admin: env.ADMIN_EMAIL ?? "admin@example.com",
    mode,
    uploads: "paths",
  })
}

/** Runs `step` only when `fingerprint` differs from what it was the last time the step succeeded here. */
export async function unlessUnchanged(url, key, fingerprint, step) {
  if ((await read(url, key)) === fingerprint) return false
  await step()
  await remember(url, key, fingerprint)
  return true
}
