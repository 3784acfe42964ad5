import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { shopConfig } from "../../../../../lib/shop-config"
import { getAccountWorkflow } from "../../../../../workflows/account/get-account"

/** "Download my data" (GDPR art. 15 and 20): everything the account holds, as a JSON file. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { result } = await getAccountWorkflow(req.scope).run({ input: { customer_id: req.auth_context.actor_id } })
  const exportedAt = new Date().toISOString()
  res.set("Cache-Control", "no-store")
  res.set("Content-Disposition", `attachment; filename="my-data-${exportedAt.slice(0, 10)}.json"`)
  res.json({ exported_at: exportedAt, controller: shopConfig.business.legalName, ...result })
}
