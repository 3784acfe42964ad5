import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { settings } from "../lib/settings"
import { withAbsoluteUploadUrls } from "../lib/uploads"

/**
 * Photos are stored as paths on the backend (`/uploads/<name>`), so a shop moved to another
 * address keeps them; every Store API answer gives them with today's public address in front, so
 * any client (the storefront, Medusa's own starter, an app) shows them without knowing where the
 * backend lives.
 */
export function answerAbsoluteUploadUrls(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const json = res.json.bind(res)
  res.json = (body: unknown) => json(withAbsoluteUploadUrls(body, settings.BACKEND_URL))
  next()
}
