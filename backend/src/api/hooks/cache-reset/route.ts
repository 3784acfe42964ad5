import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { CACHE_RESET_HEADER, clearCaches, isValidCacheResetSignature } from "../../../lib/cache-reset"

/**
 * `npm run seed` asks the running server to drop its in-memory Store API cache (lib/cache-reset.ts):
 * the seed's price and product changes were made in another process, whose events this one never hears.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  if (!isValidCacheResetSignature(req.get(CACHE_RESET_HEADER))) {
    throw new MedusaError(MedusaError.Types.UNAUTHORIZED, "A cache reset needs a current signature")
  }
  await clearCaches(req.scope)
  res.json({ cleared: true })
}
