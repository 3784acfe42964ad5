import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { invitationOfWithdrawalToken } from "../../lib/withdrawal-token"
import { WITHDRAWAL_MODULE } from "../../modules/withdrawal"
import type WithdrawalModuleService from "../../modules/withdrawal/service"
import type { Amount, Maybe } from "../../lib/queried"
import { lineTitle } from "../../lib/order-summary"

const withdrawals = (container: MedusaContainer) => container.resolve<WithdrawalModuleService>(WITHDRAWAL_MODULE)

/** One answer for a wrong number, a wrong address or both: it tells nothing about other orders. */
export const ORDER_NOT_FOUND =
  "We could not find an order with this order number and e-mail address. Please check both: they are in your order confirmation e-mail."

export const orderNotFound = () => new MedusaError(MedusaError.Types.NOT_FOUND, ORDER_NOT_FOUND)

export type ConsumerOrderLine = {
  id: string
  title: string
  quantity: number
  /** units already handed to fulfilment and not yet requested back: what a return request can cover */
  returnable_quantity: number
  withdrawn: boolean
}

export type ConsumerOrder = {
  id: string
  display_id: number
  email: string
  /** the name on the shipping address, to fill in the form from a signed link */
  name: string
  items: ConsumerOrderLine[]
}

/** The order as Query answers it (see lib/queried.ts): nullable fields, numbers that may be strings. */
type OrderRow = {
  id: string
  display_id: Maybe<number | string>
  email: Maybe<string>
  status: Maybe<string>
  shipping_address?: Maybe<{ first_name?: Maybe<string>; last_name?: Maybe<string> }>
  items: Maybe<
    Maybe<{
      id: string
      product_title: Maybe<string>
      variant_title: Maybe<string>
      title: Maybe<string>
      quantity: Maybe<Amount>
      detail?: Maybe<{ fulfilled_quantity?: Maybe<Amount>; return_requested_quantity?: Maybe<Amount> }>
    }>[]
  >
}

const ORDER_FIELDS = [
  "id",
  "display_id",
  "email",
  "status",
  "shipping_address.first_name",
  "shipping_address.last_name",
  // an order line's quantities live in its detail: asked for whole, as Medusa's own order routes do
  "items.*",
  "items.detail.*",
]

const sameAddress = (a: string | null | undefined, b: string) => (a ?? "").trim().toLowerCase() === b.trim().toLowerCase()

async function consumerOrder(container: MedusaContainer, filters: Record<string, unknown>, email: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: ORDER_FIELDS, filters })
  const [order]: (OrderRow | undefined)[] = data
  // a cancelled order has no contract left to withdraw from: answered like an unknown one
  if (!order || !sameAddress(order.email, email) || order.status === "canceled") throw orderNotFound()
  const lines = (order.items ?? []).filter((item): item is NonNullable<typeof item> => item != null)
  const withdrawn = await withdrawals(container).listWithdrawnLines({ line_item_id: lines.map((line) => line.id) }, { select: ["line_item_id"] })
  const withdrawnIds = new Set(withdrawn.map((line) => line.line_item_id))
  return new StepResponse<ConsumerOrder>({
    id: order.id,
    display_id: Number(order.display_id),
    email: order.email ?? email,
    name: [order.shipping_address?.first_name, order.shipping_address?.last_name].filter(Boolean).join(" "),
    items: lines.map((line) => ({
      id: line.id,
      title: lineTitle(line),
      quantity: Number(line.quantity),
      returnable_quantity: Math.max(0, Number(line.detail?.fulfilled_quantity ?? 0) - Number(line.detail?.return_requested_quantity ?? 0)),
      withdrawn: withdrawnIds.has(line.id),
    })),
  })
}

/** The order the consumer identified by its number and e-mail address; 404 for anything else. */
export const findConsumerOrderStep = createStep(
  "find-consumer-order",
  async ({ order_number, email }: { order_number: number; email: string }, { container }) =>
    consumerOrder(container, { display_id: order_number }, email)
)

