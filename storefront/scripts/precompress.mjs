#!/usr/bin/env node
// After `react-router build`: every hashed script and stylesheet under build/client/assets also as
// `<name>.br`, Brotli at its best quality (11). The server sends those bytes as they are
// (server/precompressed-assets.mjs): about 15% fewer than the gzip the compression middleware
// makes per request (React DOM's client 65.1 -> 55.8 KB), at no cost per request. Quality 11 is
// too slow to run per request, which is why it is done once here.
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import zlib from "node:zlib"
import { PRECOMPRESSED_TYPES } from "../server/precompressed-assets.mjs"

const assets = fileURLToPath(new URL("../build/client/assets/", import.meta.url))
let before = 0
let after = 0
for (const name of fs.readdirSync(assets)) {
  if (!PRECOMPRESSED_TYPES[path.extname(name)]) continue
  const bytes = fs.readFileSync(path.join(assets, name))
  const compressed = zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  })
  fs.writeFileSync(path.join(assets, `${name}.br`), compressed)
  before += bytes.length
  after += compressed.length
}
console.log(`precompressed the scripts and stylesheets: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB (Brotli 11)`)
