import type { MedusaContainer } from "@medusajs/framework/types"
import { retryUnsentEmailsWorkflow } from "../workflows/notification/retry-unsent-emails"
import { sendMissingOrderConfirmations } from "../workflows/order/send-missing-order-confirmations"

/**
 * Mail that is never lost. Each minute an e-mail that did not go out is sent again (doubling the
 * wait, then the seller is told), and an order placed without any confirmation gets it now.
 */
export default async function retryFailedEmails(container: MedusaContainer) {
  await retryUnsentEmailsWorkflow(container).run({ input: {} })
  await sendMissingOrderConfirmations(container)
}

export const config = { name: "retry-failed-emails", schedule: "* * * * *" }
