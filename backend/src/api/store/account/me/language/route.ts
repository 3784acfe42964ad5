import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { updateCustomersWorkflow } from "@medusajs/medusa/core-flows"
import { checkedLocale, PREFERRED_LOCALE_AT_KEY, PREFERRED_LOCALE_KEY } from "../../../../../lib/shop-locales"
import type { AccountLanguage } from "../../validators"

/**
 * The account's language: the e-mails and documents of the customer's orders from now on are in it
 * (lib/shop-locales.ts, orderLanguage), whatever language an order was placed in. One of the store's
 * languages, else a 400 naming them.
 */
export async function POST(req: AuthenticatedMedusaRequest<AccountLanguage>, res: MedusaResponse) {
  const locale = await checkedLocale(req.scope, req.validatedBody.locale)
  // Medusa merges a customer's metadata by key: the customer's other keys stay
  await updateCustomersWorkflow(req.scope).run({
    input: {
      selector: { id: req.auth_context.actor_id },
      update: { metadata: { [PREFERRED_LOCALE_KEY]: locale, [PREFERRED_LOCALE_AT_KEY]: new Date().toISOString() } },
    },
  })
  res.json({ language: { locale } })
}
