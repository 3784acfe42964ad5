import { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { PUBLISHABLE_KEY_TITLE } from "../../lib/shop-constants"

/**
 * The storefront's public configuration: the web shop's publishable API key, so that no one has
 * to copy it by hand. A publishable key is public by design (it only scopes the Store API).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const apiKeys = req.scope.resolve(Modules.API_KEY)
  const keys = await apiKeys.listApiKeys({ title: PUBLISHABLE_KEY_TITLE, type: "publishable" })
  const key = keys.find((candidate) => !candidate.revoked_at)
  if (!key) {
    res.status(503).json({ message: "The shop is not set up yet: run `npm run seed`" })
    return
  }
  res.set("Cache-Control", "public, max-age=60")
  res.json({ publishable_key: key.token })
}
