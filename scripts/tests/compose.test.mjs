// The deployment files: docker-compose reads them with nothing but .env.example, every long-running
// service restarts and has a healthcheck, and no secret file can be copied into an image.
import assert from "node:assert/strict"
import { execFileSync, spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { test } from "node:test"
import { repoRoot } from "../lib/env.mjs"
import { deriveUrlsFromPorts } from "../lib/urls.mjs"

const hasCompose = spawnSync("docker-compose", ["version"], { stdio: "ignore" }).status === 0
// under CI a missing docker-compose fails the check instead of skipping it
const skip = hasCompose || process.env.CI ? false : "docker-compose is not installed (apt-get install docker-compose)"

/** The effective configuration as JSON: `config` prints YAML, which the Python beside compose reads. */
function composeConfig(env = {}) {
  const yaml = execFileSync("docker-compose", ["--env-file", ".env.example", "config"], {
    cwd: repoRoot,
    // the operator's settings (in .env or the environment) over .env.example's
    env: { ...process.env, ...env },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  })
  const json = execFileSync("python3", ["-c", "import sys, json, yaml; print(json.dumps(yaml.safe_load(sys.stdin)))"], {
    input: yaml,
    encoding: "utf8",
  })
  return JSON.parse(json)
}

test("docker-compose config works with .env.example alone", { skip }, () => {
  const { services } = composeConfig()
  assert.deepEqual(Object.keys(services).sort(), ["postgres", "proxy", "redis", "server", "setup", "storefront", "worker"])

  for (const name of ["postgres", "redis", "server", "worker", "storefront", "proxy"]) {
    assert.equal(services[name].restart, "unless-stopped", `${name} restarts`)
    assert.ok(services[name].healthcheck?.test?.length, `${name} has a healthcheck`)
  }
  // migrations and setup run once, before any server or worker
  assert.equal(services.setup.restart, "no")
  assert.match(services.setup.command.join(" "), /medusa db:migrate && .*medusa exec \.\/src\/scripts\/setup\.js/)
  for (const name of ["server", "worker"]) {
    assert.deepEqual(services[name].depends_on.setup, { condition: "service_completed_successfully" })
  }
  // only the proxy publishes host ports (the backend's and the storefront's), so the server and the
  // storefront scale (`--scale server=3 --scale storefront=2`)
  for (const name of Object.keys(services).filter((name) => name !== "proxy"))
    assert.equal(services[name].ports, undefined, `${name} publishes no port`)
  assert.deepEqual(
    services.proxy.ports.map((p) => [Number(p.published), Number(p.target)]),
    [
      [9000, 8080],
      [8000, 8081],
    ],
  )
  assert.equal(services.server.environment.TRUSTED_PROXY, "uniquelocal")
  // the storefront knows its public URL (canonical links, sitemap) and the backend's
  assert.equal(services.storefront.environment.STOREFRONT_URL, "http://localhost:8000")
  assert.equal(services.storefront.environment.MEDUSA_PUBLIC_BACKEND_URL, "http://localhost:9000")
  // the admin is built for the origin it is served from unless a URL is given
  assert.equal(services.server.build.args.MEDUSA_ADMIN_BACKEND_URL, "/")
  assert.equal(services.server.environment.NODE_ENV, "production")
})

test("the CORS origins follow the public URLs the operator sets, unless set themselves", { skip }, () => {
  const urls = { STOREFRONT_URL: "https://shop.example.com", BACKEND_URL: "https://api.example.com" }
  for (const name of ["server", "worker", "setup"]) {
    // what the backend reads: compose's values, the unset ones derived as settings.ts does
    const backend = deriveUrlsFromPorts({ ...composeConfig(urls).services[name].environment })
    assert.equal(backend.STORE_CORS, "https://shop.example.com", `${name}: STORE_CORS`)
    assert.equal(backend.ADMIN_CORS, "https://api.example.com", `${name}: ADMIN_CORS`)
    assert.equal(backend.AUTH_CORS, "https://shop.example.com,https://api.example.com", `${name}: AUTH_CORS`)
  }
  const own = deriveUrlsFromPorts({ ...composeConfig({ ...urls, ADMIN_CORS: "https://admin.example.com" }).services.server.environment })
  assert.equal(own.ADMIN_CORS, "https://admin.example.com")
  assert.equal(own.STORE_CORS, "https://shop.example.com")
})

test("the images run Node 24 as an unprivileged user with production dependencies only", () => {
  const dockerfile = fs.readFileSync(path.join(repoRoot, "Dockerfile"), "utf8")
  assert.match(dockerfile, /^ARG NODE_IMAGE=node:24-bookworm-slim$/m)
  const stages = dockerfile.split(/^FROM /m).slice(1)
  const stage = (name) => stages.find((text) => text.split("\n")[0].endsWith(` AS ${name}`))
  for (const name of ["backend", "storefront"]) {
    const text = stage(name)
    assert.match(text, /^USER node$/m, `${name} runs as node`)
    assert.match(text, /^HEALTHCHECK /m, `${name} has a healthcheck`)
    // production dependencies installed in the image, as the node user (before any install)
    const lines = text.split("\n")
    const install = lines.findIndex((line) => /^RUN npm ci --omit=dev --workspace /.test(line))
    assert.ok(install > lines.indexOf("USER node"), `${name} installs its production dependencies as node`)
    assert.equal(lines.filter((line) => /\bnpm (ci|install)\b/.test(line)).length, 1, `${name} installs once`)
    // only the package files from the manifests stage, only build output from the build stage
    for (const line of lines.filter((l) => l.includes("--from="))) {
      assert.match(line, /--from=(manifests .* \/app \.\/|build .*\/app\/(backend\/\.medusa|storefront\/build) )/, `${name}: ${line}`)
    }
  }
  assert.doesNotMatch(stage("manifests"), /^(RUN|COPY \. )/m, "the manifests stage holds package files only")
})

test(".dockerignore keeps secrets, local data and build output out of every image", () => {
  const rules = fs
    .readFileSync(path.join(repoRoot, ".dockerignore"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
  for (const rule of [".env", ".env.*", ".data", "node_modules", "backend/.medusa", "storefront/build", "test-results"]) {
    assert.ok(rules.includes(rule), `.dockerignore lists ${rule}`)
  }
  // the example file stays in (it documents the settings); it holds no real secret
  assert.ok(rules.includes("!.env.example"))
  assert.ok(rules.indexOf("!.env.example") > rules.indexOf(".env.*"), "the exception comes after the rule it excepts")
  // the build stage copies the context: a secret can only arrive through a file .dockerignore lets in
  const dockerfile = fs
    .readFileSync(path.join(repoRoot, "Dockerfile"), "utf8")
    .split("\n")
    .filter((line) => !line.startsWith("#"))
    .join("\n")
  assert.doesNotMatch(dockerfile, /^(COPY|ADD)[^\n]*\.env\b/m, "the Dockerfile copies no .env file")
  assert.doesNotMatch(dockerfile, /(SECRET|PASSWORD)/, "no secret is a build argument or image variable")
})
