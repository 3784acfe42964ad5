import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { linkPayload } from "../../../lib/shop-links"

/** The address an unsubscribe link is for: the token must be signed by us, else a 400. */
export const readUnsubscribeLinkStep = createStep("read-unsubscribe-link", async ({ token }: { token: string }) => {
  const email = linkPayload("newsletter-unsubscribe", token)?.email
  if (!email) throw new MedusaError(MedusaError.Types.INVALID_DATA, "This unsubscribe link is not valid.")
  return new StepResponse({ email })
})
