import path from "node:path"
import { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { settings } from "../../../lib/settings"
import { uploadsDir } from "../../../lib/uploads"

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000

/**
 * Serves a public upload. Medusa's own /static folder sits inside the build output, which every
 * build replaces; uploads live under DATA_DIR instead. Names carry a timestamp, so they never change.
 */
export async function GET(req: MedusaRequest<unknown, { file: string }>, res: MedusaResponse) {
  const name = path.basename(String(req.params.file))
  res.sendFile(
    name,
    {
      root: uploadsDir(settings),
      maxAge: ONE_YEAR_MS,
      immutable: true,
      dotfiles: "deny",
      headers: { "X-Content-Type-Options": "nosniff", "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'" },
    },
    (error) => {
      if (error && !res.headersSent) res.status(404).json({ type: "not_found", message: "File not found" })
    }
  )
}
