import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
export const dataDir = process.env.DATA_DIR ?? path.join(repoRoot, ".data")
/** DATA_DIR as it is now (after `.env` was read), for code that runs after loadSettingsFile(). */
export const currentDataDir = () => process.env.DATA_DIR || path.join(repoRoot, ".data")
/** The admin password a local shop starts with (backend/src/lib/settings.ts LOCAL_DEFAULTS): shown, never secret. */
export const LOCAL_ADMIN_PASSWORD = "supersecret"

/** The start banner's login line: the password only when it is the local default anyone can read in .env.example. */
export function adminLoginLine(env = process.env) {
  const email = env.ADMIN_EMAIL || "admin@example.com"
  const password = env.ADMIN_PASSWORD || LOCAL_ADMIN_PASSWORD
  return `  Admin login: ${email} / ${password === LOCAL_ADMIN_PASSWORD ? password : "(the ADMIN_PASSWORD you set)"}`
}
export const bin = (name) => path.join(repoRoot, "node_modules", ".bin", name)

/** Reads `.env` at the repository root when there is one; the real environment wins. */
export function loadSettingsFile() {
  const file = path.join(repoRoot, ".env")
  if (fs.existsSync(file)) process.loadEnvFile(file)
}
