// The shipped reverse proxy (deploy/proxy.conf) in a real nginx, as an operator runs it: behind a
// TLS-terminating front proxy (nginx with a certificate made here), in front of a server that keeps
// the admin's session as Medusa's does (express-session with the options of Medusa's express
// loader in production: `proxy: true`, a `Secure` cookie). The admin can only sign in when the
// cookie is set, that is when the server learns that the browser's request came over https.
import assert from "node:assert/strict"
import { execFileSync, spawn, spawnSync } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import https from "node:https"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { after, before, test } from "node:test"
import express from "express"
import session from "express-session"
import { repoRoot } from "../lib/env.mjs"

const hasNginx = spawnSync("nginx", ["-v"], { stdio: "ignore" }).status === 0
// under CI a missing nginx fails the check instead of skipping it
const skip = hasNginx || process.env.CI ? false : "nginx is not installed (apt-get install -y nginx-light)"

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

function waitForPort(port, nginx) {
  const deadline = Date.now() + 30_000
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (nginx.exitCode !== null) return reject(new Error(`nginx exited (${nginx.exitCode})`))
      const socket = net.connect(port, "127.0.0.1")
      socket.once("connect", () => socket.end(resolve))
      socket.once("error", () => (Date.now() > deadline ? reject(new Error(`nothing listens on ${port}`)) : setTimeout(attempt, 100)))
    }
    attempt()
  })
}

/** A request as a browser sends it; the answer's status, Set-Cookie and JSON body. */
function request(url, { method = "GET", headers = {}, ca } = {}) {
  return new Promise((resolve, reject) => {
    const client = url.startsWith("https:") ? https : http
    const sent = client.request(url, { method, headers, ca }, (res) => {
      let body = ""
      res.on("data", (chunk) => (body += chunk))
      res.on("end", () =>
        resolve({ status: res.statusCode, cookies: res.headers["set-cookie"] ?? [], body: body ? JSON.parse(body) : null }),
      )
    })
    sent.on("error", reject).end()
  })
}

let dir, nginx, backend, certificate, frontPort, proxyPort, storefrontPort

before(async () => {
  if (skip) return
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-proxy-"))
  // the front proxy's certificate, for localhost
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost",
      "-keyout",
      path.join(dir, "key.pem"),
      "-out",
      path.join(dir, "cert.pem"),
    ],
    { stdio: "ignore" },
  )
  certificate = fs.readFileSync(path.join(dir, "cert.pem"))

  // the server: Medusa's session middleware as its express loader sets it up in production
  const app = express()
  app.use(
    session({
      name: "connect.sid",
      resave: true,
      rolling: false,
      saveUninitialized: false,
      proxy: true,
      secret: "a-cookie-secret-for-this-test-only",
      cookie: { sameSite: "lax", secure: true, httpOnly: true, maxAge: 10 * 60 * 60 * 1000 },
    }),
  )
  // POST /auth/session: what the admin's login does once its password is checked
  app.post("/auth/session", (req, res) => {
    req.session.auth_context = { actor_id: "user_admin" }
    res.json({ forwardedProto: req.headers["x-forwarded-proto"] ?? null })
  })
  app.get("/admin/users/me", (req, res) =>
    res.status(req.session.auth_context ? 200 : 401).json({ signedIn: Boolean(req.session.auth_context) }),
  )
  backend = await new Promise((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => resolve(server))
  })

  frontPort = await freePort()
  proxyPort = await freePort()
  storefrontPort = await freePort()
  // deploy/proxy.conf as shipped, on this machine's ports instead of the compose network's names
  const shipped = fs.readFileSync(path.join(repoRoot, "deploy/proxy.conf"), "utf8")
  const proxyConf = shipped
    .replace("listen 8080;", `listen 127.0.0.1:${proxyPort};`)
    .replace("http://server:9000", `http://127.0.0.1:${backend.address().port}`)
    .replace("listen 8081;", `listen 127.0.0.1:${storefrontPort};`)
    .replace("http://storefront:8000", `http://127.0.0.1:${backend.address().port}`)
  assert.doesNotMatch(
    proxyConf,
    /listen 808[01];|server:9000|storefront:8000/,
    "proxy.conf's ports and hosts are still those of the compose network",
  )
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    `pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # the operator's TLS-terminating front proxy, on the same host
  server {
    listen 127.0.0.1:${frontPort} ssl;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    location / {
      proxy_pass http://127.0.0.1:${proxyPort};
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
${proxyConf}
}
`,
  )
  nginx = spawn("nginx", ["-p", dir, "-e", path.join(dir, "error.log"), "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], {
    stdio: ["ignore", "inherit", "inherit"],
  })
  await waitForPort(frontPort, nginx)
  await waitForPort(proxyPort, nginx)
})

after(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once("exit", resolve))
    nginx.kill("SIGTERM")
    await exited
  }
  backend?.close()
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

test("the admin signs in through a TLS-terminating proxy in front of deploy/proxy.conf", { skip }, async () => {
  const login = await request(`https://localhost:${frontPort}/auth/session`, { method: "POST", ca: certificate })
  assert.equal(login.status, 200)
  assert.equal(login.body.forwardedProto, "https", "the server hears that the browser came over https")
  const cookie = login.cookies.find((line) => line.startsWith("connect.sid="))
  assert.ok(cookie, `the session cookie is set (Set-Cookie: ${JSON.stringify(login.cookies)})`)
  assert.match(cookie, /; Secure/)
  // the browser sends it back: the admin is signed in
  const me = await request(`https://localhost:${frontPort}/admin/users/me`, { headers: { cookie: cookie.split(";")[0] }, ca: certificate })
  assert.deepEqual(me.body, { signedIn: true })
})

test("over plain http the proxy says http, and no Secure cookie is set", { skip }, async () => {
  const login = await request(`http://127.0.0.1:${proxyPort}/auth/session`, { method: "POST" })
  assert.equal(login.status, 200)
  assert.equal(login.body.forwardedProto, "http")
  assert.deepEqual(
    login.cookies.filter((line) => line.startsWith("connect.sid=")),
    [],
  )
})
