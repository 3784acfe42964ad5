import fs from "node:fs"
import path from "node:path"
import { bin, repoRoot } from "./env.mjs"

/** Newest modification time of the files under the given paths (directories walked). */
function newestChange(paths) {
  let newest = 0
  const visit = (entry) => {
    if (!fs.existsSync(entry)) return
    const stat = fs.statSync(entry)
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(entry)) {
        if (child !== "node_modules" && !child.startsWith(".")) visit(path.join(entry, child))
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs)
    }
  }
  paths.forEach(visit)
  return newest
}

function isStale(marker, sources) {
  if (!fs.existsSync(marker)) return true
  return newestChange(sources) > fs.statSync(marker).mtimeMs
}

/**
 * What a backend build bakes in besides the code: the URL the admin bundle calls. Recorded beside
 * the build, so a start for other URLs rebuilds instead of serving an admin that calls another shop.
 */
export function backendBuildSettings(env = process.env) {
  // backend/medusa-config.ts: unset means "/", the origin the admin is served from
  return { adminBackendUrl: env.MEDUSA_ADMIN_BACKEND_URL || "/" }
}

export function backendBuildStampFile(backend = path.join(repoRoot, "backend")) {
  return path.join(backend, ".medusa", "build-settings.json")
}

/** True when the build in `stampFile` was made for other settings (or nobody recorded them). */
export function builtForOtherSettings(stampFile, wanted) {
  try {
    return JSON.stringify(JSON.parse(fs.readFileSync(stampFile, "utf8"))) !== JSON.stringify(wanted)
  } catch {
    return true
  }
}

/** Serialises builds of one checkout: two starts at once must not write the same build folder. */
async function withBuildLock(fn) {
  const lock = path.join(repoRoot, ".data", "build.lock")
  fs.mkdirSync(path.dirname(lock), { recursive: true })
  const deadline = Date.now() + 15 * 60_000
  while (true) {
    try {
      fs.mkdirSync(lock)
      break
    } catch {
      const age = Date.now() - fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs
      if (age > 15 * 60_000 || Date.now() > deadline) fs.rmSync(lock, { recursive: true, force: true })
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
  try {
    return await fn()
  } finally {
    fs.rmSync(lock, { recursive: true, force: true })
  }
}

/** Builds the backend (with the admin) and the storefront when their build is missing or older than the code. */
export function ensureBuilt(group) {
  return withBuildLock(() => buildWhereStale(group))
}

async function buildWhereStale(group) {
  const backend = path.join(repoRoot, "backend")
  if (
    isStale(path.join(backend, ".medusa/server/public/admin/index.html"), [
      path.join(backend, "src"),
      path.join(backend, "medusa-config.ts"),
      // the shared packages the admin bundles
      path.join(repoRoot, "packages"),
      path.join(repoRoot, "package-lock.json"),
    ]) ||
    builtForOtherSettings(backendBuildStampFile(backend), backendBuildSettings())
  ) {
    await group.run("build backend", bin("medusa"), ["build"], { cwd: backend })
    fs.writeFileSync(backendBuildStampFile(backend), JSON.stringify(backendBuildSettings()) + "\n")
  }
  const storefront = path.join(repoRoot, "storefront")
  if (
    isStale(path.join(storefront, "build/server/index.js"), [
      path.join(storefront, "app"),
      path.join(storefront, "public"),
      path.join(storefront, "react-router.config.ts"),
      path.join(storefront, "vite.config.ts"),
      // the shared packages its build bundles
      path.join(repoRoot, "packages"),
      path.join(repoRoot, "shop.config.json"),
      path.join(repoRoot, "package-lock.json"),
    ])
  ) {
    await group.run("build storefront", bin("react-router"), ["build"], { cwd: storefront })
    // as `npm run build -w storefront` does: the scripts and stylesheets also as Brotli files
    await group.run("precompress storefront assets", process.execPath, ["scripts/precompress.mjs"], { cwd: storefront })
  }
}
