import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { settings } from "../../../lib/settings"

/** Contact messages for the seller, newest first, with how their delivery to the chat went. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data, metadata } = await query.graph({ entity: "contact_message", ...req.queryConfig })
  res.json({
    contact_messages: data,
    count: metadata?.count,
    offset: metadata?.skip,
    limit: metadata?.take,
    chat_configured: Boolean(settings.CONTACT_WEBHOOK_URL),
  })
}
