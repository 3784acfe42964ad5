import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { currentVatScheme } from "../../../lib/books/vat-tax-regions"
import { setVatSchemeWorkflow } from "../../../workflows/vat-scheme/set-vat-scheme"
import type { AdminSetVatSchemeType } from "./validators"

/** How the shop charges VAT on EU sales: "oss" (the customer's country's VAT) or "domestic" (Dutch VAT everywhere). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({ scheme: await currentVatScheme(req.scope) })
}

/** The seller's switch of the VAT scheme. */
export async function POST(req: MedusaRequest<AdminSetVatSchemeType>, res: MedusaResponse) {
  const { result } = await setVatSchemeWorkflow(req.scope).run({ input: { scheme: req.validatedBody.scheme } })
  res.json({ scheme: result.scheme })
}
