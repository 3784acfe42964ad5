import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { emailOfUnsubscribeToken } from "../../../lib/unsubscribe-token"

/** The address an unsubscribe link is for: the token must be signed by us, else a 400. */
export const readUnsubscribeLinkStep = createStep("read-unsubscribe-link", async ({ token }: { token: string }) => {
  const email = emailOfUnsubscribeToken(token)
  if (!email) throw new MedusaError(MedusaError.Types.INVALID_DATA, "This unsubscribe link is not valid.")
  return new StepResponse({ email })
})
