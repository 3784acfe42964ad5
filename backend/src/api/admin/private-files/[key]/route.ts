import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { PRIVATE_FILE_KEY, UPLOAD_HEADERS } from "../../../../lib/uploads"

/** A private file (an order export) for the signed-in seller: the link in the admin's "export ready" notification. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const key = String(req.params.key)
  if (!PRIVATE_FILE_KEY.test(key)) throw new MedusaError(MedusaError.Types.NOT_FOUND, "File not found")
  const files = req.scope.resolve(Modules.FILE)
  let content: Buffer
  try {
    content = await files.getAsBuffer(key)
  } catch {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, "File not found")
  }
  res.setHeader("Content-Type", key.endsWith(".csv") ? "text/csv; charset=utf-8" : "application/octet-stream")
  res.setHeader("Content-Disposition", `attachment; filename="${key.replace(/^private-\d+-/, "")}"`)
  res.setHeader("Cache-Control", "no-store")
  for (const [name, value] of Object.entries(UPLOAD_HEADERS)) res.setHeader(name, value)
  res.send(content)
}
