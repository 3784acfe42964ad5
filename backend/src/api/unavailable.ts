import type { MedusaResponse } from "@medusajs/framework/http"

const UNAVAILABLE = { type: "service_unavailable", message: "The shop is briefly unavailable. Please try again in a moment." }
const RETRY_AFTER_S = "5"

/** The answer while the database or Redis is gone: 503 with Retry-After (error-handler.ts, redis-gate.ts). */
export function answerUnavailable(res: MedusaResponse) {
  if (res.headersSent) return
  res.set("Retry-After", RETRY_AFTER_S)
  res.status(503).json(UNAVAILABLE)
}
