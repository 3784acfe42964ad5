// Hashed scripts and stylesheets sent as the Brotli files the build wrote beside them
// (scripts/precompress.mjs), to browsers that accept Brotli; every other request falls through to
// express.static (and the compression middleware, which leaves a response with a Content-Encoding
// alone).
import fs from "node:fs"
import path from "node:path"

/** The file types the build precompresses, with the Content-Type each is sent with. */
export const PRECOMPRESSED_TYPES = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
}

/** Whether the request's Accept-Encoding takes Brotli (and does not refuse it with q=0). */
export function acceptsBrotli(header = "") {
  return header.split(",").some((part) => {
    const [coding, ...params] = part.trim().split(";")
    if (coding.trim().toLowerCase() !== "br") return false
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="))
    return q === undefined || Number(q.slice(2)) > 0
  })
}

/**
 * Middleware for the assets folder `dir` (mounted where express.static serves it): rewrites a request
 * for `name.js` to `name.js.br` with the original type and `Content-Encoding: br`. The Brotli files
 * are listed once at start: the build never changes under a running server.
 */
export function precompressedAssets(dir) {
  const available = new Set(fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith(".br")) : [])
  return (req, res, next) => {
    res.vary("Accept-Encoding")
    const name = path.posix.basename(req.path)
    const type = PRECOMPRESSED_TYPES[path.posix.extname(name)]
    if (!type || !available.has(`${name}.br`) || req.path !== `/${name}` || !acceptsBrotli(req.headers["accept-encoding"])) return next()
    res.setHeader("Content-Type", type)
    res.setHeader("Content-Encoding", "br")
    req.url = `/${name}.br${req.url.slice(req.path.length)}`
    next()
  }
}
