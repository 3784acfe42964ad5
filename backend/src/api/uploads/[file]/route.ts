import path from "node:path"
import { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { settings } from "../../../lib/settings"
import { UPLOAD_HEADERS, UPLOAD_MAX_AGE_MS, uploadsDir } from "../../../lib/uploads"

/**
 * Serves a public upload. Medusa's own /static folder sits inside the build output, which every
 * build replaces; uploads live under DATA_DIR instead. Names carry a timestamp, so they never change;
 * GET /uploads/:file/:variant serves the same photo resized ([variant]/route.ts).
 */
export async function GET(req: MedusaRequest<unknown, { file: string }>, res: MedusaResponse) {
  const name = path.basename(String(req.params.file))
  res.sendFile(
    name,
    {
      root: uploadsDir(settings),
      maxAge: UPLOAD_MAX_AGE_MS,
      immutable: true,
      dotfiles: "deny",
      headers: UPLOAD_HEADERS,
    },
    (error) => {
      if (error && !res.headersSent) res.status(404).json({ type: "not_found", message: "File not found" })
    },
  )
}
