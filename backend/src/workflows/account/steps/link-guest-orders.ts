import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { likeExactly } from "../../../lib/like-exactly"

/**
 * The orders placed with the account's verified address (as a guest, before the account or signed
 * out) become the account's: they show in it. Undone by giving each order its customer back.
 */
export const linkGuestOrdersStep = createStep(
  "link-guest-orders",
  async ({ customer_id, email }: { customer_id: string; email: string }, { container }) => {
    const orders = container.resolve(Modules.ORDER)
    const { data: placed } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "order",
      fields: ["id", "customer_id"],
      filters: { email: { $ilike: likeExactly(email) } },
    })
    const guest = placed.filter((order) => order.customer_id !== customer_id)
    if (guest.length) await orders.updateOrders(guest.map((order) => ({ id: order.id, customer_id })))
    return new StepResponse(
      { linked: guest.length },
      guest.map((order) => ({ id: order.id, customer_id: order.customer_id ?? undefined })),
    )
  },
  async (before, { container }) => {
    if (before?.length) await container.resolve(Modules.ORDER).updateOrders(before)
  },
)
