import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { LINK_REFUSALS, openShopLink } from "../../../lib/shop-links"

/** The address and issue time a confirmation link carries: signed by us and not expired, else a 400 saying which. */
export const readConfirmationLinkStep = createStep("read-confirmation-link", async ({ token }: { token: string }) => {
  const link = openShopLink("newsletter-confirmation", token)
  if ("refused" in link) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      LINK_REFUSALS[link.refused === "expired" ? "newsletter-confirmation-expired" : "newsletter-confirmation"],
    )
  }
  return new StepResponse({ email: link.payload.email, issuedAt: link.issuedAt })
})
