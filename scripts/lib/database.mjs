import pg from "pg"

/** Fails with one readable line when the database cannot be reached. */
export async function assertDatabaseReachable(url) {
  let shown = url
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = "***"
    shown = parsed.toString()
  } catch {
    const error = new Error(`Invalid setting: DATABASE_URL is not a URL (${url})`)
    error.exitCode = 1
    throw error
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
    await client.query("SELECT 1")
  } catch (cause) {
    const error = new Error(`Cannot reach the database at DATABASE_URL=${shown}: ${cause.message || cause.code}`)
    error.exitCode = 1
    throw error
  } finally {
    await client.end().catch(() => {})
  }
}
