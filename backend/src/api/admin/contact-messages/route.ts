import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { settings } from "../../../lib/settings"
import { searchFilter } from "../list-search"
import { CONTACT_MESSAGE_SEARCH } from "../validators"

type ContactMessageListQuery = { q?: string; handled?: "true" | "false" }

/** Contact messages for the seller, newest first, with how their delivery to the chat went; searched and filtered by handled. */
export async function GET(req: MedusaRequest<unknown, ContactMessageListQuery>, res: MedusaResponse) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { q, handled } = req.validatedQuery
  const handledFilter: Record<string, unknown> = handled ? { handled_at: handled === "true" ? { $ne: null } : null } : {}
  const filters = { ...searchFilter(q, CONTACT_MESSAGE_SEARCH), ...handledFilter }
  const { data, metadata } = await query.graph({ entity: "contact_message", ...req.queryConfig, filters })
  res.json({
    contact_messages: data,
    count: metadata?.count,
    offset: metadata?.skip,
    limit: metadata?.take,
    chat_configured: Boolean(settings.CONTACT_WEBHOOK_URL),
  })
}
