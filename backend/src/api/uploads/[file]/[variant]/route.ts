import { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { cacheImageVariant } from "../../../../lib/image-cache"
import { IMAGE_FORMATS, parseImageVariant } from "../../../../lib/image-variant"
import { settings } from "../../../../lib/settings"
import { UPLOAD_HEADERS, UPLOAD_MAX_AGE_MS } from "../../../../lib/uploads"

/**
 * Serves a photo upload resized to one of the layout's widths, as AVIF or WebP: made on the first
 * request, then sent from the cache folder under DATA_DIR. The original stays as uploaded.
 */
export async function GET(req: MedusaRequest<unknown, { file: string; variant: string }>, res: MedusaResponse) {
  const parsed = parseImageVariant(settings, String(req.params.file), String(req.params.variant))
  if ("problem" in parsed) return res.status(400).json({ type: "invalid_data", message: parsed.problem })
  const { variant } = parsed
  const outcome = await cacheImageVariant(variant)
  if (outcome === "no original") return res.status(404).json({ type: "not_found", message: "File not found" })
  if (outcome === "unreadable") return res.status(422).json({ type: "invalid_data", message: "The upload is not a readable photo" })
  res.sendFile(
    variant.cached,
    {
      maxAge: UPLOAD_MAX_AGE_MS,
      immutable: true,
      headers: { ...UPLOAD_HEADERS, "Content-Type": IMAGE_FORMATS[variant.format], "X-Image-Cache": outcome === "hit" ? "hit" : "miss" },
    },
    (error) => {
      if (error && !res.headersSent) res.status(404).json({ type: "not_found", message: "File not found" })
    },
  )
}
