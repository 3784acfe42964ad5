import { MedusaError } from "@medusajs/framework/utils"
import { createStep } from "@medusajs/framework/workflows-sdk"
import { consumerOrder } from "./consumer-order"
import { linkPayload } from "../../../lib/shop-links"

/** The order a signed withdrawal link is for; 400 for a link we did not sign. */
export const findInvitedOrderStep = createStep("find-invited-order", async ({ token }: { token: string }, { container }) => {
  const invitation = linkPayload("order-withdrawal", token)
  if (!invitation) throw new MedusaError(MedusaError.Types.INVALID_DATA, "This withdrawal link is not valid.")
  return consumerOrder(container, { id: invitation.order_id }, { email: invitation.email })
})
