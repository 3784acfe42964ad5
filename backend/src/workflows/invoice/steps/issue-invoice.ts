import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { INVOICE_MODULE } from "../../../modules/invoice"
import { paidOrderIds } from "../../order/paid-orders"

/**
 * The order's invoice number: the one it has, or the next of the shop's sequence once the order is
 * paid. An invoice once numbered stays issued (no compensation): taking its number back would leave a
 * gap in the sequence, and a later run of the same order finds and reuses it.
 */
export const issueInvoiceStep = createStep("issue-invoice", async ({ order_id }: { order_id: string }, { container }) => {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "order", fields: ["id", "display_id"], filters: { id: order_id } })
  const order = data[0]
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order with id: ${order_id} was not found`)
  const invoices = container.resolve(INVOICE_MODULE)
  const [existing] = await invoices.listInvoices({ order_id })
  if (existing) return new StepResponse(existing)
  if (!(await paidOrderIds(container, [order_id])).length) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Order #${order.display_id} is not paid: it has no invoice yet.`)
  }
  return new StepResponse(await invoices.issueInvoice(order_id))
})
