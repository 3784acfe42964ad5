import type { MedusaResponse } from "@medusajs/framework/http"

/** A PDF answered as a download under `filename`. */
export function sendPdf(res: MedusaResponse, filename: string, pdf: Buffer) {
  res.setHeader("Content-Type", "application/pdf")
  res.setHeader("Content-Disposition", `attachment; filename="${filename}"`)
  res.setHeader("Cache-Control", "no-store")
  res.send(pdf)
}
