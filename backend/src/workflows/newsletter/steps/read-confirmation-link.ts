import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { CONFIRMATION_LINK_MESSAGES, readConfirmationToken } from "../../../lib/newsletter-confirmation-token"

/** The address and issue time a confirmation link carries: signed by us and not expired, else a 400 saying which. */
export const readConfirmationLinkStep = createStep("read-confirmation-link", async ({ token }: { token: string }) => {
  const link = readConfirmationToken(token)
  if ("refused" in link) throw new MedusaError(MedusaError.Types.INVALID_DATA, CONFIRMATION_LINK_MESSAGES[link.refused])
  return new StepResponse(link)
})