/** The order a signed withdrawal link is for; 400 for a link we did not sign. */
export const findInvitedOrderStep = createStep("find-invited-order", async ({ token }: { token: string }, { container }) => {
  const invitation = invitationOfWithdrawalToken(token)
  if (!invitation) throw new MedusaError(MedusaError.Types.INVALID_DATA, "This withdrawal link is not valid.")
  return consumerOrder(container, { id: invitation.order_id }, invitation.email)
})

export const alreadyWithdrawn = (display_id: number) =>
  new MedusaError(MedusaError.Types.DUPLICATE_ERROR, `You have already withdrawn from these items of order #${display_id}.`)

/**
 * The lines the statement covers: those chosen, or every line not withdrawn yet. A line of another
 * order is refused, and so is a line withdrawn before.
 */
export const chooseWithdrawnLinesStep = createStep(
  "choose-withdrawn-lines",
  async ({ order, item_ids }: { order: ConsumerOrder; item_ids?: string[] }) => {
    if (item_ids) {
      const chosen = item_ids.map((id) => order.items.find((line) => line.id === id))
      if (chosen.some((line) => !line)) throw new MedusaError(MedusaError.Types.INVALID_DATA, "Some of the chosen items are not in this order.")
      const lines = chosen as ConsumerOrderLine[]
      if (lines.some((line) => line.withdrawn)) throw alreadyWithdrawn(order.display_id)
      return new StepResponse(lines)
    }
    const open = order.items.filter((line) => !line.withdrawn)
    if (open.length === 0) throw alreadyWithdrawn(order.display_id)
    return new StepResponse(open)
  }
)

export type WithdrawalStatement = {
  order: ConsumerOrder
  lines: ConsumerOrderLine[]
  name: string
  email: string
}

/**
 * Stores the statement with the time it was received, and claims its lines: the unique line item
 * refuses a second statement for the same items, also one sent at the same moment.
 */
export const recordWithdrawalStep = createStep(
  "record-withdrawal",
  async ({ order, lines, name, email }: WithdrawalStatement, { container }) => {
    const service = withdrawals(container)
    const withdrawal = await service.createWithdrawals({
      order_id: order.id,
      order_display_id: order.display_id,
      name,
      email,
      statement: { items: lines.map((line) => ({ line_item_id: line.id, title: line.title, quantity: line.quantity })) },
      received_at: new Date(),
    })
    try {
      await service.createWithdrawnLines(lines.map((line) => ({ withdrawal_id: withdrawal.id, line_item_id: line.id, quantity: line.quantity })))
    } catch (error) {
      await service.deleteWithdrawals(withdrawal.id)
      const claimed = await service.listWithdrawnLines({ line_item_id: lines.map((line) => line.id) }, { select: ["id"] })
      throw claimed.length ? alreadyWithdrawn(order.display_id) : error
    }
    return new StepResponse(withdrawal, withdrawal.id)
  },
  async (withdrawalId, { container }) => {
    if (!withdrawalId) return
    const service = withdrawals(container)
    const lines = await service.listWithdrawnLines({ withdrawal_id: withdrawalId }, { select: ["id"] })
    await service.deleteWithdrawnLines(lines.map((line) => line.id))
    await service.deleteWithdrawals(withdrawalId)
  }
)

/** Notes on the statement which Medusa return request covers its shipped items. */
export const setWithdrawalReturnStep = createStep(
  "set-withdrawal-return",
  async ({ withdrawal_id, return_id }: { withdrawal_id: string; return_id: string }, { container }) => {
    await withdrawals(container).updateWithdrawals({ id: withdrawal_id, return_id })
    return new StepResponse(return_id, withdrawal_id)
  },
  async (withdrawalId, { container }) => {
    if (withdrawalId) await withdrawals(container).updateWithdrawals({ id: withdrawalId, return_id: null })
  }
)
