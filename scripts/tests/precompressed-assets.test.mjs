// The storefront's Brotli files (storefront/server/precompressed-assets.mjs): sent as they are to a
// browser that takes Brotli, with the script's type; the plain file (compressed per request, or not)
// to one that does not; nothing else rewritten.
import assert from "node:assert/strict"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { test } from "node:test"
import zlib from "node:zlib"
import compression from "compression"
import express from "express"
import { acceptsBrotli, precompressedAssets } from "../../storefront/server/precompressed-assets.mjs"

const script = "export const shop = 'resin';\n".repeat(200)
// Brotli at quality 11, as the build writes it (the compression middleware would make other bytes)
const brotliFile = zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })

async function withServer(run) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "assets-"))
  fs.writeFileSync(path.join(dir, "entry-abc.js"), script)
  fs.writeFileSync(path.join(dir, "entry-abc.js.br"), brotliFile)
  fs.writeFileSync(path.join(dir, "plain-def.js"), script)
  fs.writeFileSync(path.join(dir, "logo.svg"), "<svg/>")
  const app = express()
  app.use(compression())
  app.use("/assets", precompressedAssets(dir), express.static(dir, { immutable: true, maxAge: "1y" }))
  const server = app.listen(0)
  await new Promise((resolve) => server.once("listening", resolve))
  try {
    await run(`http://127.0.0.1:${server.address().port}/assets`)
  } finally {
    server.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** A raw GET (fetch would decode the body and hide the encoding). */
async function get(url, acceptEncoding) {
  const { request } = await import("node:http")
  return new Promise((resolve, reject) => {
    request(url, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (response) => {
      const chunks = []
      response.on("data", (chunk) => chunks.push(chunk))
      response.on("end", () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }))
    })
      .on("error", reject)
      .end()
  })
}

test("a browser that takes Brotli gets the build's Brotli file, typed as the script", async () => {
  await withServer(async (base) => {
    const response = await get(`${base}/entry-abc.js`, "gzip, deflate, br, zstd")
    assert.equal(response.status, 200)
    assert.equal(response.headers["content-encoding"], "br")
    assert.match(response.headers["content-type"], /^text\/javascript/)
    assert.match(response.headers.vary, /Accept-Encoding/i)
    assert.match(response.headers["cache-control"], /immutable/)
    assert.deepEqual(response.body, brotliFile, "the build's file, byte for byte")
    assert.equal(response.headers["content-length"], String(brotliFile.length))
    assert.equal(zlib.brotliDecompressSync(response.body).toString(), script)
  })
})

test("without Brotli (or refused with q=0) the script itself, gzipped by the middleware", async () => {
  await withServer(async (base) => {
    for (const accept of ["gzip", "gzip, br;q=0"]) {
      const response = await get(`${base}/entry-abc.js`, accept)
      assert.equal(response.headers["content-encoding"], "gzip", accept)
      assert.equal(zlib.gunzipSync(response.body).toString(), script)
    }
    const identity = await get(`${base}/entry-abc.js`)
    assert.equal(identity.headers["content-encoding"], undefined)
    assert.equal(identity.body.toString(), script)
  })
})

test("a file without a Brotli beside it, another type and a missing file are served as before", async () => {
  await withServer(async (base) => {
    const plain = await get(`${base}/plain-def.js`, "br")
    assert.equal(plain.status, 200)
    assert.notEqual(plain.headers["content-encoding"], undefined, "compressed per request by the middleware")
    const svg = await get(`${base}/logo.svg`, "br")
    assert.equal(svg.status, 200)
    assert.match(svg.headers["content-type"], /svg/)
    const missing = await get(`${base}/nothing-here.js`, "br")
    assert.equal(missing.status, 404)
  })
})

test("Accept-Encoding is read as RFC 9110 says", () => {
  assert.equal(acceptsBrotli("gzip, deflate, br"), true)
  assert.equal(acceptsBrotli("BR;q=0.5"), true)
  assert.equal(acceptsBrotli("br;q=0"), false)
  assert.equal(acceptsBrotli("gzip, brotli"), false)
  assert.equal(acceptsBrotli(undefined), false)
})
