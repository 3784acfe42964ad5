// The storefront's Content-Security-Policy. Scripts come from this origin, or inline with either this
// response's nonce (a page rendered for its request: entry.server.tsx hands the nonce to React Router
// and React) or one of the page's own sha256 hashes (a page served from the page cache: the same
// bytes for every shopper, so no per-response nonce is written into it).
import { createHash } from "node:crypto"

/**
 * Style attributes stay allowed: React renders `style={...}` props (reveal delays, rating stars) as
 * attributes; style sheets are ours only.
 *
 * @param {{ backendOrigin: string, nonce?: string, hashes?: string[] }} options the browser talks to
 *   the backend (Store API calls, product images); scripts by nonce or by their base64 sha256 hashes
 */
export function contentSecurityPolicy({ backendOrigin, nonce, hashes }) {
  const inlineScripts = nonce ? [`'nonce-${nonce}'`] : (hashes ?? []).map((hash) => `'sha256-${hash}'`)
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts].join(" "),
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: ${backendOrigin}`,
    `connect-src 'self' ${backendOrigin}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ")
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
/** Not executed, so not subject to script-src: external scripts ('self') and JSON data blocks. */
const NOT_INLINE_CODE = /\bsrc\s*=|\btype\s*=\s*["']?application\/(ld\+)?json\b/i

/** The base64 sha256 of every executable inline script of an HTML page, each once, in page order. */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (NOT_INLINE_CODE.test(attributes)) continue
    hashes.add(createHash("sha256").update(text, "utf8").digest("base64"))
  }
  return [...hashes]
}
