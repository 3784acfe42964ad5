// POST /_page-cache/invalidate: the backend (a subscriber to catalogue changes) names the pages to
// drop. The body is signed with PAGE_CACHE_SECRET, shared by backend and storefront, by the shop's
// one signing module (packages/signing) for the purpose PAGE_CACHE_INVALIDATION:
//   X-Page-Cache-Signature: <base64url HMAC-SHA256 of "page-cache-invalidation:" and the raw body>
//   {"pages": "catalogue" | "all", "sent_at": <milliseconds since 1970>}
// The backend's side is backend/src/lib/storefront-page-cache.ts.
import express from "express"
import { signatureMatches } from "shop-signing"
import { CATALOGUE, CONTENT } from "./page-cache.mjs"

export const INVALIDATE_PATH = "/_page-cache/invalidate"
/** What the signature is for: a signature under the same secret for anything else is worth nothing here. */
export const PAGE_CACHE_INVALIDATION = "page-cache-invalidation"
/** A signed request older (or newer) than this is refused, so a recorded one cannot be replayed later. */
const MAX_CLOCK_DIFFERENCE_MS = 5 * 60_000
const GROUPS = { catalogue: [CATALOGUE], all: [CATALOGUE, CONTENT] }

/**
 * @param {{ secret: string, store: ReturnType<import("./page-cache-store.mjs").memoryPageStore> | null, onInvalidate?: () => void }} options
 *   onInvalidate: also forgets what this process read of the shop's rules (app/lib/medusa.server.ts), which a
 *   seller's change of a shipping price or rule changes with the pages (the store tells the other
 *   processes: its onInvalidated)
 */
export function invalidationRoute({ secret, store, onInvalidate }) {
  const router = express.Router()
  router.post(INVALIDATE_PATH, express.raw({ type: () => true, limit: "1kb" }), async (req, res) => {
    res.setHeader("Cache-Control", "private, no-store")
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
    if (!signatureMatches(secret, PAGE_CACHE_INVALIDATION, body, req.get("x-page-cache-signature"))) {
      return res.status(401).json({ message: "The signature is missing or wrong." })
    }
    let message
    try {
      message = JSON.parse(body.toString("utf8"))
    } catch {
      return res.status(400).json({ message: "The body must be JSON." })
    }
    const groups = GROUPS[message?.pages]
    if (!groups || !Object.hasOwn(GROUPS, message.pages)) {
      return res.status(400).json({ message: `pages must be one of ${Object.keys(GROUPS).join(", ")}.` })
    }
    if (!Number.isFinite(message.sent_at) || Math.abs(Date.now() - message.sent_at) > MAX_CLOCK_DIFFERENCE_MS) {
      return res.status(400).json({ message: "sent_at is missing or too far from now." })
    }
    onInvalidate?.()
    try {
      await store?.invalidate(groups)
    } catch (error) {
      console.error(`Page cache: ${message.pages} not dropped: ${error.message}`)
      return res.status(503).json({ message: "The page cache is unavailable." })
    }
    res.json({ dropped: message.pages })
  })
  // any other method on the path: JSON, not the shop's not-found page
  router.all(INVALIDATE_PATH, (_req, res) => res.status(405).set("Allow", "POST").json({ message: "Use POST." }))
  return router
}
