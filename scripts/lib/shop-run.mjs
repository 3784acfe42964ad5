// Starts the whole shop as `npm start` does, on ports of a bench or fault test, with its own data
// folder (and its own embedded PostgreSQL unless a DATABASE_URL is given), for scripts that measure
// or break it. The shop's output goes to <dataDir>/shop.log.
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { repoRoot } from "./env.mjs"

/**
 * @param {object} options
 * @param {number} options.backendPort
 * @param {number} options.storefrontPort
 * @param {number} [options.postgresPort] embedded PostgreSQL port when env.DATABASE_URL is not given
 * @param {Record<string, string>} [options.env] extra settings (DATABASE_URL, REDIS_URL, MEDUSA_FF_CACHING...)
 * @param {string} [options.dataDir] kept between starts when given; a fresh temporary folder otherwise
 */
export async function startShop({ backendPort, storefrontPort, postgresPort = backendPort + 45000, env = {}, dataDir }) {
  const ownDataDir = !dataDir
  dataDir ??= fs.mkdtempSync(path.join(os.tmpdir(), "shop-run-"))
  fs.chmodSync(dataDir, 0o755)
  const backendUrl = `http://localhost:${backendPort}`
  const storefrontUrl = `http://localhost:${storefrontPort}`
  const shopEnv = {
    ...process.env,
    DATABASE_URL: "",
    REDIS_URL: "",
    EMBEDDED_POSTGRES_PORT: String(postgresPort),
    DATA_DIR: dataDir,
    PORT: String(backendPort),
    STOREFRONT_PORT: String(storefrontPort),
    BACKEND_URL: backendUrl,
    STOREFRONT_URL: storefrontUrl,
    STORE_CORS: storefrontUrl,
    ADMIN_CORS: backendUrl,
    AUTH_CORS: `${storefrontUrl},${backendUrl}`,
    // the scripts speak as many shoppers through X-Forwarded-For, as a proxy on this host would
    TRUSTED_PROXY: "loopback",
    ...env,
  }
  const log = path.join(dataDir, "shop.log")
  const child = spawn(process.execPath, [path.join(repoRoot, "scripts/start.mjs")], {
    env: shopEnv,
    stdio: ["ignore", fs.openSync(log, "a"), fs.openSync(log, "a"), "ipc"],
  })
  const ready = await new Promise((resolve, reject) => {
    child.on("message", (message) => message?.ready && resolve(message))
    child.once("exit", (code) => reject(new Error(`the shop did not start (exit code ${code}); see ${log}`)))
  })
  return {
    backendUrl,
    storefrontUrl,
    dataDir,
    log,
    backendPid: ready.backendPid,
    startSeconds: ready.seconds,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve))
        child.kill("SIGINT")
        await exited
      }
      if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
