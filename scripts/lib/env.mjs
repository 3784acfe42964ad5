import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
export const dataDir = process.env.DATA_DIR ?? path.join(repoRoot, ".data")
export const bin = (name) => path.join(repoRoot, "node_modules", ".bin", name)

/** Reads `.env` at the repository root when there is one; the real environment wins. */
export function loadSettingsFile() {
  const file = path.join(repoRoot, ".env")
  if (fs.existsSync(file)) process.loadEnvFile(file)
}
