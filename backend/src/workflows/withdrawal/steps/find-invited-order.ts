import { MedusaError } from "@medusajs/framework/utils"
import { createStep } from "@medusajs/framework/workflows-sdk"
import { invitationOfWithdrawalToken } from "../../../lib/withdrawal-token"
import { consumerOrder } from "./consumer-order"

/** The order a signed withdrawal link is for; 400 for a link we did not sign. */
export const findInvitedOrderStep = createStep("find-invited-order", async ({ token }: { token: string }, { container }) => {
  const invitation = invitationOfWithdrawalToken(token)
  if (!invitation) throw new MedusaError(MedusaError.Types.INVALID_DATA, "This withdrawal link is not valid.")
  return consumerOrder(container, { id: invitation.order_id }, { email: invitation.email })
})
